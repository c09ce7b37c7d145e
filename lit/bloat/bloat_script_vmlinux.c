// The real scripts/bloat-o-meter and inlint bloat print the same bytes for
// two linked executables, as for two vmlinux files built with and without
// decisions.
// REQUIRES: bloat-o-meter
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/vmlinux.old
// RUN: env INLINT_APPLY=%inputs/many.yaml INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/vmlinux.new
// RUN: cd %t && %bloat_o_meter -c vmlinux.old vmlinux.new > script.txt
// RUN: cd %t && %inlint bloat -c vmlinux.old vmlinux.new > inlint.txt
// RUN: diff %t/script.txt %t/inlint.txt
// RUN: cd %t && %bloat_o_meter vmlinux.old vmlinux.new > script-all.txt
// RUN: cd %t && %inlint bloat vmlinux.old vmlinux.new > inlint-all.txt
// RUN: diff %t/script-all.txt %t/inlint-all.txt
// RUN: FileCheck %s < %t/script-all.txt

// CHECK: pool_alloc
// CHECK: Total:
