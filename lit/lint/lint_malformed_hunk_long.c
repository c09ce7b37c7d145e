// A hunk with more lines than its header counts (an edited patch: the first
// hunk says 1 line, has 11): a one-line error naming the first line past
// the counts, exit status 2, nothing on stdout. Before, those lines were
// skipped as text between hunks, and zap_one's __always_inline and its
// warning with them.
// RUN: %inlint lint %inputs/lint/hunk_long.patch --records %S > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s < %t.err
// RUN: test $(wc -l < %t.err) -eq 1
// RUN: test ! -s %t.out

// CHECK: inlint lint: error: {{.*}}Inputs/lint/hunk_long.patch:7: line past the end of the hunk: its header counts fewer lines (edited patch?)
