// noinline added in a loop to two tiny helpers: on mix_stamp the call
// costs about as much as the body; on a naked function it is redundant,
// clang keeps it out of line already, and the loop is no argument
// against it: LLVM cannot inline a naked body.
// RUN: rm -rf %t && mkdir -p %t && cp %inputs/lint/stamp.c %t/ && cd %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c stamp.c -o stamp.o
// RUN: not %inlint lint %inputs/lint/lint_noinline_naked.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      stamp.c:1:31: warning: read_stamp: `noinline` is redundant: already out of line at its 1 call site (x86_64, clang {{[0-9]+}}, estimate; lint -p measures it) [inlint-redundant]
// CHECK-NEXT: stamp.c:6:8: warning: mix_stamp: `noinline` is load-bearing: inlined today into sum_stamps; 3 IR instructions called 31.0x per entry of sum_stamps (in a loop): the call costs about as much as the body{{.*}} [inlint-load-bearing]
// CHECK-NOT:  {{.}}
