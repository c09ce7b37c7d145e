// The "done when": a three-file build, merged, and a patch that
// force-inlines two helpers LLVM already inlines into their only callers:
// both are reported redundant at the patch's lines, exit status 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint merge %t/rec -o %t/report.yaml > /dev/null
// RUN: %inlint lint %inputs/lint/lint_mm_force.patch --report %t/report.yaml > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out
// RUN: %inlint lint %inputs/lint/lint_mm_force.patch --records %t/rec > %t/out2; test $? -eq 1
// RUN: FileCheck %s < %t/out2

// CHECK:      examples/mm_like/memory.c:17:[[#]]: warning: zap_one: `__always_inline` is redundant: already inlined into its only caller zap_table (in unmap_range) (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// CHECK-NEXT: examples/mm_like/memory.c:31:[[#]]: warning: zap_table: `__always_inline` is redundant: already inlined into its only caller unmap_range (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// CHECK-NOT:  {{.}}
