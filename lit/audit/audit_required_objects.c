// Measured from objects, audit says "required" where the plugin's apply
// refuses, in the same words, and never strips those annotations
// (entry_const.c): __builtin_constant_p on a parameter (size_order) and on
// a local of a min()-like macro (pool_room), a noinstr function's
// noinline (irq_entry) and the __always_inline helper it calls
// (irq_save). __builtin_constant_p of a constant (table_order) and a
// helper only normal code calls (irq_mask) are judged as usual.
// RUN: rm -rf %t && mkdir -p %t/tree && cp %inputs/objlevel/entry_const.c %inputs/kernel.h %t/tree/
// RUN: printf '[{"directory": "%%s", "file": "entry_const.c", "command": "%%s -O2 -g -c entry_const.c -o entry_const.o"}]\n' %t/tree %clang > %t/db.json
// RUN: cd %t/tree && not %inlint audit -p %t/db.json --measure plugin > %t/plugin.out
// RUN: cd %t/tree && not %inlint audit -p %t/db.json --measure objects > %t/objects.out
// RUN: sed -E 's/ is (redundant|load-bearing): .*/ is \1/' %t/plugin.out > %t/plugin.verdicts
// RUN: sed -E 's/ is (redundant|load-bearing): .*/ is \1/' %t/objects.out > %t/objects.verdicts
// RUN: diff %t/plugin.verdicts %t/objects.verdicts
// RUN: FileCheck %s < %t/objects.out
// RUN: cd %t/tree && not %inlint audit -p %t/db.json --measure objects --format yaml | FileCheck --check-prefix=YAML %s

// CHECK:      entry_const.c:22: note: __always_inline on size_order is required, never stripped: the body uses __builtin_constant_p, which only folds once inlined into a caller that passes a constant [inlint-required]
// CHECK-NEXT: entry_const.c:27: warning: __always_inline on table_order is redundant: {{.*}}measured from objects) [inlint-redundant]
// CHECK-NEXT: entry_const.c:32: note: __always_inline on pool_room is required, never stripped: the body uses __builtin_constant_p, {{.*}} [inlint-required]
// CHECK-NEXT: entry_const.c:37: note: __always_inline on irq_save is required, never stripped: called from noinstr code irq_entry; an out-of-line copy would be instrumented or leave .noinstr.text [inlint-required]
// CHECK-NEXT: entry_const.c:45: note: noinline on irq_entry is required, never stripped: noinstr or instrumentation-exempt code: its noinline is required [inlint-required]
// CHECK-NEXT: entry_const.c:50: warning: __always_inline on irq_mask is redundant: {{.*}}measured from objects) [inlint-redundant]
// CHECK-NOT:  {{.}}

// The four required ones are never stripped: the first compile strips
// the other two only, and the search has nothing else to try.
// YAML:      compiles: 2
// YAML:      - function: size_order
// YAML:      verdict: required
// YAML-NEXT: why: '__always_inline is required: the body uses __builtin_constant_p,
// YAML:      - function: table_order
// YAML:      verdict: redundant
