// A helper whose parameters reach an inline asm operand that must be an
// immediate ("i": the kernel's static keys) compiles only inlined into a
// caller that passes a constant, and so does the helper that passes its
// key on: their __always_inline is required, never redundant, however small.
// An "ri" operand, or an "n" one made of a local constant, is no such need.
// RUN: rm -rf %t && env INLINT_OUT=%t/x86 %clang --target=x86_64-linux-gnu -O2 -g -fpass-plugin=%plugin -c %inputs/asm_immediate/jump_key.c -o %t.x86.o
// RUN: find %t/x86 -name '*.yaml' | xargs cat | FileCheck %s
// RUN: env INLINT_OUT=%t/arm64 %clang --target=aarch64-linux-gnu -O2 -g -fpass-plugin=%plugin -c %inputs/asm_immediate/jump_key.c -o %t.arm64.o
// RUN: find %t/arm64 -name '*.yaml' | xargs cat | FileCheck %s

// CHECK-LABEL: - name: jump_key_false
// CHECK:         attributes: [always_inline, asm_immediate]
// CHECK-LABEL: - name: mix_word
// CHECK:         attributes: [always_inline]
// CHECK-LABEL: - name: fixed_tag
// CHECK:         attributes: [noinline]
// CHECK-LABEL: - name: arch_jump_branch
// CHECK:         attributes: [always_inline, asm_immediate]
// CHECK-LABEL: recommendations:
// CHECK:       - function: mix_word
// CHECK:         reason: redundant-always-inline
// CHECK-LABEL: information:
// CHECK:       - function: jump_key_false
// CHECK:         reason: always-inline-required
// CHECK:         message: {{.}}jump_key_false: __always_inline is required: its parameters reach an inline asm operand that must be an immediate
// CHECK:       - function: arch_jump_branch
// CHECK:         reason: always-inline-required
// CHECK-NOT:   redundant
