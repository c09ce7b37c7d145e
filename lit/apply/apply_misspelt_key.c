// A decision file whose top level has no 'recommendations' key (here
// misspelt) has no decisions to apply, and says so: the record names the
// file and the problem, where it used to apply nothing in silence. The
// compile itself succeeds and prints nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'recomendations:\n- function: obj_malloc\n  action: always_inline\n' > %t/misspelt.yaml
// RUN: env INLINT_APPLY=%t/misspelt.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o 2>&1 | count 0
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

// CHECK:      problems:
// CHECK-NEXT: - '{{.*}}misspelt.yaml:1:1: not a decision file: no ''recommendations'' key; no decision applied'
// CHECK:      applied: []
