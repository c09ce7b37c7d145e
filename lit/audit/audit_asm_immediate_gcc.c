// REQUIRES: gcc, aarch64-gcc
// GCC cannot load the plugin, so audit measures it from objects and reads
// the TU's preprocessed view: a helper whose parameters reach an asm
// goto's "i" operand (the kernel's static keys, on arm64 through a local),
// and the helper that passes its key on, are required there as with the
// plugin, never "redundant", on x86_64 and arm64. The "ri" operand's
// helper is judged by its code.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/asm_immediate/jump_key.c %inputs/kernel.h %t/tree/
// RUN: sed -i 's|"../kernel.h"|"kernel.h"|' %t/tree/jump_key.c
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "gcc -O2 -fno-pie -c jump_key.c -o jump_key.o"}]\n' %t/tree > %t/x86.json
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "aarch64-linux-gnu-gcc -O2 -fno-pie -c jump_key.c -o jump_key.o"}]\n' %t/tree > %t/arm64.json
// RUN: cd %t/tree && not %inlint audit -p %t/x86.json > %t/x86.out
// RUN: cd %t/tree && not %inlint audit -p %t/arm64.json > %t/arm64.out
// RUN: FileCheck --check-prefixes=CHECK,X86 %s < %t/x86.out
// RUN: FileCheck --check-prefixes=CHECK,ARM64 %s < %t/arm64.out

// CHECK:      jump_key.c:18: note: __always_inline on arch_jump_branch is required, never stripped: its parameters reach an inline asm operand that must be an immediate ("i"), which only a caller's constant gives once inlined: an out-of-line copy does not compile [inlint-required]
// CHECK-NEXT: jump_key.c:43: note: __always_inline on jump_key_false is required, never stripped: its parameters reach an inline asm operand
// CHECK-NEXT: jump_key.c:49: warning: __always_inline on mix_word is redundant: no code changes without it
// X86-SAME:   (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-redundant]
// ARM64-SAME: (aarch64, gcc {{[0-9]+}}, measured from objects) [inlint-redundant]
// CHECK-NEXT: jump_key.c:56: note: noinline on fixed_tag is load-bearing: {{.*}} [inlint-load-bearing]
// CHECK-NOT:  {{.}}
