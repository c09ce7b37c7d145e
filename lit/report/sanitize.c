// A build with sanitizers is a build of its own: KASAN's instrumentation
// grows every body, and clang inlines across a sanitize attribute that
// differs only when forced. The record keeps the command's -fsanitize=
// list (less what a later -fno-sanitize= takes back) and the build's words
// name the sanitizers as their builds go by: KASAN, UBSan for
// UBSan's checks. Without one, the key is left out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/kasan %clang -O2 -g -fsanitize=kernel-address -fsanitize=bounds -fpass-plugin=%plugin -I%inputs -c %inputs/kasan_pool.c -o %t/kasan.o
// RUN: find %t/kasan -name '*.yaml' | xargs cat | FileCheck %s
// RUN: %inlint show %t/kasan --all 2>&1 | FileCheck %s --check-prefix=SHOW
// RUN: env INLINT_OUT=%t/back %clang -O2 -g -fsanitize=kernel-address,bounds -fno-sanitize=bounds -fpass-plugin=%plugin -I%inputs -c %inputs/kasan_pool.c -o %t/back.o
// RUN: %inlint show %t/back --all 2>&1 | FileCheck %s --check-prefix=BACK
// RUN: env INLINT_OUT=%t/none %clang -O2 -g -fsanitize=thread -fno-sanitize=all -fpass-plugin=%plugin -I%inputs -c %inputs/kasan_pool.c -o %t/none.o
// RUN: find %t/none -name '*.yaml' | xargs cat | FileCheck %s --check-prefix=NONE
// RUN: %inlint show %t/none --all 2>&1 | FileCheck %s --check-prefix=NONE-SHOW

// CHECK:      outcome_source: debug-info
// CHECK-NEXT: sanitize: kernel-address,bounds
// CHECK-NEXT: inliner:

// SHOW:       kasan_pool.c: 4 functions, {{.*}} (clang-{{[0-9]+}} x86_64 KASAN UBSan){{$}}
// BACK:       kasan_pool.c: 4 functions, {{.*}} (clang-{{[0-9]+}} x86_64 KASAN){{$}}

// NONE:       outcome_source: debug-info
// NONE-NEXT:  inliner:
// NONE-SHOW:  kasan_pool.c: 4 functions, {{.*}} (clang-{{[0-9]+}} x86_64){{$}}
