// With --decisions, the decisions that no record's applied list matched
// are listed in the report and named on stderr.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: obj_malloc\n  file: examples/pool/pool.c\n  action: always_inline\n- function: no_such_helper\n  action: noinline\n' > %t/decisions.yaml
// RUN: cd %top && env INLINT_APPLY=%t/decisions.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --decisions %t/decisions.yaml 2> %t/err > /dev/null
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: FileCheck %s < %t/report.yaml

// ERR:      {{.*}}decisions.yaml: decision for no_such_helper matched nothing in 1 record{{$}}
// ERR-NOT:  obj_malloc

// CHECK-LABEL: unmatched_decisions:
// CHECK-NEXT:  - function: no_such_helper
// CHECK-NEXT:    action: noinline
// CHECK-NOT:   obj_malloc
