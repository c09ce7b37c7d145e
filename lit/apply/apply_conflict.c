// Two decisions for one function that contradict (always_inline, then
// noinline): neither is applied, in either order, and the record says so
// for each in applied and once under problems, naming both lines. The
// file's other decisions are applied (encode_handle twice the same way is
// no conflict), and the code is what they alone make.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: encode_handle\n  action: noinline\n' > %t/rest.yaml
// RUN: printf -- '- function: obj_malloc\n  action: always_inline\n' > %t/force.yaml
// RUN: printf -- '- function: obj_malloc\n  action: noinline\n' > %t/pin.yaml
// RUN: cat %t/force.yaml %t/rest.yaml %t/pin.yaml %t/rest.yaml > %t/ab.yaml
// RUN: cat %t/pin.yaml %t/rest.yaml %t/force.yaml > %t/ba.yaml
// RUN: env INLINT_APPLY=%t/rest.yaml INLINT_OUT=%t/rest %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/rest.ll
// RUN: env INLINT_APPLY=%t/ab.yaml INLINT_VERIFY=1 INLINT_OUT=%t/ab %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/ab.ll 2>&1 | count 0
// RUN: env INLINT_APPLY=%t/ba.yaml INLINT_VERIFY=1 INLINT_OUT=%t/ba %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/ba.ll 2>&1 | count 0
// RUN: diff %t/rest.ll %t/ab.ll
// RUN: diff %t/rest.ll %t/ba.ll
// RUN: find %t/ab -name '*.yaml' | xargs cat > %t/ab.rec
// RUN: find %t/ba -name '*.yaml' | xargs cat > %t/ba.rec
// RUN: FileCheck --check-prefix=AB %s < %t/ab.rec
// RUN: FileCheck --check-prefix=BA %s < %t/ba.rec

// AB-LABEL: problems:
// AB-NEXT:  - '{{.*}}/ab.yaml:5: noinline for obj_malloc conflicts with the decision at line 1 (always_inline); none of them is applied'
// AB-NEXT:  functions:
// AB-LABEL: applied:
// AB-NEXT:  - function: obj_malloc
// AB:         action: always_inline
// AB-NEXT:    status: refused
// AB-NEXT:    detail: 'conflicts with the decision at line 5 (noinline): none of them is applied'
// AB-NEXT:    took_effect: false
// AB-NEXT:  - function: encode_handle
// AB:         action: noinline
// AB-NEXT:    status: applied
// AB-NEXT:    detail: added noinline
// AB:         took_effect: true
// AB-NEXT:  - function: obj_malloc
// AB:         action: noinline
// AB-NEXT:    status: refused
// AB-NEXT:    detail: 'conflicts with the decision at line 1 (always_inline): none of them is applied'
// AB-NEXT:    took_effect: false
// AB-NEXT:  - function: encode_handle
// AB:         action: noinline
// AB-NEXT:    status: unchanged
// AB-NEXT:    detail: already so
// AB-NEXT:    effect:
// AB-NEXT:    took_effect: true
// AB-NEXT:  external_calls:

// BA-LABEL: problems:
// BA-NEXT:  - '{{.*}}/ba.yaml:5: always_inline for obj_malloc conflicts with the decision at line 1 (noinline); none of them is applied'
// BA-NEXT:  functions:
// BA-LABEL: applied:
// BA-NEXT:  - function: obj_malloc
// BA:         action: noinline
// BA-NEXT:    status: refused
// BA-NEXT:    detail: 'conflicts with the decision at line 5 (always_inline): none of them is applied'
// BA:         action: noinline
// BA-NEXT:    status: applied
// BA:       - function: obj_malloc
// BA:         action: always_inline
// BA-NEXT:    status: refused
// BA-NEXT:    detail: 'conflicts with the decision at line 1 (noinline): none of them is applied'
// BA-NEXT:    took_effect: false
// BA-NEXT:  external_calls:
