// lint -p of a patch adding __always_inline to a helper whose body asks
// __builtin_constant_p about its parameter (size_order) and to one that
// noinstr code calls (irq_save): required, in apply's words, with the
// plugin (from the records' attributes and calls) and measured from
// objects (from the TU's preprocessed view, as audit says it), the
// measurement added; a plain helper (irq_mask) stays redundant. Removing
// those annotations (entry_const.c) is required too: a warning.
// RUN: rm -rf %t && mkdir -p %t/add %t/rm
// RUN: cp %inputs/objlevel/irq_plain.c %inputs/kernel.h %t/add/
// RUN: cp %inputs/objlevel/entry_const.c %inputs/kernel.h %t/rm/
// RUN: printf '[{"directory": "%%s", "file": "irq_plain.c", "command": "%%s -O2 -g -c irq_plain.c -o irq_plain.o"}]\n' %t/add %clang > %t/add.json
// RUN: printf '[{"directory": "%%s", "file": "entry_const.c", "command": "%%s -O2 -g -c entry_const.c -o entry_const.o"}]\n' %t/rm %clang > %t/rm.json
// RUN: cd %t/add && %inlint lint %inputs/objlevel/always_inline_irq_plain.patch -p %t/add.json --plugin %plugin > %t/plugin.out; test $? -eq 1
// RUN: cd %t/add && %inlint lint %inputs/objlevel/always_inline_irq_plain.patch -p %t/add.json --measure objects > %t/objects.out; test $? -eq 1
// RUN: FileCheck --check-prefixes=ADD,PLUGIN %s < %t/plugin.out
// RUN: FileCheck --check-prefixes=ADD,OBJECTS %s < %t/objects.out
// RUN: cd %t/rm && %inlint lint %inputs/objlevel/unforce_entry_const.patch -p %t/rm.json --measure objects > %t/rm.out; test $? -eq 1
// RUN: FileCheck --check-prefix=RM %s < %t/rm.out

// ADD:          irq_plain.c:13:8: note: size_order: `__always_inline` is required: the body uses __builtin_constant_p, which only folds once inlined into a caller that passes a constant; measured: changes no call site and no byte
// PLUGIN-SAME:  (x86_64, clang {{[0-9]+}}) [inlint-required]
// OBJECTS-SAME: (x86_64, clang {{[0-9]+}}, measured from objects) [inlint-required]
// ADD-NEXT:     irq_plain.c:18:8: note: irq_save: `__always_inline` is required: called from noinstr code irq_entry; an out-of-line copy would be instrumented or leave .noinstr.text; measured: inlines irq_save at 1 call site: irq_entry +{{[0-9]+}} bytes, irq_save's copy -{{[0-9]+}} bytes (gone); .text {{[-+][0-9]+}}
// PLUGIN-SAME:  (x86_64, clang {{[0-9]+}}) [inlint-required]
// OBJECTS-SAME: (x86_64, clang {{[0-9]+}}, measured from objects) [inlint-required]
// ADD-NEXT:     irq_plain.c:31:8: warning: irq_mask: `__always_inline` is redundant: changes no call site and no byte{{.*}} [inlint-redundant]
// ADD-NOT:      {{.}}

// RM:      entry_const.c:22: warning: size_order: removed `__always_inline` is required: the body uses __builtin_constant_p, {{.*}}: do not remove it; measured: changes no call site and no byte (x86_64, clang {{[0-9]+}}, measured from objects) [inlint-required]
// RM-NEXT: entry_const.c:37: warning: irq_save: removed `__always_inline` is required: called from noinstr code irq_entry; {{.*}}: do not remove it; measured: keeps irq_save out of line at 1 call site: irq_save's copy +{{[0-9]+}} bytes (new), irq_entry -{{[0-9]+}} bytes; .text {{[-+][0-9]+}} (x86_64, clang {{[0-9]+}}, measured from objects) [inlint-required]
// RM-NEXT: entry_const.c:50: note: irq_mask: removed `__always_inline` is redundant: removing it changes no call site and no byte (x86_64, clang {{[0-9]+}}, measured from objects) [inlint-redundant]
// RM-NOT:  {{.}}
