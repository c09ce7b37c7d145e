// The real scripts/bloat-o-meter and inlint bloat print the same bytes for
// two archives, regular and thin, of the same objects (one of them twice).
// REQUIRES: bloat-o-meter
// RUN: rm -rf %t && mkdir -p %t/objs %t/lib
// RUN: %clang -O2 -c %inputs/bloat_clones.c -o %t/objs/clones-old.o
// RUN: %clang -O2 -DNEW -c %inputs/bloat_clones.c -o %t/objs/clones-new.o
// RUN: %clang -O2 -c %inputs/bloat_data.c -o %t/objs/data-old.o
// RUN: %clang -O2 -DNEW -c %inputs/bloat_data.c -o %t/objs/data-new.o
// RUN: llvm-ar rc %t/old.a %t/objs/clones-old.o %t/objs/data-old.o
// RUN: llvm-ar rc %t/new.a %t/objs/clones-new.o %t/objs/data-new.o %t/objs/clones-new.o
// RUN: cd %t && %bloat_o_meter -c old.a new.a > script.txt
// RUN: cd %t && %inlint bloat -c old.a new.a > inlint.txt
// RUN: diff %t/script.txt %t/inlint.txt
// RUN: cd %t/lib && llvm-ar rcT old.a ../objs/clones-old.o ../objs/data-old.o
// RUN: cd %t/lib && llvm-ar rcT new.a ../objs/clones-new.o ../objs/data-new.o ../objs/clones-new.o
// RUN: cd %t && %bloat_o_meter -c lib/old.a lib/new.a > script-thin.txt
// RUN: cd %t && %inlint bloat -c lib/old.a lib/new.a > inlint-thin.txt
// RUN: diff %t/script-thin.txt %t/inlint-thin.txt
// RUN: FileCheck %s < %t/script-thin.txt

// CHECK: zone_walk
// CHECK: Data
// CHECK: zone_stats
