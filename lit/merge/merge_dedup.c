// A static helper of a header included by two TUs is advised in both
// records; the report has it once, with the TU count.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/lit && for f in buddy slab; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/merge_dedup/$f.c -o %t/$f.o || exit 1; done
// RUN: cat %t/rec/Inputs/merge_dedup/*.inlint.yaml | grep -c 'function: clamp_order' | FileCheck --check-prefix=TWO %s
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/report.yaml

// TWO: {{^}}2{{$}}

// SUMMARY:      2 records, 3 functions, 1 recommendations, 2 extern functions
// SUMMARY-NEXT: 1 recommendation rests on the static estimate: run `inlint tune` or give a profile
// SUMMARY-NEXT: recommendations by reason:
// SUMMARY-NEXT:   noinline-in-hot-loop     1
// SUMMARY-NEXT: objects: read 2 of 2 at the records' object keys ({{.*}}/buddy.o, ...), from the current directory
// SUMMARY-NEXT: top 1 by expected value:
// SUMMARY-NEXT: Inputs/merge_dedup/order.h:6: none: clamp_order: {{.*}} (2 TUs, unknown (estimate); {{.*}}) [inlint-noinline-in-hot-loop]

// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: clamp_order
// CHECK-NEXT:    file: Inputs/merge_dedup/order.h
// CHECK-NEXT:    line: 6
// CHECK-NEXT:    action: none
// CHECK-NEXT:    reason: noinline-in-hot-loop
// CHECK:         tus: 2
// CHECK-NEXT:    score:
// CHECK-NEXT:    global_frequency:
// CHECK-NEXT:    hotness:
// CHECK-NEXT:    evidence: static estimate, global
// CHECK-NEXT:    cost_bytes:
// CHECK-NEXT:    cost_source: objects
// CHECK-NEXT:    verdict: unknown
// CHECK-NEXT:    verdict_evidence: estimate
// CHECK-NEXT:  functions:
// CHECK-NOT:   function: clamp_order
