// A file larger than inlint's input limit (1 GiB; here a sparse file, so
// nothing is written) is refused by its size before it is read, with one
// line that names the limit, exit status 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'schema: inlint/1\n' > %t/big.inlint.yaml
// RUN: truncate -s 1073741825 %t/big.inlint.yaml
// RUN: %inlint show %t/big.inlint.yaml > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: count 0 < %t/out
// RUN: %inlint lint %inputs/lint/lint_cold.patch --report %t/big.inlint.yaml 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err

// CHECK:     {{.*}}big.inlint.yaml: larger than inlint's 1 GiB limit for an input file
// CHECK-NOT: {{.}}
