// An optnone in the source of an optimised file: LLVM requires noinline
// beside it, which the record leaves out of the function's attributes and
// annotation (the source holds none), so no rule asks for that noinline to
// go. Forcing such a function would not help, and the record says why.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o 2>&1 | count 0
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct ring {
	unsigned long head, tail, mask;
	void *slots[64];
};

static __attribute__((optnone)) unsigned long ring_used(const struct ring *r)
{
	return (r->head - r->tail) & r->mask;
}

unsigned long drain_all(struct ring *r)
{
	unsigned long n = 0;

	for (int i = 0; i < 64; i++)
		n += ring_used(r) + (unsigned long)r->slots[i];
	return n;
}

// CHECK-LABEL: - name: ring_used
// CHECK:         attributes: [optnone]
// CHECK-NEXT:    annotation: none
// CHECK:         outcome: out_of_line
// CHECK-NOT:   reason: noinline-in-hot-loop
// CHECK-LABEL: information:
// CHECK-NEXT:  - function: ring_used
// CHECK:         action: none
// CHECK-NEXT:    reason: cannot-inline
// CHECK-NOT:   reason: noinline-in-hot-loop
