// `inline` on an extern function that two other files call: no effect
// on them without LTO: redundant, a warning; lint -p would measure it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && for f in memory rmap migrate; do env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/mm_like/$f.c -o %t/$f.o || exit 1; done
// RUN: %inlint lint %inputs/lint/lint_inline_extern.patch --records %t/rec > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out

// CHECK:      examples/mm_like/memory.c:6:[[#]]: warning: vm_page_of: `inline` is redundant: vm_page_of is extern and only called from 2 other files: no effect on them without LTO (estimate; lint -p measures it) [inlint-redundant]
// CHECK-NOT:  {{.}}
