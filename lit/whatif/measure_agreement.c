// On clang, measured from objects and by the plugin, lint -p and audit
// never disagree: the same verdict on every annotation, and the same byte
// figures (each function's and the .text total), on a patch whose noinline
// changes nothing, one whose __always_inline is load-bearing, and the
// audit of the TU's own __always_inline. (The flips may differ in their
// words: the objects count calls per caller, the records per source line.)
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "%%s -O2 -g -c slab_lite.c -o slab_lite.o"}]\n' %t/tree %clang > %t/db.json
// RUN: cd %t/tree && for m in plugin objects; do for p in noinline_slow_alloc always_inline_obj_stamp; do %inlint lint %inputs/objlevel/$p.patch -p %t/db.json --measure $m; done; %inlint audit -p %t/db.json --measure $m; done > %t/all.out || true
// RUN: sed -n 1,3p %t/all.out > %t/plugin.out && sed -n 4,6p %t/all.out > %t/objects.out
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/plugin.out > %t/plugin.verdicts
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/objects.out > %t/objects.verdicts
// RUN: diff %t/plugin.verdicts %t/objects.verdicts
// RUN: grep -oE "[a-z_]+('s copy)? [+-][0-9]+ bytes|\.text [+-][0-9]+" %t/plugin.out > %t/plugin.bytes
// RUN: grep -oE "[a-z_]+('s copy)? [+-][0-9]+ bytes|\.text [+-][0-9]+" %t/objects.out > %t/objects.bytes
// RUN: diff %t/plugin.bytes %t/objects.bytes
// RUN: cat %t/plugin.verdicts %t/objects.out %t/objects.bytes | FileCheck %s

// CHECK:      slab_lite.c:36:8: warning: slow_alloc: `noinline` is redundant
// CHECK-NEXT: slab_lite.c:62:8: note: obj_stamp: `__always_inline` is load-bearing
// CHECK-NEXT: slab_lite.c:76: note: __always_inline on obj_take is load-bearing
// CHECK-NEXT: slab_lite.c:36:8: warning: slow_alloc: `noinline` is redundant: changes no call site and no byte (x86_64, clang 22, measured from objects) [inlint-redundant]
// CHECK-NEXT: slab_lite.c:62:8: note: obj_stamp: `__always_inline` is load-bearing: {{.*}} (x86_64, clang 22, measured from objects) [inlint-load-bearing]
// CHECK-NEXT: slab_lite.c:76: note: __always_inline on obj_take is load-bearing: {{.*}} (x86_64, clang 22, measured from objects) [inlint-load-bearing]
// CHECK-NEXT: pool_alloc -[[#]] bytes
// CHECK-NEXT: obj_stamp's copy -[[#]] bytes
// CHECK-NEXT: .text -[[#]]
// CHECK-NEXT: obj_take +[[#]] bytes
// CHECK-NEXT: pool_alloc -[[#]] bytes
// CHECK-NEXT: obj_stamp -[[#]] bytes
// CHECK-NEXT: .text -[[#]]
// CHECK-NOT:  {{.}}
