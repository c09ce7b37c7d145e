// A linked executable is read like vmlinux: its whole .symtab, C runtime
// start-up symbols included, which are the same in both builds and so only
// show in the totals. A stripped executable has no symbols, as for nm.
// REQUIRES: llvm-22
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-linux-gnu -O2 %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/vmlinux.old
// RUN: env INLINT_APPLY=%inputs/many.yaml INLINT_OUT=%t/rec %clang --target=x86_64-linux-gnu -O2 -fpass-plugin=%plugin %top/examples/pool/pool.c %top/examples/pool/main.c -o %t/vmlinux.new
// RUN: %inlint bloat %t/vmlinux.old %t/vmlinux.new | FileCheck %s
// RUN: llvm-strip %t/vmlinux.new -o %t/vmlinux.stripped
// RUN: %inlint bloat %t/vmlinux.old %t/vmlinux.stripped | FileCheck --check-prefix=STRIPPED %s

// Beside the pool's functions (as in bloat_pool_decisions.c), main, _start
// and the rest are unchanged: the totals are larger than the object's.
// CHECK:      add/remove: 5/3 grow/shrink: 2/3 up/down: 894/-482 (412)
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: pool_alloc 164 890 +726
// CHECK-NOT:  main
// CHECK:      alloc_zpage 320 - -320
// CHECK-NEXT: Total: Before=2362, After=2774, chg +17.44%

// STRIPPED:      add/remove: 0/17 grow/shrink: 0/0 up/down: 0/-2362 (-2362)
// STRIPPED:      main 319 - -319
// STRIPPED:      Total: Before=2362, After=0, chg -100.00%
