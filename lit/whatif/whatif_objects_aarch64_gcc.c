// REQUIRES: aarch64-gcc
// Debian's GCC for arm64 is measured from objects by default (it cannot
// load the plugin): its two calls of obj_stamp in pool_alloc and one in
// pool_free, bl instructions the assembler resolved, are what
// llvm-objdump shows; forcing obj_stamp inline takes all three away, and
// noinline on the slow path GCC inlines keeps it out of line.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: obj_stamp, action: always_inline}\n' > %t/force.yaml
// RUN: printf -- '- {function: slow_alloc, action: noinline}\n' > %t/noinline.yaml
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "aarch64-linux-gnu-gcc -O2 -c slab_lite.c -o slab_lite.o"}]\n' %t/tree > %t/db.json
// RUN: cd %t/tree && aarch64-linux-gnu-gcc -O2 -c slab_lite.c -o %t/old.o
// RUN: llvm-objdump -d %t/old.o | grep -cE "bl[[:space:]].*<obj_stamp>" > %t/out
// RUN: %inlint whatif -p %t/db.json --decisions %t/force.yaml >> %t/out
// RUN: %inlint whatif -p %t/db.json --decisions %t/noinline.yaml >> %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      3
// CHECK-NEXT: slab_lite.c: pool_alloc: obj_stamp now inlined (was kept), 2 calls
// CHECK-NEXT: slab_lite.c: pool_free: obj_stamp now inlined (was kept)
// CHECK:      slab_lite.c: .text {{[+-][0-9]+}} bytes ({{[0-9]+}} → {{[0-9]+}}) (aarch64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)
// CHECK-NEXT: slab_lite.c: pool_alloc: slow_alloc now kept (was inlined)
// CHECK-NEXT: slab_lite.c: slow_alloc: +{{[0-9]+}} bytes (0 → {{[0-9]+}}), new copy
// CHECK:      slab_lite.c: .text {{[+-][0-9]+}} bytes ({{[0-9]+}} → {{[0-9]+}}) (aarch64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)
// CHECK-NOT:  {{.}}
