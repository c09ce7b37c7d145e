// Information (what changes nothing: a required __always_inline, an
// `inline` on a function only called through a pointer) stays apart from
// the recommendations in the merged report, in the summary only with
// --all, and a report used as a decision file applies only its
// recommendations.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none > %t/summary
// RUN: FileCheck --check-prefix=SUMMARY %s < %t/summary
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none --all > %t/all
// RUN: FileCheck --check-prefix=ALL %s < %t/all
// RUN: FileCheck %s < %t/report.yaml
// RUN: cd %top && env INLINT_APPLY=%t/report.yaml INLINT_OUT=%t/second %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/second.o
// RUN: FileCheck --check-prefix=APPLIED %s < %t/second/examples/pool/pool.c.inlint.yaml

// SUMMARY:     1 records, 20 functions, 4 recommendations, 7 extern functions: {{.*}}
// SUMMARY-NEXT: 2 information entries (--all lists them)
// SUMMARY-NOT: read_generation
// SUMMARY-NOT: stat_pages

// ALL:      2 information entries{{$}}
// ALL:      top 6 by expected value:
// ALL-DAG:  pool.c:[[#]]: none: read_generation: __always_inline is required{{.*}} (1 TU, required (estimate); {{.*}}) [inlint-always-inline-required]
// ALL-DAG:  pool.c:[[#]]: none: stat_pages: only called through a pointer{{.*}} (1 TU, redundant (estimate); {{.*}}) [inlint-address-taken-only]

// CHECK-LABEL: recommendations:
// CHECK-NOT:   function: read_generation
// CHECK-LABEL: information:
// CHECK:       - function: stat_pages
// CHECK:         reason: address-taken-only
// CHECK:       - function: read_generation
// CHECK:         reason: always-inline-required
// CHECK-LABEL: functions:

// APPLIED-LABEL: applied:
// APPLIED:       - function: obj_malloc
// APPLIED-NOT:   function: read_generation
// APPLIED-NOT:   function: stat_pages
// APPLIED:       external_calls:
