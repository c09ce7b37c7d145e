// A configuration that does not compile the function is named, never
// judged: fixup_tsc exists on x86_64 only, where its noinline changes
// nothing. The verdict is redundant where it is compiled, and a note, not
// the warning of an annotation redundant in every configuration given.
// Selected alone, arm64 compiles it nowhere: unknown, and no warning.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/arch_only.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "arch_only.c", "command": "%%s -O2 -g -ffreestanding -c arch_only.c -o arch_only.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/arch_only.patch > %t/out
// RUN: FileCheck %s < %t/out
// RUN: cd %t && %inlint lint --plugin %plugin --config arm64 %inputs/configs/arch_only.patch > %t/arm64.out
// RUN: FileCheck --check-prefix=ARM64 %s < %t/arm64.out

// CHECK:      arch_only.c:8:{{[0-9]+}}: note: fixup_tsc: `noinline` is redundant in 1 of 2: clang-{{[0-9]+}} x86_64 (changes no call site and no byte); not compiled: clang-{{[0-9]+}} arm64 [inlint-redundant]
// CHECK-NOT:  {{.}}

// ARM64:      arch_only.c:8:{{[0-9]+}}: note: fixup_tsc: `noinline` is unknown: defined in no compile of any configuration (not compiled: clang-{{[0-9]+}} arm64) [inlint-unknown]
// ARM64-NOT:  {{.}}
