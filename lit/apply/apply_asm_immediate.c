// Forcing out of line a helper whose parameters reach an asm goto's "i"
// operand (the kernel's static keys) would make the backend fail: "invalid
// operand for inline asm constraint 'i'". apply refuses noinline on it and
// on the helper that passes its key on, at a call site too, and the compile
// succeeds; a "ri" operand and an immediate of a local constant do not
// stop noinline. On x86_64 and arm64.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_APPLY=%inputs/asm_immediate/out_of_line.yaml INLINT_VERIFY=1 INLINT_OUT=%t/x86 %clang --target=x86_64-linux-gnu -O2 -g -fpass-plugin=%plugin -c %inputs/asm_immediate/jump_key.c -o %t/x86.o 2>&1 | count 0
// RUN: find %t/x86 -name '*.yaml' | xargs cat | FileCheck %s
// RUN: env INLINT_APPLY=%inputs/asm_immediate/out_of_line.yaml INLINT_VERIFY=1 INLINT_OUT=%t/arm64 %clang --target=aarch64-linux-gnu -O2 -g -fpass-plugin=%plugin -c %inputs/asm_immediate/jump_key.c -o %t/arm64.o 2>&1 | count 0
// RUN: find %t/arm64 -name '*.yaml' | xargs cat | FileCheck %s

// CHECK-LABEL: applied:
// CHECK-NEXT:  - function: arch_jump_branch
// CHECK:         action: noinline
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: '__always_inline is required: its parameters reach an inline asm operand that must be an immediate ("i"){{.*}}'
// CHECK:       - function: jump_key_false
// CHECK:         caller: trace_point
// CHECK:         action: noinline
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: '__always_inline is required: its parameters reach an inline asm operand
// CHECK:       - function: mix_word
// CHECK:         action: noinline
// CHECK-NEXT:    status: applied
// CHECK:       - function: fixed_tag
// CHECK:         action: none
// CHECK-NEXT:    status: applied
