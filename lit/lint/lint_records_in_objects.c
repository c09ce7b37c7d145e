// lint --records takes a build directory: the records come from the
// objects, and the lines are those the record files give.
// RUN: rm -rf %t && mkdir -p %t/build
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/build/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_cold.patch --records %t/rec > %t/from-files
// RUN: %inlint lint %inputs/lint/lint_cold.patch --records %t/build > %t/from-objects
// RUN: diff %t/from-files %t/from-objects
// RUN: FileCheck %s < %t/from-objects

// CHECK:      examples/mm_like/migrate.c:8:[[#]]: note: migrate_report: `__cold` is unknown: 1 call site, 1 cold today;{{.*}}
// CHECK-NOT:  {{.}}
