// A patched file that no record covers cannot be judged: lint says so in
// one line naming the file and fails (exit status 2), so that a CI gate
// given the wrong records does not pass. A file that the records cover
// is still judged beside it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_not_in_records.patch --records %t/rec > %t/out 2> %t/err; echo "exit $?" >> %t/err
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: count 0 < %t/out
// RUN: cat %inputs/lint/lint_not_in_records.patch %inputs/lint/lint_new_function.patch > %t/both.patch
// RUN: %inlint lint %t/both.patch --records %t/rec > %t/both.out 2> %t/both.err; echo "exit $?" >> %t/both.err
// RUN: FileCheck --check-prefix=ERR %s < %t/both.err
// RUN: FileCheck --check-prefix=BOTH %s < %t/both.out

// ERR:      inlint lint: error: examples/pool/main.c: no record covers this file: was it built with the plugin?
// ERR-NEXT: exit 2
// BOTH:     examples/pool/pool.c:108:[[#]]: note: page_full: `__always_inline` is unknown: page_full is not in any record
// BOTH-NOT: main
