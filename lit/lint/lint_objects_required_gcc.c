// REQUIRES: gcc
// On a gcc compile database (measured from objects: GCC cannot load the
// plugin) lint -p says required where the plugin does on clang: an
// __always_inline added to a helper that asks __builtin_constant_p about
// its parameter, or that noinstr code calls, read from the TU's
// preprocessed view; a plain helper's stays redundant.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/irq_plain.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "irq_plain.c", "command": "gcc -O2 -g -c irq_plain.c -o irq_plain.o"}]\n' %t/tree > %t/gcc.json
// RUN: cd %t/tree && %inlint lint %inputs/objlevel/always_inline_irq_plain.patch -p %t/gcc.json > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out

// CHECK:      irq_plain.c:13:8: note: size_order: `__always_inline` is required: the body uses __builtin_constant_p, which only folds once inlined into a caller that passes a constant; measured: {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-required]
// CHECK-NEXT: irq_plain.c:18:8: note: irq_save: `__always_inline` is required: called from noinstr code irq_entry; an out-of-line copy would be instrumented or leave .noinstr.text; measured: {{.*}} (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-required]
// CHECK-NEXT: irq_plain.c:31:8: warning: irq_mask: `__always_inline` is redundant: changes no call site and no byte (x86_64, gcc {{[0-9]+}}, measured from objects) [inlint-redundant]
// CHECK-NOT:  {{.}}
