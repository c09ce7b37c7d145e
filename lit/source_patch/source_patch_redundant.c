// A redundant __always_inline (6 IR instructions, inlined anyway) is removed
// from a static function in a .c file: kernel style keeps inline out of .c
// files, and the compiler inlines it without being told. The file compiles
// and the helper is still inlined.
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %inputs/kernel.h %t/src/
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab.c -o %t/before.o
// RUN: %inlint source-patch %t/rec/slab.c.inlint.yaml --src %t/src -o %t/patch.diff
// RUN: FileCheck --check-prefix=DIFF %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff
// RUN: FileCheck --check-prefix=SRC %s < %t/src/slab.c
// RUN: %clang -O2 -Wall -Werror -c %t/src/slab.c -o %t/after.o
// RUN: llvm-nm %t/after.o | FileCheck --check-prefix=AFTER %s

// DIFF:      -static __always_inline unsigned int slab_index(size_t size)
// DIFF-NEXT: +static unsigned int slab_index(size_t size)

// SRC: {{^}}static unsigned int slab_index(size_t size)

// AFTER-NOT: slab_index
