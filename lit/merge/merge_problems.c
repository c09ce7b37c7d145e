// merge keeps what went wrong in the records: each problem is printed once
// after the summary, as a warning named after the first TU that had it,
// with how many other records carry it; the report keeps it, and the exit
// status is 1. A report of records without problems has no problems key.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_APPLY=%t/missing.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: cd %top/examples/pool && env INLINT_APPLY=%t/missing.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c main.c -o %t/main.o
// RUN: %inlint merge %t/rec -o %t/report.yaml > %t/out; echo "exit $?" >> %t/out
// RUN: FileCheck -DT=%t %s < %t/out
// RUN: FileCheck -DT=%t --check-prefix=REPORT %s < %t/report.yaml
// RUN: %inlint lint %inputs/lint/lint_new_function.patch --report %t/report.yaml > %t/lint; echo "exit $?" >> %t/lint
// RUN: FileCheck -DT=%t --check-prefix=LINT %s < %t/lint
// RUN: cd %top/examples/pool && env INLINT_OUT=%t/clean %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: %inlint merge %t/clean -o %t/clean.yaml > /dev/null
// RUN: not grep problems %t/clean.yaml

// CHECK:      2 records,
// CHECK:      main.c: warning: [[T]]/missing.yaml: cannot open (No such file or directory); no decision applied (and in 1 other record)
// CHECK-NEXT: exit 1

// REPORT:      compiler:
// REPORT-NEXT: problems:
// REPORT-NEXT: - file: main.c
// REPORT-NEXT:   problem: '[[T]]/missing.yaml: cannot open (No such file or directory); no decision applied'
// REPORT-NEXT:   records: 2
// REPORT-NEXT: recommendations:

// LINT:      examples/pool/pool.c:108:[[#]]: note: page_full: `__always_inline` is unknown: page_full is not in any record
// LINT-NEXT: main.c: warning: [[T]]/missing.yaml: cannot open (No such file or directory); no decision applied (and in 1 other record)
// LINT-NEXT: exit 1
