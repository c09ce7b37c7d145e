// --format json: one document (docs/CONVENTIONS.md) that python's json
// module reads back, with each finding's file, line, column, severity,
// check, message, evidence, reason and, for a redundant annotation, the
// fix that deletes it; exit status 1 as with text.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --format json > %t/out.json; test $? -eq 1
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/out.json | FileCheck --match-full-lines %s
// No finding is still a whole document.
// RUN: %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --format json --checks=-* > %t/none.json
// RUN: env -u LD_PRELOAD %python %inputs/json_findings.py %t/none.json | FileCheck --check-prefix=NONE --match-full-lines %s

// CHECK:      version 1 command lint findings 2
// CHECK-NEXT: examples/mm_like/memory.c:17:8: warning: inlint-redundant: zap_one: `__always_inline` is redundant: already inlined into its only caller zap_table (in unmap_range) (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) | evidence estimate | reason redundant-always-inline | fix 17:8-24 ''
// CHECK-NEXT: examples/mm_like/memory.c:31:8: warning: inlint-redundant: zap_table: `__always_inline` is redundant: already inlined into its only caller unmap_range (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) | evidence estimate | reason redundant-always-inline | fix 31:8-24 ''
// CHECK-NOT:  {{.}}

// NONE:      version 1 command lint findings 0
// NONE-NOT:  {{.}}
