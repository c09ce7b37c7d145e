// A forced helper that asks __builtin_constant_p of its argument only folds
// the question once inlined into a caller that passes a constant (the
// kernel's const_ilog2/hweight pattern): __always_inline is required there,
// even though the helper is small and has a single caller.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

unsigned long slow_hweight(unsigned long w);

static __always_inline unsigned long hweight(unsigned long w)
{
	if (__builtin_constant_p(w))
		return __builtin_popcountl(w);
	return slow_hweight(w);
}

unsigned long count_bits(unsigned long w)
{
	return hweight(w) + hweight(0xf0f0UL);
}

// CHECK-LABEL: - name: hweight
// CHECK:       attributes: [always_inline, constant_p]
// A required annotation changes nothing: information.
// CHECK:       recommendations: []
// CHECK-NEXT:  information:
// CHECK-NEXT:  - function: hweight
// CHECK:         action: none
// CHECK-NEXT:    reason: always-inline-required
// CHECK:         message: {{.}}hweight: __always_inline is required: the body uses __builtin_constant_p{{.*}}
// CHECK-NOT:   redundant
