// noinline on the single-caller slow path behind a cold branch, which
// inlint itself advises (cold-slow-path) in case a profile makes the call
// hot. Without one, its only call is out of line already: redundant in
// this build, a warning as lint -p and audit give it, exit 1, with the
// advice quoted.
// The signature is re-wrapped over two lines, as in the zsmalloc patch.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c examples/pool/pool.c -o %t/pool.o
// RUN: %inlint lint %inputs/lint/lint_noinline_slow_path.patch --records %t/rec > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out

// CHECK:      examples/pool/pool.c:80:[[#]]: warning: alloc_zpage: `noinline` is redundant: already out of line at its 1 call site; inlint's advice (cold-slow-path) asks for it, in case a profile makes the call hot and inlines the slow path (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// CHECK-NOT:  {{.}}
