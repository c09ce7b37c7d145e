// An empty remark file named on the command line has no remarks to give:
// why, merge --remarks and lint --remarks each stop with one line naming
// it, exit status 2, where they used to go on as if it said nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: touch %t/empty.opt.yaml
// RUN: %inlint why %t/empty.opt.yaml > %t/why.out 2> %t/why.err; test $? -eq 2
// RUN: FileCheck %s < %t/why.err
// RUN: test $(wc -l < %t/why.err) -eq 1
// RUN: count 0 < %t/why.out
// RUN: %inlint merge %t/rec --remarks %t/empty.opt.yaml -o %t/report.yaml > /dev/null 2> %t/merge.err; test $? -eq 2
// RUN: FileCheck %s < %t/merge.err
// RUN: test ! -e %t/report.yaml
// RUN: cd %top && %inlint lint %inputs/lint/lint_attribute_always_inline.patch --records %t/rec --remarks %t/empty.opt.yaml > /dev/null 2> %t/lint.err; test $? -eq 2
// RUN: FileCheck %s < %t/lint.err

// CHECK:     {{.*}}empty.opt.yaml: empty remark file (clang leaves one for a TU it made no remarks about)
// CHECK-NOT: {{.}}
