// REQUIRES: gcc
// A noinline_for_stack is load-bearing when taking it off pushes a frame
// past the build's limit, and under -Werror the build fails: audit says
// so first, where it stopped at the failed compile before. GCC from
// objects, clang through the plugin.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/stack_frames.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "gcc -O2 -Wframe-larger-than=1024 -Werror -c stack_frames.c -o stack_frames.o"}]\n' %t/tree > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "%%s -O2 -g -Wframe-larger-than=1024 -Werror -c stack_frames.c -o stack_frames.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && %inlint audit -p %t/gcc.json stack_frames.c | FileCheck --check-prefix=GCC %s
// RUN: cd %t/tree && %inlint audit -p %t/clang.json stack_frames.c | FileCheck --check-prefix=CLANG %s

// GCC: stack_frames.c:19: note: noinline on parse_opts is load-bearing: without it, dev_ioctl's stack frame grows to [[#]] bytes, past the limit of 1024: the build fails (-Werror); parse_opts in dev_ioctl now inlined; {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-load-bearing]
// CLANG: stack_frames.c:19: note: noinline on parse_opts is load-bearing: without it, dev_ioctl's stack frame grows to [[#]] bytes, past the limit of 1024: the build fails (-Werror); parse_opts in dev_ioctl:[[#]] now inlined; {{.*}} (x86_64, clang 22, measured) [inlint-load-bearing]
