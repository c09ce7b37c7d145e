// REQUIRES: gcc, aarch64-gcc
// A frame pushed past the build's limit is an effect, measured as any
// other: with noinline_for_stack taken off parse_opts, dev_ioctl's frame
// holds the parser's table on top of the request, past
// -Wframe-larger-than=1024. Under -Werror (Kbuild's CONFIG_WERROR) the
// build fails, and whatif says so instead of stopping at the failed
// compile, which it keeps a warning to measure; without -Werror it is a
// warning. GCC from objects, clang through the plugin, GCC for arm64.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/stack_frames.c %inputs/kernel.h %t/tree/
// RUN: printf -- '- {function: parse_opts, action: none}\n' > %t/none.yaml
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "gcc -O2 -Wframe-larger-than=1024 -Werror -c stack_frames.c -o stack_frames.o"}]\n' %t/tree > %t/gcc.json
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "%%s -O2 -g -Wframe-larger-than=1024 -Werror -c stack_frames.c -o stack_frames.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: printf '[{"directory": "%%s", "file": "stack_frames.c", "command": "aarch64-linux-gnu-gcc -O2 -Wframe-larger-than=1024 -c stack_frames.c -o stack_frames.o"}]\n' %t/tree > %t/arm64.json
// RUN: cd %t/tree && %inlint whatif -p %t/gcc.json --decisions %t/none.yaml | FileCheck --check-prefix=GCC %s
// RUN: cd %t/tree && %inlint whatif -p %t/clang.json --decisions %t/none.yaml | FileCheck --check-prefix=CLANG %s
// RUN: cd %t/tree && %inlint whatif -p %t/arm64.json --decisions %t/none.yaml | FileCheck --check-prefix=ARM64 %s
// RUN: cd %t/tree && %inlint whatif -p %t/gcc.json --decisions %t/none.yaml --format yaml | FileCheck --check-prefix=YAML %s
// The empty set grows no frame: parse_opts's own, over a limit of 512 in
// the baseline already, is no effect.
// RUN: sed 's/1024/512/' %t/gcc.json > %t/gcc512.json
// RUN: cd %t/tree && %inlint whatif -p %t/gcc512.json --format yaml | FileCheck --check-prefix=EMPTY %s

// GCC:      stack_frames.c: dev_ioctl: parse_opts now inlined (was kept)
// GCC:      stack_frames.c: dev_ioctl: stack frame [[#]] bytes, over the limit of 1024: the build fails (-Werror)
// GCC-NEXT: stack_frames.c: .text {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)

// CLANG:      stack_frames.c:[[#]]: dev_ioctl: parse_opts now inlined (was kept)
// CLANG:      stack_frames.c: dev_ioctl: stack frame [[#]] bytes, over the limit of 1024: the build fails (-Werror)
// CLANG-NEXT: stack_frames.c: .text {{.*}} (clang-22 x86_64)

// ARM64: stack_frames.c: dev_ioctl: stack frame [[#]] bytes, over the limit of 1024: a warning
// ARM64-NEXT: stack_frames.c: .text {{.*}} (aarch64, gcc {{[0-9]+}}, measured from objects: calls per caller, no line)

// YAML:      frames:
// YAML-NEXT:   - function: dev_ioctl
// YAML-NEXT:     bytes: [[#]]
// YAML-NEXT:     limit: 1024
// YAML-NEXT:     build_fails: true

// EMPTY: frames: []
