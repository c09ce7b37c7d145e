// source-patch turns the plugin's always_inline advice for slab_take (three
// callers, kept out of line) into `static __always_inline`; the diff applies
// with git apply, the patched file compiles, and slab_take is then inlined
// everywhere (no symbol left).
// RUN: rm -rf %t && mkdir -p %t/src && cp %inputs/slab.c %inputs/kernel.h %t/src/
// RUN: cd %t/src && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c slab.c -o %t/before.o
// RUN: %inlint source-patch %t/rec/slab.c.inlint.yaml --src %t/src -o %t/patch.diff
// RUN: FileCheck --check-prefix=DIFF %s < %t/patch.diff
// RUN: cd %t/src && git init -q && git apply %t/patch.diff
// RUN: FileCheck --check-prefix=SRC %s < %t/src/slab.c
// RUN: %clang -O2 -Wall -Werror -c %t/src/slab.c -o %t/after.o
// RUN: llvm-nm %t/before.o | FileCheck --check-prefix=BEFORE %s
// RUN: llvm-nm %t/after.o | FileCheck --check-prefix=AFTER %s

// DIFF:      diff --git a/slab.c b/slab.c
// DIFF-NEXT: --- a/slab.c
// DIFF-NEXT: +++ b/slab.c
// DIFF:      -static unsigned long slab_take(struct slab_cache *cache, struct slab_page *page,
// DIFF:      +static __always_inline unsigned long slab_take(struct slab_cache *cache,

// SRC:     static __always_inline unsigned long slab_take(
// SRC-NOT: __always_inline {{.*}}__always_inline

// BEFORE: t slab_take
// AFTER-NOT: slab_take
