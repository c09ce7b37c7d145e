// A static __always_inline function with a single call site is not
// redundant when that site is inside an __always_inline caller with several
// callers: the always-inliner copies the call into each of them first, so
// LLVM's single-caller bonus is gone and, without the attribute, the body
// stays out of line (mm/page_alloc.c's __rmqueue_claim in __rmqueue, which
// grew the text by 1,584 bytes when the advice was applied). No advice.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct zone {
	unsigned long free[11];
	unsigned long nr_free, flags, claimed;
	struct zone *fallback[4];
};

static __always_inline unsigned long claim_block(struct zone *z, int order)
{
	for (int i = 0; i < 4; i++) {
		struct zone *f = z->fallback[i];

		if (!f || !f->free[order])
			continue;
		f->free[order]--;
		f->nr_free -= 1UL << order;
		z->claimed += 1UL << order;
		if (f->flags & 2)
			z->flags |= 4;
		return f->free[order] + i;
	}
	return 0;
}

static __always_inline unsigned long take_block(struct zone *z, int order)
{
	if (z->free[order]) {
		z->free[order]--;
		z->nr_free -= 1UL << order;
		return z->free[order];
	}
	return claim_block(z, order);
}

unsigned long take_bulk(struct zone *z, int order, int count)
{
	unsigned long sum = 0;

	for (int i = 0; i < count; i++)
		sum += take_block(z, order);
	return sum;
}

unsigned long take_one(struct zone *z, int order)
{
	return take_block(z, order);
}

// CHECK-LABEL: - name: claim_block
// CHECK:         attributes: [always_inline]
// CHECK:         callers: 1
// CHECK-LABEL: recommendations:
// CHECK-NOT:   function: claim_block
// CHECK:       external_calls:
