// lint prints the problems of the records it judges by, after its
// findings, as warnings named after the TU, and exits with status 1 even
// when every finding is a note: advice from a compile that went wrong is
// no pass. With SARIF on stdout they go to stderr.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top/examples/pool && env INLINT_APPLY=%t/missing.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_new_function.patch --records %t/rec > %t/out; echo "exit $?" >> %t/out
// RUN: FileCheck -DT=%t %s < %t/out
// RUN: %inlint lint %inputs/lint/lint_new_function.patch --records %t/rec --format sarif > %t/sarif 2> %t/err; echo "exit $?" >> %t/err
// RUN: env -u LD_PRELOAD %python -c 'import json, sys; json.load(open(sys.argv[1]))' %t/sarif
// RUN: FileCheck -DT=%t --check-prefix=ERR %s < %t/err

// CHECK:      examples/pool/pool.c:108:[[#]]: note: page_full: `__always_inline` is unknown: page_full is not in any record: was its file built with the plugin?
// CHECK-NEXT: pool.c: warning: [[T]]/missing.yaml: cannot open (No such file or directory); no decision applied
// CHECK-NEXT: exit 1

// ERR:      pool.c: warning: [[T]]/missing.yaml: cannot open (No such file or directory); no decision applied
// ERR-NEXT: exit 1
