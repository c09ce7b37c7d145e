// A helper that noinstr entry code calls on x86_64 only (tick_entry.c):
// lint in a project of two configurations, the second derived from the
// first with target: aarch64-linux-gnu, says the __always_inline a patch
// adds is required in the x86_64 row alone, whether the plugin or the
// objects measure it (each row from its own records or its own TU's
// preprocessed view), and names arm64 where it changes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %inputs/configs/tick_entry.c %inputs/kernel.h %t/
// RUN: printf '[{"directory": "%%s", "file": "tick_entry.c", "command": "%%s -O2 -g -ffreestanding -c tick_entry.c -o tick_entry.o"}]\n' %t %clang > %t/compile_commands.json
// RUN: printf 'configurations:\n  - name: x86\n    db: compile_commands.json\n  - name: arm64\n    from: x86\n    target: aarch64-linux-gnu\n' > %t/.inlint.yaml
// RUN: cd %t && %inlint lint --plugin %plugin %inputs/configs/tick_entry.patch > %t/plugin.out
// RUN: cd %t && %inlint lint --measure objects %inputs/configs/tick_entry.patch > %t/objects.out
// RUN: FileCheck --check-prefixes=CHECK,PLUGIN %s < %t/plugin.out
// RUN: FileCheck --check-prefixes=CHECK,OBJECTS %s < %t/objects.out

// CHECK:        tick_entry.c:9:8: note: tick_save: `__always_inline` is required in 1 of 2: clang-{{[0-9]+}} x86_64 (called from noinstr code tick_entry; an out-of-line copy would be instrumented or leave .noinstr.text; measured: inlines tick_save at 1 call site: tick_entry +{{[0-9]+}} bytes, tick_save's copy -{{[0-9]+}} bytes (gone); .text {{[-+][0-9]+}}
// PLUGIN-SAME:  (x86_64, clang {{[0-9]+}})); no change: clang-{{[0-9]+}} arm64 [inlint-required]
// OBJECTS-SAME: (x86_64, clang {{[0-9]+}}, measured from objects)); no change: clang-{{[0-9]+}} arm64 [inlint-required]
// CHECK-NOT:    {{.}}
