// A truncated record stops the merge: a one-line error naming the file,
// exit status 2, and no report (not even a temp file) left behind.
// RUN: rm -rf %t && mkdir -p %t/rec/mm
// RUN: cp %inputs/truncated.yaml %t/rec/mm/zsmalloc.c.inlint.yaml
// RUN: %inlint merge %t/rec -o %t/report.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: ls %t | FileCheck --check-prefix=NOTHING %s

// CHECK: inlint merge: error: {{.*}}rec/mm/zsmalloc.c.inlint.yaml:{{[0-9]+}}:{{[0-9]+}}: {{.+}}

// NOTHING-NOT: report
