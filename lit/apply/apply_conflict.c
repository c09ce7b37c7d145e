// Two decisions for one function that contradict (always_inline, then
// noinline): neither is applied, in either order, and the record says so
// for each in applied and once under problems, naming both lines. The
// file's other decisions are applied (encode_handle twice the same way is
// no conflict), and the code is what they alone make. The same for two
// decisions on one call (the call at line 125, and every call from
// pool_alloc). Given on the command line, a decision is known by its
// number in the list.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: encode_handle\n  action: noinline\n' > %t/rest.yaml
// RUN: printf -- '- function: obj_malloc\n  action: always_inline\n' > %t/force.yaml
// RUN: printf -- '- function: obj_malloc\n  action: noinline\n' > %t/pin.yaml
// RUN: cat %t/force.yaml %t/rest.yaml %t/pin.yaml %t/rest.yaml > %t/ab.yaml
// RUN: cat %t/pin.yaml %t/rest.yaml %t/force.yaml > %t/ba.yaml
// RUN: env INLINT_APPLY=%t/rest.yaml INLINT_OUT=%t/rest %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/rest.ll
// RUN: printf -- '- function: obj_malloc\n  caller: pool_alloc\n  call_line: 125\n  action: always_inline\n- function: obj_malloc\n  caller: pool_alloc\n  action: noinline\n' > %t/calls.yaml
// RUN: cat %t/calls.yaml %t/rest.yaml > %t/calls_rest.yaml
// RUN: env INLINT_APPLY=%t/calls_rest.yaml INLINT_OUT=%t/calls %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/calls.ll
// RUN: diff %t/rest.ll %t/calls.ll
// RUN: find %t/calls -name '*.yaml' | xargs cat | FileCheck --check-prefix=CALLS %s
// RUN: env INLINT_APPLY=%t/ab.yaml INLINT_VERIFY=1 INLINT_OUT=%t/ab %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/ab.ll 2>&1 | count 0
// RUN: env INLINT_APPLY=%t/ba.yaml INLINT_VERIFY=1 INLINT_OUT=%t/ba %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %top/examples/pool/pool.c -o %t/ba.ll 2>&1 | count 0
// RUN: diff %t/rest.ll %t/ab.ll
// RUN: diff %t/rest.ll %t/ba.ll
// RUN: find %t/ab -name '*.yaml' | xargs cat > %t/ab.rec
// RUN: find %t/ba -name '*.yaml' | xargs cat > %t/ba.rec
// RUN: FileCheck --check-prefix=AB %s < %t/ab.rec
// RUN: FileCheck --check-prefix=BA %s < %t/ba.rec
// RUN: env INLINT_OUT=%t/list %clang -O2 -g -fpass-plugin=%plugin -mllvm -inlint-decisions=always_inline:obj_malloc,noinline:encode_handle,noinline:obj_malloc -S -emit-llvm %top/examples/pool/pool.c -o %t/list.ll
// RUN: diff %t/rest.ll %t/list.ll
// RUN: find %t/list -name '*.yaml' | xargs cat | FileCheck --check-prefix=LIST %s

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

// CALLS-LABEL: problems:
// CALLS-NEXT:  - '{{.*}}/calls_rest.yaml:5: noinline for obj_malloc (calls from pool_alloc) conflicts with the decision at line 1 (always_inline); none of them is applied'
// CALLS-LABEL: applied:
// CALLS-NEXT:  - function: obj_malloc
// CALLS:         call_line: 125
// CALLS-NEXT:    action: always_inline
// CALLS-NEXT:    status: refused
// CALLS:       - function: obj_malloc
// CALLS:         call_line: 0
// CALLS-NEXT:    action: noinline
// CALLS-NEXT:    status: refused
// CALLS:       - function: encode_handle
// CALLS:         status: applied

// LIST-LABEL: problems:
// LIST-NEXT:  - "-inlint-decisions:3: noinline for obj_malloc conflicts with decision 1 (always_inline); none of them is applied"
// LIST-LABEL: applied:
// LIST-NEXT:  - function: obj_malloc
// LIST:         action: always_inline
// LIST-NEXT:    status: refused
// LIST-NEXT:    detail: 'conflicts with decision 3 (noinline): none of them is applied'
