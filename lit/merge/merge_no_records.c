// A directory with no records at all (a build made without the plugin)
// stops the merge: one line naming the directory, exit status 2, no report.
// RUN: rm -rf %t && mkdir -p %t/rec/mm
// RUN: %inlint merge %t/rec -o %t/report.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: test ! -e %t/report.yaml

// CHECK: inlint merge: error: {{.*}}/rec: no *.inlint.yaml records
