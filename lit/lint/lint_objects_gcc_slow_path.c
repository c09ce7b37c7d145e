// REQUIRES: gcc
// lint -p of a patch adding noinline to a single-caller static slow path:
// GCC 12 inlines it into its only caller, so on a gcc compile database
// (measured from objects: GCC cannot load the plugin) the annotation is
// load-bearing and the slow path's bytes move out of pool_alloc; clang 22
// keeps it out of line at the cold site already, so on a clang-22 database
// it is redundant, a warning, exit 1 -- whether the plugin or the objects
// measure it. An added `inline` is measured too (the source edit adds
// the word): GCC inlines obj_stamp with it, at every call, where clang 22
// does not. The tree is left as it was.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "gcc -O2 -g -c slab_lite.c -o slab_lite.o"}]\n' %t/tree > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "%%s -O2 -g -c slab_lite.c -o slab_lite.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && %inlint lint %inputs/objlevel/noinline_slow_alloc.patch -p %t/gcc.json > %t/gcc.out
// RUN: %inlint lint %inputs/objlevel/noinline_slow_alloc.patch -p %t/clang.json > %t/clang.out; test $? -eq 1
// RUN: %inlint lint %inputs/objlevel/noinline_slow_alloc.patch -p %t/clang.json --measure objects > %t/clang-objects.out; test $? -eq 1
// RUN: FileCheck --check-prefix=GCC %s < %t/gcc.out
// RUN: FileCheck --check-prefix=CLANG %s < %t/clang.out
// RUN: FileCheck --check-prefix=OBJECTS %s < %t/clang-objects.out
// RUN: %inlint lint %inputs/objlevel/inline_obj_stamp.patch -p %t/gcc.json | FileCheck --check-prefix=HINT %s
// RUN: ls %t/tree | FileCheck --check-prefix=TREE %s

// GCC:      slab_lite.c:36:8: note: slow_alloc: `noinline` is load-bearing: keeps slow_alloc out of line at 1 call site{{.*}}: slow_alloc's copy +{{[0-9]+}} bytes (new), pool_alloc -{{[0-9]+}} bytes; .text {{[+-][0-9]+}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-load-bearing]
// GCC-NOT:  {{.}}
// CLANG:    slab_lite.c:36:{{[0-9]+}}: warning: slow_alloc: `noinline` is redundant: changes no call site and no byte; already out of line at its 1 call site (x86_64, clang 22, measured)
// OBJECTS:  slab_lite.c:36:{{[0-9]+}}: warning: slow_alloc: `noinline` is redundant: changes no call site and no byte (x86_64, clang 22, measured from objects)
// HINT:     slab_lite.c:62:{{[0-9]+}}: note: obj_stamp: `inline` is load-bearing: inlines obj_stamp at {{[0-9]+}} call sites: {{.*}}obj_stamp's copy -{{[0-9]+}} bytes (gone); .text {{[+-][0-9]+}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-load-bearing]
// TREE:      kernel.h
// TREE-NEXT: slab_lite.c
// TREE-NOT:  {{.}}
