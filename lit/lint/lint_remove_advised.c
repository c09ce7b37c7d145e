// Removing the annotations inlint itself advises removing: `__always_inline`
// on a helper small enough for any threshold (redundant-always-inline) and
// `noinline` on a two-instruction helper called in a loop
// (noinline-in-hot-loop). What LLVM does without them is not in the
// records: unknown, the advice quoted, notes; exit 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_remove_advised.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:16: note: size_to_class: removed `__always_inline` is unknown: forced inline at 2 call sites today; what LLVM does without it is not in the records; inlint's advice (redundant-always-inline) asks to remove it (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-unknown]
// CHECK-NEXT: examples/pool/pool.c:171: note: mix: removed `noinline` is unknown: out of line today (1 call site); whether LLVM inlines it without `noinline` is not in the records; inlint's advice (noinline-in-hot-loop) asks to remove it (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-unknown]
// CHECK-NOT:  {{.}}
