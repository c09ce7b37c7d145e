// Findings say file:line:col: where the column is known: lint knows where
// an added annotation is written on the definition's line (text and SARIF's
// startColumn); a removed one has no column in the new file. show prints a
// record's recommendations and information entries in file:line order, as
// a compiler's diagnostics come, not in the order the record holds them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: cd %top && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec > %t/text; test $? -eq 1
// RUN: FileCheck --check-prefix=TEXT %s < %t/text
// RUN: cd %top && %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec --format sarif > %t/sarif; test $? -eq 1
// RUN: %python -m json.tool %t/sarif | FileCheck --check-prefix=SARIF %s
// RUN: cd %top && env INLINT_OUT=%t/pool %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: cd %top && %inlint lint %inputs/lint/lint_remove_required.patch --records %t/pool > %t/removed; test $? -eq 1
// RUN: FileCheck --check-prefix=REMOVED %s < %t/removed
// RUN: %inlint show --all %t/pool | FileCheck --check-prefix=ORDER %s

// TEXT:      examples/mm_like/memory.c:17:8: warning: zap_one: {{.*}} [inlint-redundant]
// TEXT-NEXT: examples/mm_like/memory.c:31:8: warning: zap_table: {{.*}} [inlint-redundant]

// SARIF:      "startLine": 17,
// SARIF-NEXT: "startColumn": 8
// SARIF:      "startLine": 31,
// SARIF-NEXT: "startColumn": 8

// REMOVED: examples/pool/pool.c:209: warning: read_generation: removed `__always_inline` is required

// ORDER:      pool.c:16: none: size_to_class:
// ORDER-NEXT: pool.c:38: always_inline: obj_malloc:
// ORDER-NEXT: pool.c:80: noinline: alloc_zpage:
// ORDER-NEXT: pool.c:171: none: mix:
// ORDER-NEXT: pool.c:194: none: stat_pages:
// ORDER-NEXT: pool.c:209: none: read_generation:
