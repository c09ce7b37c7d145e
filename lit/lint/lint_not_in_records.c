// A function of a file that was not built with the plugin: a note that
// says so, exit status 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_not_in_records.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/main.c:11: note: main: not in any record: was its file built with the plugin?
// CHECK-NOT:  {{.}}
