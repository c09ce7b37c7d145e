// __noinline on a small helper that LLVM inlines today: a note naming
// where it is inlined.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_underscore_noinline.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:27:[[#]]: note: encode_handle: `__noinline` is load-bearing: inlined today into obj_malloc (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// CHECK-NOT:  {{.}}
