// --budget keeps the recommendations with the best benefit per byte until
// the budget is spent, costs from the objects' symbol sizes: obj_malloc
// (three kept calls of a 274-byte body, +548 bytes) fits in 1000 bytes,
// compress_generic (+2406 bytes for less benefit) does not and goes to
// over_budget; 3000 bytes keep both. Recommendations that cost nothing are
// kept whatever the budget.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/lz_generic.c -o %t/lz_generic.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --objects %t --budget 1000 --top 1 | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/report.yaml
// RUN: %inlint merge %t/rec -o %t/both.yaml --objects %t --budget +2954 | FileCheck --check-prefix=BOTH %s
// RUN: %inlint merge %t/rec -o %t/both.yaml --objects %t --budget 2953 | FileCheck --check-prefix=ONE %s
// RUN: %inlint merge %t/rec -o %t/pct.yaml --objects %t --budget +0.5% | FileCheck --check-prefix=PCT %s
// Without the objects, the costs and the text are estimates.
// RUN: mkdir %t/moved && mv %t/pool.o %t/lz_generic.o %t/moved/
// RUN: %inlint merge %t/rec -o %t/est.yaml --budget 1000 | FileCheck --check-prefix=EST %s
// RUN: not %inlint merge %t/rec -o %t/bad.yaml --budget 5MB 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: test ! -e %t/bad.yaml

// SUMMARY:      budget: 1000 bytes (30.8% of 3246 text bytes, from objects); kept 4, dropped 1; predicted text delta +548 bytes (+16.9%)
// SUMMARY-NEXT: top 1 by expected value:
// SUMMARY-NEXT: examples/pool/pool.c:[[#]]: always_inline: obj_malloc: {{.*}}(1 TU, load-bearing (estimate); {{.*}}) [inlint-kept-out-of-line]

// CHECK:      recommendations:
// CHECK-NEXT: - function: obj_malloc
// CHECK:        cost_bytes: 548
// CHECK-NEXT:   cost_source: objects
// CHECK-NOT:  function: compress_generic
// CHECK:      budget:
// CHECK-NEXT:   text_bytes: 3246
// CHECK-NEXT:   text_source: objects
// CHECK-NEXT:   limit_bytes: 1000
// CHECK-NEXT:   predicted_delta_bytes: 548
// CHECK-NEXT:   kept: 4
// CHECK-NEXT:   dropped: 1
// CHECK-NEXT: over_budget:
// CHECK-NEXT: - function: compress_generic
// CHECK:        cost_bytes: 2406
// CHECK-NEXT:   cost_source: objects
// CHECK-NEXT:   verdict: load-bearing
// CHECK-NEXT:   verdict_evidence: estimate
// CHECK-NEXT: functions:

// BOTH: budget: 2954 bytes {{.*}}; kept 5, dropped 0; predicted text delta +2954 bytes
// ONE:  budget: 2953 bytes {{.*}}; kept 4, dropped 1; predicted text delta +548 bytes
// PCT:  budget: 16 bytes (0.493% of 3246 text bytes, from objects); kept 3, dropped 2; predicted text delta +0 bytes (+0%)
// EST:      objects: none of the 2 at the records' object keys could be read from here ({{.*}}/pool.o: cannot open (No such file or directory)): costs estimated from IR sizes{{$}}
// EST-NEXT: budget: 1000 bytes ({{.*}} text bytes, estimated from IR sizes); kept {{.*}}
// BAD:  inlint merge: error: bad --budget '5MB': not +PCT% or BYTES; none keeps every recommendation
