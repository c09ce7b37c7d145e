// Entry code: a noinstr function (its noinline is part of noinstr) and
// the __always_inline helper it calls. Both are required: an out-of-line
// copy of the helper would be instrumented or leave .noinstr.text, and
// noinstr code must stay out of line. audit lists them and never strips
// them: apply refuses, and only the helper used by normal code is judged.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o x.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json | FileCheck %s
// RUN: not %inlint audit -p %t/compile_commands.json --format yaml | FileCheck --check-prefix=YAML %s
#include "kernel.h"

extern unsigned long irq_state;
extern void handle_irq(unsigned long);

// CHECK: {{.*}}audit_noinstr.c:[[#@LINE+1]]: note: __always_inline on irq_state_save is required, never stripped: called from noinstr code irq_entry; an out-of-line copy would be instrumented or leave .noinstr.text [inlint-required]{{$}}
static __always_inline unsigned long irq_state_save(unsigned long cr)
{
	unsigned long old = irq_state;

	irq_state = old | cr | 1;
	return old;
}

// CHECK: {{.*}}audit_noinstr.c:[[#@LINE+1]]: note: noinline on irq_entry is required, never stripped: noinstr or instrumentation-exempt code: its noinline is required [inlint-required]{{$}}
noinstr void irq_entry(unsigned long cr)
{
	unsigned long old = irq_state_save(cr);

	handle_irq(old);
}

// CHECK: {{.*}}audit_noinstr.c:[[#@LINE+1]]: warning: __always_inline on irq_flags is redundant: clang 22 inlines its only call without it (x86_64, clang {{[0-9]+}}, measured) [inlint-redundant]{{$}}
static __always_inline unsigned long irq_flags(void)
{
	return irq_state & 3;
}

unsigned long irq_report(void)
{
	return irq_flags();
}
// CHECK-NOT: {{.}}

// YAML: compiles: 2
// YAML: - function: irq_state_save
// YAML: verdict: required
// YAML: - function: irq_entry
// YAML: verdict: required
// YAML: - function: irq_flags
// YAML: verdict: redundant
