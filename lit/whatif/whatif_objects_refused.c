// REQUIRES: gcc, aarch64-gcc
// Measured from objects, a decision the compile would fail on is not made
// a source edit: noinline on a helper whose asm wants its key as an
// immediate, or its __always_inline stripped (GCC for x86_64 and arm64:
// "impossible constraint in 'asm'"). It is listed refused, in the words
// of the plugin's apply, which refuses it too, and the other decisions are
// measured. On clang the refusals measured from objects are the plugin's.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/asm_immediate/jump_key.c %inputs/kernel.h %t/tree/
// RUN: sed -i 's|"../kernel.h"|"kernel.h"|' %t/tree/jump_key.c
// RUN: printf -- '- {function: arch_jump_branch, action: noinline}\n- {function: jump_key_false, action: none}\n- {function: mix_word, action: noinline}\n' > %t/out_of_line.yaml
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "gcc -O2 -fno-pie -c jump_key.c -o jump_key.o"}]\n' %t/tree > %t/x86.json
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "aarch64-linux-gnu-gcc -O2 -fno-pie -c jump_key.c -o jump_key.o"}]\n' %t/tree > %t/arm64.json
// RUN: cd %t/tree && %inlint whatif -p %t/x86.json --decisions %t/out_of_line.yaml | FileCheck --check-prefixes=CHECK,X86 %s
// RUN: cd %t/tree && %inlint whatif -p %t/arm64.json --decisions %t/out_of_line.yaml | FileCheck --check-prefixes=CHECK,ARM64 %s
// RUN: printf '[{"directory": "%%s", "file": "jump_key.c", "command": "%%s -O2 -g -c jump_key.c -o jump_key.o"}]\n' %t/tree %clang > %t/clang.json
// RUN: cd %t/tree && %inlint whatif -p %t/clang.json --decisions %t/out_of_line.yaml --measure plugin | grep refused > %t/plugin.out
// RUN: cd %t/tree && %inlint whatif -p %t/clang.json --decisions %t/out_of_line.yaml --measure objects | grep refused > %t/objects.out
// RUN: diff %t/plugin.out %t/objects.out

// CHECK:      jump_key.c: mix_word: +{{[0-9]+}} bytes (0 → {{[0-9]+}}), new copy
// CHECK-NEXT: jump_key.c: noinline arch_jump_branch: refused: __always_inline is required: its parameters reach an inline asm operand that must be an immediate ("i"), which only a caller's constant gives once inlined: an out-of-line copy does not compile
// CHECK-NEXT: jump_key.c: none jump_key_false: refused: __always_inline is required: its parameters reach an inline asm operand
// X86-NEXT:   (x86_64, gcc {{[0-9]+}}, measured from objects
// ARM64-NEXT: (aarch64, gcc {{[0-9]+}}, measured from objects
