// When the annotation moves the open paren of a multi-line signature whose
// continuation lines were aligned to it, they are re-aligned (tabs, then
// spaces), and a line pushed past 80 columns is broken after a comma, as in
// kernel patches. The hunk is exact, whitespace included.
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %inputs/kernel.h %t/src/
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab.c -o %t/before.o
// RUN: %inlint source-patch %t/rec/slab.c.inlint.yaml --src %t/src > %t/patch.diff
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff && %clang -O2 -Wall -Werror -c slab.c -o %t/after.o

// CHECK:{{^}}-static unsigned long slab_take(struct slab_cache *cache, struct slab_page *page,
// CHECK-NEXT:{{^}}-			       unsigned long generation)
// CHECK-NEXT:{{^}}+static __always_inline unsigned long slab_take(struct slab_cache *cache,
// CHECK-NEXT:{{^}}+					       struct slab_page *page,
// CHECK-NEXT:{{^}}+					       unsigned long generation)
// CHECK-NEXT:{{^}} {
