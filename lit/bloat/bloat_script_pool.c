// The real scripts/bloat-o-meter (Linux 6.12, from the Debian kernel source
// package; see lit.cfg.py) and inlint bloat print the same bytes for the
// pool example built plain and with many decisions, in each of the
// script's four modes.
// REQUIRES: bloat-o-meter
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -c %top/examples/pool/pool.c -o %t/plain.o
// RUN: env INLINT_APPLY=%inputs/many.yaml INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %top/examples/pool/pool.c -o %t/applied.o
// RUN: cd %t && %bloat_o_meter plain.o applied.o > script.txt
// RUN: cd %t && %inlint bloat plain.o applied.o > inlint.txt
// RUN: diff %t/script.txt %t/inlint.txt
// RUN: cd %t && %bloat_o_meter -c plain.o applied.o > script-c.txt
// RUN: cd %t && %inlint bloat -c plain.o applied.o > inlint-c.txt
// RUN: diff %t/script-c.txt %t/inlint-c.txt
// RUN: cd %t && %bloat_o_meter -d plain.o applied.o > script-d.txt
// RUN: cd %t && %inlint bloat -d plain.o applied.o > inlint-d.txt
// RUN: diff %t/script-d.txt %t/inlint-d.txt
// RUN: cd %t && %bloat_o_meter -t plain.o applied.o > script-t.txt
// RUN: cd %t && %inlint bloat -t plain.o applied.o > inlint-t.txt
// RUN: diff %t/script-t.txt %t/inlint-t.txt
// The comparison is not vacuous: the script found changes.
// RUN: FileCheck %s < %t/script.txt

// CHECK: pool_alloc
// CHECK: Total:
