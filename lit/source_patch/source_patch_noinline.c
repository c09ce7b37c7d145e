// The cold single-caller slow path slab_grow gets `static noinline`, after
// static as kernel code writes it; the patched file compiles and slab_grow
// stays out of line.
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %inputs/kernel.h %t/src/
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab.c -o %t/before.o
// RUN: %inlint source-patch %t/rec/slab.c.inlint.yaml --src %t/src -o %t/patch.diff
// RUN: FileCheck --check-prefix=DIFF %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff
// RUN: FileCheck --check-prefix=SRC %s < %t/src/slab.c
// RUN: %clang -O2 -Wall -Werror -c %t/src/slab.c -o %t/after.o
// RUN: llvm-nm %t/after.o | FileCheck --check-prefix=AFTER %s

// DIFF: -static struct slab_page *slab_grow(struct slab *slab, struct slab_cache *cache)
// DIFF-NEXT: +static noinline struct slab_page *slab_grow(struct slab *slab,

// SRC: {{^}}static noinline struct slab_page *slab_grow(

// AFTER: t slab_grow
