// noinline_for_stack on a helper inlined today: the annotation is
// load-bearing (its call would flip), a note, exit status 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_noinline_for_stack.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/mm_like/memory.c:30:[[#]]: note: zap_table: `noinline_for_stack` is load-bearing: inlined today into unmap_range (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// CHECK-NOT:  {{.}}
