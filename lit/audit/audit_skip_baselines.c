// Without --headers, audit judges each TU's own annotations only: a TU
// whose own source, as the preprocessor leaves it, has none
// (cache_stats.c: its noinline is under #if 0) needs no baseline. Two
// TUs, one baseline and the search of slub_macros.c: 4 compiles, where
// every TU's baseline made 5; the verdicts are those of slub_macros.c
// alone. Audited alone, cache_stats.c costs one baseline (it names the
// compiler) and judges nothing.
// RUN: rm -rf %t && mkdir -p %t && cp %inputs/objlevel/slub_macros.c %inputs/objlevel/cache_stats.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "slub_macros.c", "command": "%%s -O2 -g -c slub_macros.c -o slub_macros.o"}, {"directory": "%%s", "file": "cache_stats.c", "command": "%%s -O2 -g -c cache_stats.c -o cache_stats.o"}]\n' %t %clang %t %clang > %t/db.json
// RUN: %inlint audit -p %t/db.json --format yaml | FileCheck %s
// RUN: %inlint audit -p %t/db.json --format yaml --measure objects | FileCheck %s
// RUN: %inlint audit -p %t/db.json --format yaml %t/cache_stats.c | FileCheck --check-prefix=ALONE %s

// CHECK:      units: 2
// CHECK-NEXT: compiles: 4
// CHECK-NEXT: annotations:
// CHECK-NEXT: - function: cache_take
// CHECK:        verdict: load-bearing
// CHECK:      - function: cache_pick
// CHECK:        verdict: load-bearing
// CHECK-NOT:  - function: stats_slow

// ALONE:      units: 1
// ALONE-NEXT: compiles: 1
// ALONE-NEXT: annotations: []
