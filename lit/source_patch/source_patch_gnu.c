// --spelling gnu writes the annotations for projects without the kernel's
// macros: inline __attribute__((__always_inline__)) and __attribute__((__noinline__)).
// The patched file compiles.
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %inputs/kernel.h %t/src/
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab.c -o %t/before.o
// RUN: %inlint source-patch %t/rec/slab.c.inlint.yaml --src %t/src --spelling gnu > %t/patch.diff
// RUN: FileCheck %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff && %clang -O2 -Wall -Werror -c slab.c -o %t/after.o

// CHECK: +static inline __attribute__((__always_inline__)) unsigned long slab_take(
// CHECK: +static __attribute__((__noinline__)) struct slab_page *slab_grow(
// CHECK: -static noinline unsigned int slab_mix(
// CHECK-NEXT: +static unsigned int slab_mix(
