// A kernel's compile database starts with its host tools (scripts/),
// built by the machine's compiler for the machine: an arm64 build's rows
// are still named arm64. lint names a configuration by the compile of the
// patched file; audit and whatif without operands by the compiler and
// target most of its compiles share.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/snap_stat.c %inputs/configs/arch_only.c %inputs/zone_a.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "arch_only.c", "command": "%%s -O2 -c arch_only.c -o fixdep.o"},\n {"directory": "%%s", "file": "snap_stat.c", "command": "%%s --target=aarch64-linux-gnu -O2 -ffreestanding -c snap_stat.c -o snap_stat.o"},\n {"directory": "%%s", "file": "zone_a.c", "command": "%%s --target=aarch64-linux-gnu -O2 -ffreestanding -c zone_a.c -o zone_a.o"}]\n' %t %clang %t %clang %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: arm64\n    db: compile_commands.json\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/snap_stat.patch > %t/lint.out; test $? -eq 1
// RUN: FileCheck --check-prefix=LINT %s < %t/lint.out
// RUN: cd %t && %inlint audit --plugin %plugin --format yaml > %t/audit.yaml || true
// RUN: FileCheck --check-prefix=AUDIT %s < %t/audit.yaml

// LINT:      snap_stat.c:18:{{[0-9]+}}: warning: snap_weigh: `noinline` is redundant in clang-{{[0-9]+}} arm64: changes no call site and no byte [inlint-redundant]
// AUDIT:     - name: arm64
// AUDIT-NEXT:  label: clang-{{[0-9]+}} arm64
