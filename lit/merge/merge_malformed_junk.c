// Binary junk under a record's name stops the merge: a one-line error
// naming the file, exit status 2, and no report written.
// RUN: rm -rf %t && mkdir -p %t/rec
// RUN: printf '\177ELF\002\001\001\000\000\000\377\376' > %t/rec/junk.c.inlint.yaml
// RUN: %inlint merge %t/rec -o %t/report.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: ls %t | FileCheck --check-prefix=NOTHING %s

// CHECK: inlint merge: error: {{.*}}rec/junk.c.inlint.yaml:1:1: {{.*}}control characters

// NOTHING-NOT: report
