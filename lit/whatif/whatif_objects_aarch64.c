// Measured from objects, an aarch64 object's calls are counted right: the
// bl to a static function of the same section, which the assembler
// resolves and leaves no relocation for, counts as llvm-objdump shows it;
// and forcing obj_stamp inline takes that call away. clang-22 for
// aarch64, freestanding: no sysroot needed.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: obj_stamp, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "%%s --target=aarch64-linux-gnu -ffreestanding -O2 -c slab_lite.c -o slab_lite.o"}]\n' %t/tree %clang > %t/db.json
// RUN: cd %t/tree && %clang --target=aarch64-linux-gnu -ffreestanding -O2 -c slab_lite.c -o %t/old.o
// RUN: llvm-objdump -dr %t/old.o > %t/old.dis
// RUN: grep -cE "bl[[:space:]].*<obj_stamp>" %t/old.dis > %t/out
// RUN: grep -c "CALL26.*obj_stamp" %t/old.dis >> %t/out || true
// RUN: %inlint whatif -p %t/db.json --measure objects --decisions %t/force.yaml >> %t/out
// RUN: FileCheck %s < %t/out

// One bl to obj_stamp, without a relocation:
// CHECK:      1
// CHECK-NEXT: 0
// CHECK-NEXT: slab_lite.c: pool_alloc: obj_stamp now inlined (was kept)
// CHECK-NEXT: slab_lite.c: pool_alloc: {{[+-][0-9]+}} bytes ({{[0-9]+}} → {{[0-9]+}})
// CHECK-NEXT: slab_lite.c: obj_stamp: -{{[0-9]+}} bytes ({{[0-9]+}} → 0), copy gone
// CHECK-NEXT: slab_lite.c: .text -{{[0-9]+}} bytes ({{[0-9]+}} → {{[0-9]+}}) (aarch64, clang 22, measured from objects: calls per caller, no line)
// CHECK-NOT:  {{.}}
