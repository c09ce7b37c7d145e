// INLINT_APPLY forces obj_malloc, which clang -O2 keeps out of line, into
// every caller: the function is gone from the output, the verifier is happy,
// and the record says the decision was applied and took effect.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -S -emit-llvm %top/examples/pool/pool.c -o %t/plain.ll
// RUN: FileCheck --check-prefix=PLAIN %s < %t/plain.ll
// RUN: cd %top && env INLINT_APPLY=%inputs/force_obj_malloc.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm examples/pool/pool.c -o %t/forced.ll 2>&1 | count 0
// RUN: FileCheck --check-prefix=FORCED %s < %t/forced.ll
// RUN: FileCheck --check-prefix=RECORD %s < %t/rec/examples/pool/pool.c.inlint.yaml

// PLAIN: define internal {{.*}}@obj_malloc(
// FORCED-NOT: @obj_malloc(

// RECORD:      problems: []
// RECORD:      decisions_file: {{.*}}force_obj_malloc.yaml
// RECORD-NEXT: applied:
// RECORD-NEXT: - function: obj_malloc
// RECORD-NEXT:   file: examples/pool/pool.c
// RECORD-NEXT:   action: always_inline
// RECORD-NEXT:   status: applied
// RECORD-NEXT:   detail: added alwaysinline
// RECORD-NEXT:   effect: inlined
// RECORD-NEXT:   took_effect: true
