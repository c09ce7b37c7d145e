// A patch input that is not_a_diff: a one-line error naming the file, exit
// status 2, nothing on stdout.
// RUN: %inlint lint %inputs/lint/not_a_diff.patch --records %S > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s < %t.err
// RUN: test $(wc -l < %t.err) -eq 1
// RUN: test ! -s %t.out

// CHECK: inlint lint: error: {{.*}}Inputs/lint/not_a_diff.patch: not a unified diff (no @@ hunk)
