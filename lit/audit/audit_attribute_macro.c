// An attribute macro with arguments before the type (the kernel's
// `static __always_inline __realloc_size(2) void *` then the name on the
// next line) is not the function's name: measured from objects, audit
// judges grow_buf at its definition, as the plugin does, not a function
// "__sized" (before, the scan took the first IDENT( for the name).
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -I%%s -c %%s -o a.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: %inlint audit -p %t/compile_commands.json --measure objects > %t/objects.out || true
// RUN: %inlint audit -p %t/compile_commands.json --measure plugin > %t/plugin.out || true
// RUN: FileCheck %s < %t/objects.out
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/plugin.out > %t/plugin.verdicts
// RUN: sed -E 's/ is (redundant|load-bearing|required): .*/ is \1/' %t/objects.out > %t/objects.verdicts
// RUN: diff %t/plugin.verdicts %t/objects.verdicts
#include "kernel.h"

#define __sized(n) __attribute__((alloc_size(n)))

extern void *buf_alloc(unsigned long n);

static __always_inline __sized(2) void *
grow_buf(void *p, unsigned long n)
{
	if (unlikely(!p))
		return buf_alloc(n * 2);
	return p;
}

void *grow_two(void *a, void *b, unsigned long n)
{
	return grow_buf(a, n) ? grow_buf(b, n) : 0;
}

// CHECK:     audit_attribute_macro.c:20: {{warning|note}}: __always_inline on grow_buf is {{.*}} (x86_64, clang 22, measured from objects)
// CHECK-NOT: __sized
