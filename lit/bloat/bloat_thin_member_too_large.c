// A thin archive's member larger than inlint's input limit (1 GiB; here a
// sparse file, so nothing is written) is refused by its size before LLVM
// maps it: one line naming archive(member) and the limit, exit status 2.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t/lib
// RUN: %clang --target=x86_64-linux-gnu -O2 -c %inputs/bloat_data.c -o %t/lib/data.o
// RUN: cd %t/lib && llvm-ar rcT data.a data.o
// RUN: truncate -s 1073741825 %t/lib/data.o
// RUN: %inlint bloat %t/lib/data.a %t/lib/data.a > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: test $(wc -l < %t/err) -eq 1
// RUN: count 0 < %t/out

// CHECK: {{.*}}data.a(data.o): larger than inlint's 1 GiB limit for an input file
