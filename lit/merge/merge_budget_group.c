// A group is kept or dropped whole: tbl_search's chain (the wrappers
// tbl_find and tbl_scan, the template tbl_search, the match helper) pays
// only whole, and costs what tbl_search's copies cost (796 bytes). With
// 600 bytes the whole chain goes to over_budget, the wrappers that cost
// nothing alone with it, and obj_malloc (548 bytes) is kept; with 1400
// bytes both are kept.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c lit/Inputs/tbl_search.c -o %t/tbl.o
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint merge %t/rec -o %t/600.yaml --objects %t --budget 600 | FileCheck --check-prefix=SUMMARY %s
// RUN: FileCheck %s < %t/600.yaml
// RUN: %inlint merge %t/rec -o %t/1400.yaml --objects %t --budget 1400 | FileCheck --check-prefix=BOTH %s

// SUMMARY: budget: 600 bytes {{.*}}; kept 4, dropped 4; predicted text delta +548 bytes

// CHECK-LABEL: recommendations:
// CHECK-NOT:   group: tbl_find
// CHECK:       - function: obj_malloc
// CHECK-NOT:   group: tbl_find
// CHECK-LABEL: over_budget:
// CHECK-DAG:   - function: tbl_match_one
// CHECK-DAG:   - function: tbl_search
// CHECK-DAG:   - function: tbl_find
// CHECK-DAG:   - function: tbl_scan
// CHECK-LABEL: functions:

// BOTH: budget: 1400 bytes {{.*}}; kept 8, dropped 0; predicted text delta +1344 bytes
