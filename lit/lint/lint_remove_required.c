// Removing __always_inline from a helper of noinstr code, which the
// records mark always-inline-required: a warning, never "redundant".
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_remove_required.patch --records %t/rec > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:209: warning: read_generation: removed `__always_inline` is required: {{.*}}: do not remove it
// CHECK-NOT:  redundant
