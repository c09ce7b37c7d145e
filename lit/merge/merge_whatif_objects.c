// REQUIRES: gcc
// merge --whatif measures clang's recommendations in the compiles of a
// gcc database, from objects (GCC cannot load the plugin): the message
// names the build it measured, and the cold slow path that clang keeps out
// of line is load-bearing where GCC inlines it.
// RUN: rm -rf %t && mkdir -p %t && cp %inputs/objlevel/slab_lite.c %inputs/kernel.h %t/ && cd %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab_lite.c -o slab_lite.o
// RUN: printf '[{"directory": "%%s", "file": "slab_lite.c", "command": "gcc -O2 -g -c slab_lite.c -o slab_lite.o"}]\n' %t > gcc.json
// RUN: %inlint merge rec -o report.yaml --whatif -p gcc.json > out
// RUN: FileCheck %s < out

// CHECK: slab_lite.c:36: noinline: slow_alloc: {{.*}}; measured alone in 1 TU (x86_64, gcc {{[0-9]+}}, from objects): {{[0-9]+}} calls flipped, .text {{[+-][0-9]+}} bytes (pool_alloc -{{[0-9]+}}, slow_alloc +{{[0-9]+}}) (1 TU, load-bearing (measured); {{.*}}) [inlint-cold-slow-path]
