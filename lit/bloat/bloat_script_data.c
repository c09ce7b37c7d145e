// The real scripts/bloat-o-meter and inlint bloat print the same bytes for
// lit/Inputs/bloat_data.c built twice, in each of the script's modes.
// REQUIRES: bloat-o-meter
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -c %inputs/bloat_data.c -o %t/old.o
// RUN: %clang -O2 -DNEW -c %inputs/bloat_data.c -o %t/new.o
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

// The script saw data, read-only data and weak symbols change.
// CHECK: arch_zone_init
// CHECK: Data
// CHECK: zone_reserve
// CHECK: RO Data
// CHECK: zone_names
