// INLINT_APPLY naming a file that is not a regular one (/dev/zero never
// ends) applies nothing and does not hold up the compile: the record has
// one problem naming the file and what it is, and nothing is printed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_APPLY=/dev/zero INLINT_OUT=%t/rec timeout 60 %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/pool.o 2>&1 | count 0
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

// CHECK:      problems:
// CHECK-NEXT: - '/dev/zero: not a regular file (a character device); no decision applied'
// CHECK-NEXT: functions:
// CHECK:      decisions_file: /dev/zero
// CHECK-NEXT: applied: []
