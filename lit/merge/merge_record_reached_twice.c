// A record reached twice is read once: a directory named twice, two
// symbolic links to one directory, a directory and a folder inside it, and
// a link to a record beside it all give one record, one TU. Before, each
// path counted again, doubling the TU count, callers and scores.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/lit && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c Inputs/merge_dedup/buddy.c -o %t/buddy.o
// RUN: cd %t && ln -s rec a && ln -s rec b
// RUN: %inlint merge rec rec -o twice.yaml | FileCheck %s
// RUN: %inlint merge a b -o links.yaml | FileCheck %s
// RUN: %inlint merge rec rec/Inputs -o nested.yaml | FileCheck %s
// RUN: ln -s buddy.c.inlint.yaml rec/Inputs/merge_dedup/alias.c.inlint.yaml
// RUN: %inlint merge rec -o alias.yaml | FileCheck %s
// RUN: FileCheck --check-prefix=REPORT %s < alias.yaml

// CHECK:      1 records, 2 functions, 1 recommendations, 1 extern functions
// CHECK:      Inputs/merge_dedup/order.h:6: none: clamp_order: {{.*}} (1 TU, unknown (estimate); {{.*}}) [inlint-noinline-in-hot-loop]

// REPORT-LABEL: recommendations:
// REPORT-NEXT:  - function: clamp_order
// REPORT:         tus: 1
