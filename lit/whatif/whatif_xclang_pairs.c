// -Xclang X is one unit: the rewrite drops cc1's -MT together with the
// -Xclang unit of its value (and the same for -dependency-file), where it
// once took the word after -MT, the -Xclang carrying x.o, and left x.o as a
// second input. A compile clang accepts is measured as it is.
// RUN: rm -rf %t && mkdir -p %t/src %t/tmp && cp %top/examples/pool/pool.c %top/examples/pool/pool.h %top/examples/pool/compiler.h %t/src/
// RUN: cd %t/src && %clang -O2 -c pool.c -o %t/direct.o -Xclang -dependency-file -Xclang %t/dep.d -Xclang -MT -Xclang x.o
// RUN: ls -A %t/src > %t/before
// RUN: env TMPDIR=%t/tmp %inlint whatif --plugin %plugin %inputs/force_obj_malloc.yaml -- %clang -O2 -g -c pool.c -Xclang -dependency-file -Xclang dep.d -Xclang -MT -Xclang x.o > %t/out
// RUN: ls -A %t/src > %t/after
// RUN: diff %t/before %t/after
// RUN: FileCheck %s < %t/out

// CHECK: pool.c: obj_malloc: -[[#]] bytes ([[#]] → 0), -[[#]] IR instructions, copy gone
