// A file the kernel builds at -O0 (crypto/jitterentropy.c: CFLAGS_... = -O0).
// clang marks every function but the __always_inline ones optnone and
// noinline, and LLVM inlines only those: the record keeps the facts, with
// no noinline that the source does not hold, and gives no advice. The same
// file at -O2 gets advice, so the -O0 run is not silent by accident.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O0 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o 2>&1 | count 0
// RUN: FileCheck %s < %t/__%s.inlint.yaml
// RUN: %inlint show %t --all 2>&1 | FileCheck %s --check-prefix=SHOW
// RUN: rm -rf %t2 && env INLINT_OUT=%t2 %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t2.o
// RUN: %inlint show %t2 --all 2>&1 | FileCheck %s --check-prefix=O2

#include "kernel.h"

extern int fips_enabled;

struct rand_data {
	unsigned int rct_count, apt_count;
	unsigned long data;
};

static __always_inline unsigned long fold_bits(unsigned long x)
{
	return x ^ (x >> 7);
}

static unsigned int health_failure(struct rand_data *ec)
{
	if (!fips_enabled)
		return 0;
	return ec->rct_count | ec->apt_count;
}

int gen_entropy(struct rand_data *ec)
{
	int k = 0;

	for (int i = 0; i < 64; i++) {
		ec->data = fold_bits(ec->data + i);
		if (health_failure(ec))
			k++;
	}
	return k;
}

// CHECK-LABEL: - name: gen_entropy
// CHECK-NEXT:    file:
// CHECK-NEXT:    line: 33
// CHECK-NEXT:    linkage: extern
// CHECK-NEXT:    size:
// CHECK-NEXT:    attributes: [optnone]
// CHECK-NEXT:    annotation: none
// CHECK-LABEL: - name: fold_bits
// CHECK:         attributes: [always_inline]
// CHECK-NEXT:    annotation: always_inline
// CHECK:         outcome: inlined
// CHECK-LABEL: - name: health_failure
// CHECK:         attributes: [optnone]
// CHECK-NEXT:    annotation: none
// CHECK:         outcome: out_of_line
// CHECK:       recommendations: []
// CHECK-NOT:   information:

// SHOW:      O0_no_advice.c: 3 functions, 0 recommendations (clang-22 x86_64)
// SHOW-NOT:  {{.}}

// O2: O0_no_advice.c:21: none: fold_bits: __always_inline is redundant
