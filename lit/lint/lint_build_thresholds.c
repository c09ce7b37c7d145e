// lint's estimates from the records follow the thresholds of the build
// most records share, as the records' own rules do: "tiny" (a noinline in
// a loop costs about the body) is what the cold call-site threshold
// admits, and an added __cold names that threshold. Each verdict names
// the flag among its build's words. A report written by merge keeps the
// thresholds, so lint on it says the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %inputs/lint/exact && for f in zs_map zs_stat; do env INLINT_OUT=%t/o2 %clang -O2 -g -fpass-plugin=%plugin -I %inputs -c $f.c -o %t/$f.o || exit 1; done
// RUN: cd %inputs/lint/exact && for f in zs_map zs_stat; do env INLINT_OUT=%t/cold20 %clang -O2 -g -mllvm -inline-cold-callsite-threshold=20 -fpass-plugin=%plugin -I %inputs -c $f.c -o %t/$f.o || exit 1; done
// RUN: cd %inputs/lint/exact && not %inlint lint header_noinline.patch --records %t/o2 | FileCheck --check-prefix=TINY %s
// RUN: cd %inputs/lint/exact && %inlint lint header_noinline.patch --records %t/cold20 | FileCheck --check-prefix=NOT-TINY %s
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/cold100 %clang -O2 -g -mllvm -inline-cold-callsite-threshold=100 -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_cold.patch --records %t/cold100 | FileCheck --check-prefix=COLD %s
// RUN: %inlint merge %t/cold100 -o %t/cold100.yaml > /dev/null
// RUN: FileCheck --check-prefix=REPORT %s < %t/cold100.yaml
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %t/cold100.yaml | FileCheck --check-prefix=COLD %s
// A bad threshold in a report is one error line naming file, line and key.
// RUN: sed 's/^  cold_callsite: 100$/  cold_callsite: cold/' %t/cold100.yaml > %t/bad.yaml
// RUN: not %inlint lint %inputs/lint/lint_cold.patch --report %t/bad.yaml 2>&1 | FileCheck --check-prefix=BAD %s
// A report of a build at -O2's thresholds has no inliner key.
// RUN: %inlint merge %t/o2 -o %t/o2.yaml > /dev/null
// RUN: not grep -q inliner: %t/o2.yaml

// TINY:     zs_fold: `noinline` is {{.*}} 8 IR instructions called {{.*}} (in a loop): the call costs about as much as the body
// NOT-TINY: zs_fold: `noinline` is load-bearing: inlined today into zs_map_object, zs_stat_get, zs_stat_sum (x86_64, clang {{[0-9]+}}, -inline-cold-callsite-threshold=20, estimate; lint -p measures it)
// NOT-TINY-NOT: in a loop
// COLD:     migrate_report: `__cold` is unknown: 1 call site, 1 cold today; it makes every one cold (inline threshold 100, no single-caller bonus) (x86_64, clang {{[0-9]+}}, -inline-cold-callsite-threshold=100, estimate)
// BAD: inlint lint: error: {{.*}}bad.yaml:[[#]]:[[#]]: expected a number for 'cold_callsite', got 'cold'
// REPORT:      inliner:
// REPORT-NEXT:   threshold: 225
// REPORT-NEXT:   from_flag: false
// REPORT-NEXT:   hint: 325
// REPORT-NEXT:   cold_callsite: 100
