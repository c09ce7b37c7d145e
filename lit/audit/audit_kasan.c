// REQUIRES: gcc
// One __always_inline, three builds: clang at -O2 inlines pool_slot at
// both calls without it (redundant); in a KASAN build the call in the
// __no_sanitize_address report path is inlined only when forced, so it is
// required there (clang) or load-bearing (GCC, measured from objects).
// Each verdict names its build, the sanitizers included; KASAN's calls are
// the compiler's, no flips.
// RUN: rm -rf %t && mkdir -p %t && cp %inputs/kasan_pool.c %inputs/kernel.h %t
// RUN: printf '[{"directory":"%%s","file":"kasan_pool.c","command":"%%s -O2 -g -c kasan_pool.c -o p.o"}]\n' %t %clang > %t/plain.json
// RUN: printf '[{"directory":"%%s","file":"kasan_pool.c","command":"%%s -O2 -g -fsanitize=kernel-address -fsanitize=bounds -c kasan_pool.c -o p.o"}]\n' %t %clang > %t/kasan.json
// RUN: printf '[{"directory":"%%s","file":"kasan_pool.c","command":"gcc -O2 -fsanitize=kernel-address -c kasan_pool.c -o p.o"}]\n' %t > %t/gcc.json
// RUN: cd %t && not %inlint audit -p plain.json > plain.out
// RUN: FileCheck %s --check-prefix=PLAIN < %t/plain.out
// RUN: cd %t && not %inlint audit -p kasan.json > kasan.out
// RUN: FileCheck %s --check-prefix=KASAN < %t/kasan.out
// RUN: cd %t && not %inlint audit -p kasan.json --format yaml > kasan.yaml
// RUN: FileCheck %s --check-prefix=YAML < %t/kasan.yaml
// RUN: cd %t && not %inlint audit -p gcc.json > gcc.out
// RUN: FileCheck %s --check-prefix=GCC < %t/gcc.out
// RUN: not grep __asan_ %t/gcc.out

// PLAIN:      kasan_pool.c:14: warning: __always_inline on pool_slot is redundant: clang {{[0-9]+}} inlines all 2 calls without it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
// PLAIN-NEXT: kasan_pool.c:20: warning: __always_inline on pool_mix is redundant: {{.*}} (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}

// KASAN:      kasan_pool.c:14: note: __always_inline on pool_slot is required, never stripped: called from noinstr code pool_peek; {{.*}} [inlint-required]{{$}}
// KASAN-NEXT: kasan_pool.c:20: warning: __always_inline on pool_mix is redundant: {{.*}} (x86_64, clang {{[0-9]+}}, KASAN UBSan, measured) [inlint-redundant]{{$}}

// YAML:      arch: x86_64
// YAML-NEXT: level: KASAN UBSan

// GCC:      kasan_pool.c:14: note: __always_inline on pool_slot is load-bearing: without it, pool_slot in pool_peek now kept;{{.*}} (x86_64, gcc {{[0-9]+}}, KASAN, measured from objects) [inlint-load-bearing]{{$}}
// GCC-NEXT: kasan_pool.c:20: warning: __always_inline on pool_mix is redundant: no code changes without it (x86_64, gcc {{[0-9]+}}, KASAN, measured from objects) [inlint-redundant]{{$}}
