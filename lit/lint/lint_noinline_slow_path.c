// noinline on the single-caller slow path behind a cold branch, which
// inlint itself advises (cold-slow-path): consistent, a note, exit 0.
// The signature is re-wrapped over two lines, as in the zsmalloc patch.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_noinline_slow_path.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:80: note: alloc_zpage: `noinline` keeps a cold single-caller slow path out of pool_alloc — consistent
// CHECK-NOT:  {{.}}
