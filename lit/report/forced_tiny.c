// A tiny __always_inline helper with several callers, some cold: it fits even
// LLVM's cold call-site threshold, so the attribute changes nothing.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct page {
	unsigned long flags;
};

void report(struct page *p);

static __always_inline int page_locked(const struct page *p)
{
	return p->flags & 1;
}

int lock_page(struct page *p)
{
	if (page_locked(p))
		return 0;
	p->flags |= 1;
	return 1;
}

void unlock_page(struct page *p)
{
	if (unlikely(!page_locked(p)))
		report(p);
	p->flags &= ~1UL;
}

// CHECK-LABEL: - name: page_locked
// CHECK:       size: 4
// CHECK-NEXT:  attributes: [always_inline]
// CHECK:       callers: 2
// CHECK:       outcome: inlined
// CHECK-NEXT:  final_size: 0
// CHECK-NEXT:  calls_left: 0
// CHECK-NEXT:  inlined_into:
// CHECK-NEXT:  - caller: lock_page
// CHECK-NEXT:    into: lock_page
// CHECK-NEXT:    line: 21
// CHECK-NEXT:  - caller: unlock_page
// CHECK-NEXT:    into: unlock_page
// CHECK-NEXT:    line: 29
// CHECK-NEXT:  callee_size: 1
// CHECK-NEXT:  callee_size_from: inlined copy
// CHECK-LABEL: recommendations:
// CHECK-NEXT:  - function: page_locked
// CHECK:         action: none
// CHECK-NEXT:    reason: redundant-always-inline
// CHECK-NEXT:    severity: note
// CHECK:         message: {{.}}page_locked: __always_inline is redundant: about 4 IR instructions before inlining (estimate), within even LLVM{{.*}}s cold call-site threshold (45, about 9 instructions) [static estimate]{{.}}{{$}}
// CHECK-NEXT:    evidence: static estimate
