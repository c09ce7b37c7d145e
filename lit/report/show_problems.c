// A record's problems are shown, not only counted: with a decision file
// that does not exist the compile goes on silently, and show prints the
// record's problem as a warning named after the TU, before the summary,
// and exits with status 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_APPLY=%t/missing.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o 2>&1 | count 0
// RUN: %inlint show %t/rec/pool.c.inlint.yaml > %t/out; echo "exit $?" >> %t/out
// RUN: FileCheck -DT=%t %s < %t/out
// RUN: %inlint show --all %t/rec/pool.c.inlint.yaml > %t/all; echo "exit $?" >> %t/all
// RUN: FileCheck -DT=%t %s < %t/all

// CHECK:      pool.c: warning: [[T]]/missing.yaml: cannot open (No such file or directory); no decision applied
// CHECK-NEXT: pool.c: {{.*}}static estimate
// CHECK-NEXT: pool.c: 20 functions, 4 recommendations, 2 information entries, 1 problem
// CHECK-NEXT: exit 1
