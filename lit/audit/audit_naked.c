// clang gives a naked function noinline that its source need not hold:
// audit does not judge it as an annotation (stripping it would paste the
// bare asm into the caller), while the noinline written on a tiny helper
// in the same loop is judged.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/^static unsigned long mix_stamp/static __attribute__((__noinline__)) unsigned long mix_stamp/' %inputs/lint/stamp.c > %t/stamp.c
// RUN: printf '[{"directory":"%%s","file":"stamp.c","command":"%%s -O2 -g -c stamp.c -o stamp.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: cd %t && %inlint audit -p compile_commands.json | FileCheck %s

// CHECK-NOT:  read_stamp
// CHECK:      stamp.c:6: note: noinline on mix_stamp is load-bearing: without it, mix_stamp in sum_stamps:16 now inlined{{.*}} [inlint-load-bearing]{{$}}
// CHECK-NOT:  {{.}}
