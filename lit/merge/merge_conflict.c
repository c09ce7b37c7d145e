// Two TUs advise one header's static function in opposite ways: cold.c
// calls fill_body once under unlikely() (cold-slow-path: noinline), and
// the record of hot.c, written as the chain rule writes it on jemalloc's
// allocation path under a profile, forces it (constant-args). A report's
// decisions apply to every TU, so it keeps the always_inline and puts the
// noinline in its information list, saying why; the report is then a
// decision file that merge --decisions reads without a conflict.
// RUN: rm -rf %t && mkdir -p %t/rec
// RUN: cd %top/lit && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/merge_conflict/cold.c -o %t/cold.o
// RUN: cp %inputs/merge_conflict/records/hot.c.inlint.yaml %t/rec/
// RUN: find %t/rec -name '*.yaml' | xargs grep -h 'reason:' | sort | FileCheck --check-prefix=RECORDS %s
// RUN: cd %top/lit && %inlint merge %t/rec -o %t/report.yaml --budget none > /dev/null
// RUN: FileCheck %s < %t/report.yaml
// RUN: cd %top/lit && %inlint merge %t/rec --decisions %t/report.yaml -o %t/again.yaml --budget none > /dev/null

// RECORDS:      reason: cold-slow-path
// RECORDS-NEXT: reason: constant-args

// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: fill_body
// CHECK:         action: always_inline
// CHECK-NEXT:    reason: constant-args
// CHECK-NOT:     action: noinline
// CHECK-LABEL: information:
// CHECK:       - function: fill_body
// CHECK:         action: noinline
// CHECK-NEXT:    reason: cold-slow-path
// CHECK:         message: 'fill_body: {{.*}}is cold{{.*}} — not a decision: another TU''s advice for fill_body conflicts with it and wins'
