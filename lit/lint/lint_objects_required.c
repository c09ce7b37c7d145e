// lint -p of a patch adding __always_inline to a helper whose body asks
// __builtin_constant_p about its parameter (size_order) and to one that
// noinstr code calls (irq_save): required, in apply's words, from the
// records' attributes and calls, the measurement added; a plain helper
// (irq_mask) stays redundant.
// RUN: rm -rf %t && mkdir -p %t/add
// RUN: cp %inputs/objlevel/irq_plain.c %inputs/kernel.h %t/add/
// RUN: printf '[{"directory": "%%s", "file": "irq_plain.c", "command": "%%s -O2 -g -c irq_plain.c -o irq_plain.o"}]\n' %t/add %clang > %t/add.json
// RUN: cd %t/add && %inlint lint %inputs/objlevel/always_inline_irq_plain.patch -p %t/add.json --plugin %plugin > %t/plugin.out; test $? -eq 1
// RUN: FileCheck --check-prefixes=ADD,PLUGIN %s < %t/plugin.out

// ADD:          irq_plain.c:13:8: note: size_order: `__always_inline` is required: the body uses __builtin_constant_p, which only folds once inlined into a caller that passes a constant; measured: changes no call site and no byte
// PLUGIN-SAME:  (x86_64, clang {{[0-9]+}}) [inlint-required]
// ADD-NEXT:     irq_plain.c:18:8: note: irq_save: `__always_inline` is required: called from noinstr code irq_entry; an out-of-line copy would be instrumented or leave .noinstr.text; measured: inlines irq_save at 1 call site: irq_entry +{{[0-9]+}} bytes, irq_save's copy -{{[0-9]+}} bytes (gone); .text {{[-+][0-9]+}}
// PLUGIN-SAME:  (x86_64, clang {{[0-9]+}}) [inlint-required]
// ADD-NEXT:     irq_plain.c:31:8: warning: irq_mask: `__always_inline` is redundant: changes no call site and no byte{{.*}} [inlint-redundant]
// ADD-NOT:      {{.}}
