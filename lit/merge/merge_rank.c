// The report ranks by expected value, (1 + call-site frequencies) x size x
// confidence: obj_malloc (92 instructions, 3 call sites) first, the
// recommendations are a decision file's shape, and --top cuts the summary.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none --top 2 | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/report.yaml

// SUMMARY:      1 records, 20 functions, 4 recommendations, 7 extern functions: {{.*}}report.yaml
// SUMMARY-NEXT: 2 information entries (--all lists them)
// SUMMARY-NEXT: 4 recommendations rest on the static estimate: run `inlint tune` or give a profile
// SUMMARY-NEXT: recommendations by reason:
// SUMMARY-NEXT:   kept-out-of-line         1
// SUMMARY-NEXT:   cold-slow-path           1
// SUMMARY:      top 2 by expected value:
// SUMMARY-NEXT: examples/pool/pool.c:[[#]]: always_inline: obj_malloc: {{.*}} (1 TU, load-bearing (estimate); static estimate, global: normal, 3.017 calls per root entry) [inlint-kept-out-of-line]
// SUMMARY-NEXT: examples/pool/pool.c:[[#]]: noinline: alloc_zpage: {{.*}} (1 TU, redundant (estimate); static estimate, global: cold, 0.0004995 calls per root entry) [inlint-cold-slow-path]
// SUMMARY-NOT:  {{.}}

// CHECK:      schema: inlint-report/1
// CHECK:      recommendations:
// CHECK-NEXT: - function: obj_malloc
// CHECK-NEXT:   file: examples/pool/pool.c
// CHECK-NEXT:   line: [[#]]
// CHECK-NEXT:   action: always_inline
// CHECK-NEXT:   reason: kept-out-of-line
// CHECK-NEXT:   severity: note
// CHECK-NEXT:   confidence: 0.7
// CHECK-NEXT:   message: {{.*}}
// CHECK-NEXT:   tus: 1
// CHECK-NEXT:   score: 258.695
// CHECK-NEXT:   global_frequency: 3.017
// CHECK-NEXT:   hotness: normal
// CHECK-NEXT:   evidence: static estimate, global
// CHECK-NEXT:   cost_bytes: [[#]]
// CHECK-NEXT:   cost_source: objects
// CHECK-NEXT:   verdict: load-bearing
// CHECK-NEXT:   verdict_evidence: estimate
// CHECK-NEXT: - function: alloc_zpage
