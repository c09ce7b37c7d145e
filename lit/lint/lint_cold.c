// __cold on a function whose only call site is cold already: a hint whose
// effect the records cannot tell, a note.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_cold.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/mm_like/migrate.c:8:[[#]]: note: migrate_report: `__cold` is unknown: 1 call site, 1 cold today; it makes every one cold (inline threshold 45, no single-caller bonus) (x86_64, clang {{[0-9]+}}, estimate) [inlint-unknown]
// CHECK-NOT:  {{.}}
