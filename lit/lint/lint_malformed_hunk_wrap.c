// A hunk header whose line numbers would pass 4294967295 (here start
// 4294967295 with 7 lines): a one-line error naming the line, exit status
// 2, nothing on stdout. Before, the numbers wrapped to 0 and on.
// RUN: %inlint lint %inputs/lint/hunk_wrap.patch --records %S > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s < %t.err
// RUN: test $(wc -l < %t.err) -eq 1
// RUN: test ! -s %t.out

// CHECK: inlint lint: error: {{.*}}Inputs/lint/hunk_wrap.patch:5: hunk line numbers out of range
