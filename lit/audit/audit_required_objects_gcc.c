// REQUIRES: gcc
// On a gcc compile database (measured from objects: GCC cannot load the
// plugin) the same annotations of entry_const.c are required as on clang:
// a body that asks __builtin_constant_p about a parameter or a local
// needs the inlining under GCC as well, and noinstr code is GCC's too.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/entry_const.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "entry_const.c", "command": "gcc -O2 -g -c entry_const.c -o entry_const.o"}]\n' %t/tree > %t/gcc.json
// RUN: cd %t/tree && not %inlint audit -p %t/gcc.json | FileCheck %s

// CHECK:      entry_const.c:22: note: __always_inline on size_order is required, never stripped: the body uses __builtin_constant_p, {{.*}} [inlint-required]
// CHECK-NEXT: entry_const.c:27: warning: __always_inline on table_order is redundant: {{.*}}gcc {{[0-9]+}}, measured from objects) [inlint-redundant]
// CHECK-NEXT: entry_const.c:32: note: __always_inline on pool_room is required, never stripped: the body uses __builtin_constant_p, {{.*}} [inlint-required]
// CHECK-NEXT: entry_const.c:37: note: __always_inline on irq_save is required, never stripped: called from noinstr code irq_entry; {{.*}} [inlint-required]
// CHECK-NEXT: entry_const.c:45: note: noinline on irq_entry is required, never stripped: noinstr or instrumentation-exempt code: its noinline is required [inlint-required]
// CHECK-NEXT: entry_const.c:50: warning: __always_inline on irq_mask is redundant: {{.*}}gcc {{[0-9]+}}, measured from objects) [inlint-redundant]
// CHECK-NOT:  {{.}}
