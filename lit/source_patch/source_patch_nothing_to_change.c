// A record that advises nothing gives an empty diff and exit status 0.
// The patch set then holds no file, and sorting its files handed qsort a
// NULL array (undefined behaviour, which the sanitizer build stops on).
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin -c examples/pool/main.c -o %t/main.o
// RUN: FileCheck --check-prefix=RECORD %s < %t/rec/examples/pool/main.c.inlint.yaml
// RUN: %inlint source-patch %t/rec/examples/pool/main.c.inlint.yaml --src %top > %t/out 2> %t/err
// RUN: count 0 < %t/out
// RUN: count 0 < %t/err

// RECORD: recommendations: []
