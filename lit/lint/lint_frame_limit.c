// REQUIRES: gcc
// lint -p of a patch that takes noinline_for_stack off a parser: dev_ioctl's
// frame then holds the parser's table on top of the request, past the
// build's -Wframe-larger-than=1024, and under -Werror the build fails. The
// finding says so first and is a warning (exit 1), in GCC's build and in
// clang's.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/stack_frames.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "gcc -O2 -Wframe-larger-than=1024 -Werror -c stack_frames.c -o stack_frames.o"}]\n' %t/tree > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "%%s -O2 -g -Wframe-larger-than=1024 -Werror -c stack_frames.c -o stack_frames.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && not %inlint lint %inputs/objlevel/unstack_parse_opts.patch -p %t/gcc.json | FileCheck --check-prefix=GCC %s
// RUN: cd %t/tree && not %inlint lint %inputs/objlevel/unstack_parse_opts.patch -p %t/clang.json | FileCheck --check-prefix=CLANG %s

// GCC: stack_frames.c:19: warning: parse_opts: removed `noinline_for_stack` is load-bearing: removing it grows dev_ioctl's stack frame to [[#]] bytes, past the limit of 1024: the build fails (-Werror); inlines parse_opts at 1 call site{{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-load-bearing]
// CLANG: stack_frames.c:19: warning: parse_opts: removed `noinline_for_stack` is load-bearing: removing it grows dev_ioctl's stack frame to [[#]] bytes, past the limit of 1024: the build fails (-Werror); inlines parse_opts at 1 call site{{.*}} (x86_64, clang 22, measured) [inlint-load-bearing]
