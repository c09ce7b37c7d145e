// merge --decisions with a file that has no 'recommendations' key (here
// misspelt) stops with one line naming the file and the problem, exit
// status 2, and no report: it used to report every decision as matched.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: printf 'recomendations:\n- function: obj_malloc\n  action: always_inline\n' > %t/misspelt.yaml
// RUN: %inlint merge %t/rec -o %t/report.yaml --decisions %t/misspelt.yaml > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: test ! -e %t/report.yaml

// CHECK: {{.*}}misspelt.yaml:1:1: not a decision file: no 'recommendations' key
