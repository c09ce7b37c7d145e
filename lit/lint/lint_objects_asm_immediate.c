// REQUIRES: gcc, aarch64-gcc
// lint -p of a patch making a static key's helper noinline (its key
// reaches an asm goto's "i" operand): the patch would not compile. Measured
// from GCC's objects (x86_64 and arm64) the variant is refused, not
// compiled, and lint says what the plugin says on clang: the
// __always_inline is required and the noinline contradicts it, never
// "redundant", and the one removed is required too.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/asm_immediate/jump_key.c %inputs/kernel.h %t/tree/
// RUN: sed -i 's|"../kernel.h"|"kernel.h"|' %t/tree/jump_key.c
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "gcc -O2 -fno-pie -c jump_key.c -o jump_key.o"}]\n' %t/tree > %t/x86.json
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "aarch64-linux-gnu-gcc -O2 -fno-pie -c jump_key.c -o jump_key.o"}]\n' %t/tree > %t/arm64.json
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "%%s -O2 -g -c jump_key.c -o jump_key.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && %inlint lint %inputs/asm_immediate/noinline_jump_branch.patch -p %t/x86.json > %t/x86.out; test $? -eq 1
// RUN: cd %t/tree && %inlint lint %inputs/asm_immediate/noinline_jump_branch.patch -p %t/arm64.json > %t/arm64.out; test $? -eq 1
// RUN: cd %t/tree && %inlint lint %inputs/asm_immediate/noinline_jump_branch.patch -p %t/clang.json --plugin %plugin > %t/plugin.out; test $? -eq 1
// RUN: FileCheck --check-prefixes=CHECK,X86 %s < %t/x86.out
// RUN: FileCheck --check-prefixes=CHECK,ARM64 %s < %t/arm64.out
// RUN: FileCheck --check-prefixes=CHECK,PLUGIN %s < %t/plugin.out

// CHECK:        jump_key.c:18:8: warning: arch_jump_branch: `__always_inline` is required: its parameters reach an inline asm operand that must be an immediate ("i"), which only a caller's constant gives once inlined: an out-of-line copy does not compile: `noinline` contradicts it; measured: changes no call site and no byte
// X86-SAME:     (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-required]
// ARM64-SAME:   (aarch64, gcc {{[0-9]+}}, measured from objects) [inlint-required]
// PLUGIN-SAME:  (x86_64, clang {{[0-9]+}}) [inlint-required]
// CHECK-NEXT:   jump_key.c:18: warning: arch_jump_branch: removed `__always_inline` is required: its parameters reach an inline asm operand {{.*}}: do not remove it; measured: changes no call site and no byte ({{.*}}) [inlint-required]
// CHECK-NOT:    {{.}}
