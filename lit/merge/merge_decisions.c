// With --decisions, the decisions that changed nothing in the build are
// listed in the report and named on stderr: those no record's applied list
// matched, and those every record that matched refused, with the reason
// (always_inline on page_sum, which is recursive).
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: obj_malloc\n  file: examples/pool/pool.c\n  action: always_inline\n- function: no_such_helper\n  action: noinline\n- function: page_sum\n  action: always_inline\n' > %t/decisions.yaml
// RUN: cd %top && env INLINT_APPLY=%t/decisions.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --decisions %t/decisions.yaml 2> %t/err > /dev/null
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: FileCheck %s < %t/report.yaml

// ERR:      {{.*}}decisions.yaml: decision for no_such_helper matched nothing in 1 record{{$}}
// ERR-NEXT: {{.*}}decisions.yaml: decision for page_sum refused in every record that matched it: recursive: LLVM does not inline a call that closes a call cycle{{$}}
// ERR-NOT:  obj_malloc

// CHECK-LABEL: unmatched_decisions:
// CHECK-NEXT:  - function: no_such_helper
// CHECK-NEXT:    action: noinline
// CHECK-NEXT:  - function: page_sum
// CHECK-NEXT:    action: always_inline
// CHECK-NEXT:    refused: 'recursive: LLVM does not inline a call that closes a call cycle'
// CHECK-NOT:   obj_malloc
