// Removing the annotations inlint itself advises removing: `__always_inline`
// on a helper small enough for any threshold (redundant-always-inline) and
// `noinline` on a two-instruction helper called in a loop
// (noinline-in-hot-loop). Both are consistent notes; exit 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_remove_advised.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:16: note: size_to_class: removing `__always_inline` follows inlint's advice — consistent
// CHECK-NEXT: examples/pool/pool.c:171: note: mix: removing `noinline` follows inlint's advice — consistent
// CHECK-NOT:  {{.}}
