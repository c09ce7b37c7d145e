// A symbolic link to a directory inside the records (here to "..", a
// loop) is not followed: the merge reads the record once and succeeds,
// where following it failed with "Too many levels of symbolic links".
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/lit && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/merge_dedup/buddy.c -o %t/buddy.o
// RUN: ln -s .. %t/rec/Inputs/up
// RUN: %inlint merge %t/rec -o %t/report.yaml 2> %t/err | FileCheck %s
// RUN: count 0 < %t/err

// CHECK: 1 records, 2 functions, 1 recommendations, 1 extern functions
