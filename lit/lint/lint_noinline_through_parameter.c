// noinline on a slow path that its fast path gets as a parameter, as
// jemalloc's malloc_default: no call in the source names obj_alloc_slow,
// yet under the profile it is inlined once the fast path is. lint counts
// the calls through the parameter: load-bearing, and no warning. It
// called this noinline redundant ("no record has a call") before. The
// verdict names the build it holds for, the profile included.
// RUN: rm -rf %t && mkdir -p %t && cd %top
// RUN: %clang -O2 -fprofile-instr-generate lit/Inputs/rare_slow_ptr.c lit/Inputs/rare_slow_ptr_main.c -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/ptr.profraw %t/gen > %t/gen.out
// RUN: llvm-profdata merge -o %t/ptr.profdata %t/ptr.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/ptr.profdata -fpass-plugin=%plugin -c lit/Inputs/rare_slow_ptr.c -o %t/ptr.o
// RUN: %inlint lint %inputs/lint/lint_noinline_through_parameter.patch --records %t/rec > %t/out
// RUN: FileCheck %s < %t/out

// CHECK:      lit/Inputs/rare_slow_ptr.c:34:[[#]]: note: obj_alloc_slow: `__attribute__((noinline))` is load-bearing: inlined today into obj_alloc (x86_64, clang {{[0-9]+}}, PGO, estimate
// CHECK-NOT:  redundant
