// A wrapper -> template chain as one candidate: the report advises
// always_inline on the wrappers tbl_find and tbl_scan, on their template
// tbl_search and on the match helper it hands the mode on to, in one group
// (merge keeps the records' group key). Tune's ablation measures the group
// as one step, never a member alone, and keeps it (the callers' constants
// fold in the collapsed chain). The refinement leaves each member out of
// the kept chain alone: without the template the chain pays nothing;
// without tbl_scan or the helper the set measures the same (-O2 inlines
// them itself once the rest is forced), so they go, and the wrapper and
// the template are written.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %inputs/tbl_search.c -o %t/tbl.o
// RUN: %inlint merge %t/rec -o %t/report.yaml --budget none > /dev/null
// RUN: FileCheck --check-prefix=REPORT %s < %t/report.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %inputs/tbl_search.c -o %t/tbl" --bench 'exec %t/tbl 300' --metric callgrind --runs 1 --candidates %t/report.yaml --objects %t/tbl -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml

// REPORT-LABEL: recommendations:
// REPORT:       - function: tbl_match_one
// REPORT:         group: tbl_find
// REPORT:       - function: tbl_search
// REPORT:         group: tbl_find
// REPORT:       - function: tbl_find
// REPORT:         group: tbl_find
// REPORT:       - function: tbl_scan
// REPORT:         group: tbl_find

// CHECK:      baseline (no decisions) {{[0-9]+}} +0 1.0000
// CHECK:      always_inline tbl_match_one {{[0-9]+}} -{{[0-9]+}} 0.{{[0-9]+}} 0.00% +{{[0-9]+}} kept group of 4;
// CHECK-NEXT: always_inline tbl_search {{.*}} kept group of 4;
// CHECK-NEXT: always_inline tbl_find {{.*}} kept group of 4;
// CHECK-NEXT: always_inline tbl_scan {{.*}} kept group of 4;
// CHECK-NEXT: refine: group 1 without always_inline tbl_match_one {{[0-9]+}} -{{[0-9]+}} 0.
// CHECK-NEXT: refine: group 1 without always_inline tbl_search {{[0-9]+}} +{{[0-9]+}} 1.0
// CHECK:      final (2 decisions) {{[0-9]+}} -{{[0-9]+}} 0.

// PROGRESS: inlint tune: 4 candidates in 1 group; each group alone over the baseline; 1 run per step

// OUT-NOT:  tbl_match_one
// OUT:      - function: tbl_search
// OUT:        action: always_inline
// OUT:      - function: tbl_find
// OUT:        action: always_inline
// OUT-NOT:  tbl_scan
