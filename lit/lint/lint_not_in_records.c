// A function that no record has, in a file the records cover (here one
// the patch adds): a note that says so, exit status 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_new_function.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:108:[[#]]: note: page_full: `__always_inline` is unknown: page_full is not in any record: was its file built with the plugin? [inlint-unknown]
// CHECK-NOT:  {{.}}
