// The real scripts/bloat-o-meter and inlint bloat print the same bytes for
// lit/Inputs/bloat_clones.c built twice, in each of the script's modes.
// REQUIRES: bloat-o-meter
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -c %inputs/bloat_clones.c -o %t/old.o
// RUN: %clang -O2 -DNEW -c %inputs/bloat_clones.c -o %t/new.o
// RUN: cd %t && %bloat_o_meter old.o new.o > script.txt
// RUN: cd %t && %inlint bloat old.o new.o > inlint.txt
// RUN: diff %t/script.txt %t/inlint.txt
// RUN: cd %t && %bloat_o_meter -c old.o new.o > script-c.txt
// RUN: cd %t && %inlint bloat -c old.o new.o > inlint-c.txt
// RUN: diff %t/script-c.txt %t/inlint-c.txt
// RUN: cd %t && %bloat_o_meter -d old.o new.o > script-d.txt
// RUN: cd %t && %inlint bloat -d old.o new.o > inlint-d.txt
// RUN: diff %t/script-d.txt %t/inlint-d.txt
// RUN: cd %t && %bloat_o_meter -t old.o new.o > script-t.txt
// RUN: cd %t && %inlint bloat -t old.o new.o > inlint-t.txt
// RUN: diff %t/script-t.txt %t/inlint-t.txt
// RUN: FileCheck %s < %t/script-c.txt

// The script folded the clones' numbers and saw a function come and go.
// CHECK: add/remove: 1/1
// CHECK: zap_page.constprop
// CHECK: zone_shrink {{[0-9]+}} -
