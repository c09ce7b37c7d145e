// inline __attribute__((__always_inline__)) on the three-call-site helper
// that LLVM keeps out of line: one finding (not a second one for
// `inline`), a note that the annotation is load-bearing: calls flip.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_attribute_always_inline.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:38:[[#]]: note: obj_malloc: `__attribute__((__always_inline__))` is load-bearing: out of line today (3 call sites, normal); inlint's advice (kept-out-of-line) asks for it (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// CHECK-NOT:  {{.}}
