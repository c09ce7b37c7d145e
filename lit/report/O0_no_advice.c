// A file built at -O0: clang marks every function but the __always_inline
// ones optnone and noinline, and LLVM inlines only those. The record keeps
// the facts, with no noinline that the source does not hold, and gives no
// advice. The same file at -O2 gets advice, so the -O0 run is not silent
// by accident.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O0 -g -fpass-plugin=%plugin -I%inputs -c %inputs/O0_entropy.c -o %t.o 2>&1 | count 0
// RUN: FileCheck %s < %t/__%inputs/O0_entropy.c.inlint.yaml
// RUN: %inlint show %t --all 2>&1 | FileCheck %s --check-prefix=SHOW
// RUN: rm -rf %t2 && env INLINT_OUT=%t2 %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %inputs/O0_entropy.c -o %t2.o
// RUN: %inlint show %t2 --all 2>&1 | FileCheck %s --check-prefix=O2

// CHECK-LABEL: - name: gen_entropy
// CHECK-NEXT:    file:
// CHECK-NEXT:    line: 24
// CHECK-NEXT:    linkage: extern
// CHECK-NEXT:    size:
// CHECK-NEXT:    attributes: [optnone]
// CHECK-NEXT:    annotation: none
// CHECK-LABEL: - name: fold_bits
// CHECK:         attributes: [always_inline]
// CHECK-NEXT:    annotation: always_inline
// CHECK:         outcome: inlined
// CHECK-LABEL: - name: health_failure
// CHECK:         attributes: [optnone]
// CHECK-NEXT:    annotation: none
// CHECK:         outcome: out_of_line
// CHECK:       recommendations: []
// CHECK-NOT:   information:

// SHOW:      O0_entropy.c: 3 functions, 0 recommendations (clang-22 x86_64)
// SHOW-NOT:  {{.}}

// O2: O0_entropy.c:12: none: fold_bits: __always_inline is redundant
