// REQUIRES: gcc
// Measured from objects, every byte figure is that of a rebuild with the
// annotation edited by sed: noinline on the slow path GCC inlines, and
// __always_inline on the helper clang keeps out of line, each compiled by
// hand from a sed-edited copy and compared by inlint bloat -t with the
// unedited one, then by whatif --measure objects on the tree's database.
// GCC compiles as the kernel's ftrace builds do (-pg -mfentry): the call
// to __fentry__ the compiler adds to every function is no flip.
// RUN: rm -rf %t && mkdir -p %t/tree %t/noinline %t/force && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: cp %inputs/kernel.h %t/noinline/ && sed 's/^static struct page \*slow_alloc(/static noinline struct page *slow_alloc(/' %t/tree/slab_lite.c > %t/noinline/slab_lite.c
// RUN: cp %inputs/kernel.h %t/force/ && sed 's/^static void obj_stamp(/static __always_inline void obj_stamp(/' %t/tree/slab_lite.c > %t/force/slab_lite.c
// RUN: printf -- '- {function: slow_alloc, action: noinline}\n' > %t/noinline.yaml
// RUN: printf -- '- {function: obj_stamp, action: always_inline}\n' > %t/force.yaml
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "gcc -O2 -g -pg -mfentry -c slab_lite.c -o slab_lite.o"}]\n' %t/tree > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "%%s -O2 -g -c slab_lite.c -o slab_lite.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && gcc -O2 -g -pg -mfentry -c slab_lite.c -o %t/gcc-old.o && %clang -O2 -g -c slab_lite.c -o %t/clang-old.o
// RUN: cd %t/noinline && gcc -O2 -g -pg -mfentry -c slab_lite.c -o %t/gcc-new.o
// RUN: cd %t/force && %clang -O2 -g -c slab_lite.c -o %t/clang-new.o
// RUN: %inlint bloat -t %t/gcc-old.o %t/gcc-new.o > %t/gcc.out
// RUN: %inlint whatif -p %t/gcc.json --decisions %t/noinline.yaml >> %t/gcc.out
// RUN: FileCheck --check-prefix=GCC %s < %t/gcc.out
// RUN: %inlint bloat -t %t/clang-old.o %t/clang-new.o > %t/clang.out
// RUN: %inlint whatif -p %t/clang.json --measure objects --decisions %t/force.yaml >> %t/clang.out
// RUN: FileCheck --check-prefix=CLANG %s < %t/clang.out

// GCC:      add/remove: 1/0 grow/shrink: 0/1 up/down: {{[0-9]+}}/-{{[0-9]+}} ({{-?[0-9]+}})
// GCC-NEXT: Function {{.*}}
// GCC-NEXT: slow_alloc - [[#SLOW:]] +{{[0-9]+}}
// GCC-NEXT: pool_alloc [[#POLD:]] [[#PNEW:]] -{{[0-9]+}}
// GCC-NEXT: Total: Before=[[#BEFORE:]], After=[[#AFTER:]], chg {{.*}}
// GCC-NEXT: slab_lite.c: pool_alloc: slow_alloc now kept (was inlined)
// GCC-NEXT: slab_lite.c: slow_alloc: +[[#SLOW]] bytes (0 → [[#SLOW]]), new copy
// GCC-NEXT: slab_lite.c: pool_alloc: -{{[0-9]+}} bytes ([[#POLD]] → [[#PNEW]])
// GCC-NEXT: slab_lite.c: .text {{[+-][0-9]+}} bytes ([[#BEFORE]] → [[#AFTER]]) (x86_64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)
// GCC-NOT:  {{.}}

// CLANG:      add/remove: 0/1 grow/shrink: 0/1 up/down: 0/-{{[0-9]+}} ({{-?[0-9]+}})
// CLANG-NEXT: Function {{.*}}
// CLANG-NEXT: pool_alloc [[#POLD:]] [[#PNEW:]] -{{[0-9]+}}
// CLANG-NEXT: obj_stamp [[#STAMP:]] - -{{[0-9]+}}
// CLANG-NEXT: Total: Before=[[#BEFORE:]], After=[[#AFTER:]], chg {{.*}}
// CLANG-NEXT: slab_lite.c: pool_alloc: obj_stamp now inlined (was kept)
// CLANG-NEXT: slab_lite.c: pool_alloc: -{{[0-9]+}} bytes ([[#POLD]] → [[#PNEW]])
// CLANG-NEXT: slab_lite.c: obj_stamp: -[[#STAMP]] bytes ([[#STAMP]] → 0), copy gone
// CLANG-NEXT: slab_lite.c: .text -{{[0-9]+}} bytes ([[#BEFORE]] → [[#AFTER]]) (x86_64, clang 22, measured from objects: calls per caller, no line)
// CLANG-NOT:  {{.}}
