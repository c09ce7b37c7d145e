// __always_inline added in a file built at -O0, where clang makes every
// other function optnone: that optnone is the build's, and with the
// annotation clang leaves it off and inlines the call. Load-bearing, not
// "optnone, LLVM never inlines it".
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %top && env INLINT_OUT=%t/rec %clang -O0 -g -fpass-plugin=%plugin -I%inputs -c lit/Inputs/O0_entropy.c -o %t/e.o
// RUN: %inlint lint %inputs/lint/lint_O0_always_inline.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      lit/Inputs/O0_entropy.c:17:[[#]]: note: health_failure: `__always_inline` is load-bearing: out of line today (1 call site, normal) (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-load-bearing]
// CHECK-NOT:  {{.}}
