// An __always_inline helper called from noinstr entry code is a correctness
// requirement (an out-of-line copy would be instrumented), never "redundant",
// even though it is tiny.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct ct_state {
	int state;
	unsigned long seq;
};

extern struct ct_state ct;

static __always_inline int ct_state_read(void)
{
	return __atomic_load_n(&ct.state, __ATOMIC_RELAXED);
}

noinstr int irqentry_enter(void)
{
	if (ct_state_read() == 1)
		ct.seq++;
	return ct.state;
}

// CHECK-LABEL: - name: irqentry_enter
// CHECK:       section: .noinstr.text
// CHECK:       attributes: [noinline, no_instrument]
// CHECK-LABEL: - name: ct_state_read
// CHECK:       annotation: always_inline
// A required annotation changes nothing: information.
// CHECK:       recommendations: []
// CHECK-NEXT:  information:
// CHECK-NEXT:  - function: ct_state_read
// CHECK:         action: none
// CHECK-NEXT:    reason: always-inline-required
// CHECK:         message: {{.}}ct_state_read: __always_inline is required: called from noinstr code irqentry_enter; {{.*}}
// CHECK-NOT:   redundant
