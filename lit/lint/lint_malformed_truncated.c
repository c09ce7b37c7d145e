// A patch input that is truncated: a one-line error naming the file, exit
// status 2, nothing on stdout.
// RUN: %inlint lint %inputs/lint/truncated.patch --records %S > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s < %t.err
// RUN: test $(wc -l < %t.err) -eq 1
// RUN: test ! -s %t.out

// CHECK: inlint lint: error: {{.*}}Inputs/lint/truncated.patch:22: hunk ends early (truncated patch?)
