// The slow path of audit_noinline_cold.c under an AutoFDO-style sample
// profile that makes its call hot: now the noinline is load-bearing, as
// without it clang inlines the call; audit names the call, the bytes and
// the build the verdict holds for, the profile included.
// The profile reaches the compile through its command, as in a build.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/^static struct page \*alloc_page_slow/static __attribute__((__noinline__)) struct page *alloc_page_slow/' %inputs/zs_slow.c > %t/slow.c
// RUN: printf '[{"directory":"%%s","file":"slow.c","command":"%%s -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%%s -c slow.c -o slow.o"}]\n' %t %clang %inputs/zs_slow_hot.prof > %t/compile_commands.json
// RUN: cd %t && %inlint audit -p compile_commands.json | FileCheck %s
// RUN: cd %t && %inlint audit -p compile_commands.json --format yaml | FileCheck --check-prefix=YAML %s
// At -Os the level comes before the profile, as in lint's and the records'
// words.
// RUN: sed 's/ -O2 / -Os /' %t/compile_commands.json > %t/os.json
// RUN: cd %t && %inlint audit -p os.json | FileCheck --check-prefix=OS %s
// RUN: cd %t && %inlint audit -p os.json --format yaml | FileCheck --check-prefix=OS-YAML %s

// CHECK:      slow.c:18: note: noinline on alloc_page_slow is load-bearing: without it, alloc_page_slow in pool_alloc:48 now inlined; pool_alloc +{{[0-9]+}} bytes; alloc_page_slow -{{[0-9]+}} bytes (copy gone); .text {{[-+][0-9]+}} bytes (x86_64, clang {{[0-9]+}}, AutoFDO, measured) [inlint-load-bearing]{{$}}
// CHECK-NOT:  {{.}}

// YAML:      {{^}}arch: x86_64{{$}}
// YAML-NEXT: {{^}}profile: AutoFDO{{$}}

// OS:      slow.c:18: note: noinline on alloc_page_slow is load-bearing: {{.*}} (x86_64, clang {{[0-9]+}}, -Os, AutoFDO, measured) [inlint-load-bearing]{{$}}

// OS-YAML:      {{^}}arch: x86_64{{$}}
// OS-YAML-NEXT: {{^}}level: "-Os"{{$}}
// OS-YAML-NEXT: {{^}}profile: AutoFDO{{$}}
