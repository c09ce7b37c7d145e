// A page-table walk as a chain of single-caller statics, like mm/memory.c's
// zap_p4d_range -> zap_pud_range -> zap_pmd_range -> zap_pte_range. Clang
// inlines the whole chain by itself: the forced levels are redundant, and the
// inlinedAt chains say which level went into which, at which line.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct mmu_gather {
	unsigned long freed, flushed;
};

void tlb_flush(struct mmu_gather *tlb);

static __always_inline unsigned long zap_pte_range(struct mmu_gather *tlb,
						    unsigned long *pte,
						    unsigned long addr,
						    unsigned long end)
{
	for (; addr < end; addr += 4096, pte++) {
		if (*pte & 1) {
			*pte = 0;
			tlb->freed++;
		}
	}
	if (tlb->freed > 64)
		tlb_flush(tlb);
	return addr;
}

static inline unsigned long zap_pmd_range(struct mmu_gather *tlb,
					  unsigned long **pmd,
					  unsigned long addr, unsigned long end)
{
	while (addr < end) {
		unsigned long next = addr + (1UL << 21);

		if (*pmd)
			zap_pte_range(tlb, *pmd, addr, next < end ? next : end);
		pmd++;
		addr = next;
	}
	return addr;
}

static unsigned long zap_pud_range(struct mmu_gather *tlb,
				   unsigned long ***pud, unsigned long addr,
				   unsigned long end)
{
	if (*pud)
		addr = zap_pmd_range(tlb, *pud, addr, end);
	return addr;
}

void unmap_page_range(struct mmu_gather *tlb, unsigned long ***pud,
		      unsigned long addr, unsigned long end)
{
	zap_pud_range(tlb, pud, addr, end);
	tlb->flushed++;
}

// Functions come in module order: the outermost level first.
// CHECK-LABEL: - name: zap_pud_range
// CHECK:       annotation: none
// CHECK:       outcome: inlined
// CHECK:       inlined_into:
// CHECK-NEXT:  - caller: unmap_page_range
// CHECK-NEXT:    into: unmap_page_range
// CHECK-NEXT:    line: 59
// CHECK-LABEL: - name: zap_pmd_range
// CHECK:       annotation: inline
// CHECK:       outcome: inlined
// CHECK:       inlined_into:
// CHECK-NEXT:  - caller: zap_pud_range
// CHECK-NEXT:    into: unmap_page_range
// CHECK-NEXT:    line: 52
// CHECK-LABEL: - name: zap_pte_range
// CHECK:       attributes: [always_inline]
// CHECK-NEXT:  annotation: always_inline
// CHECK:       callers: 1
// CHECK:       frequency: 19.375
// CHECK:       outcome: inlined
// CHECK-NEXT:  final_size: 0
// CHECK-NEXT:  calls_left: 0
// CHECK-NEXT:  inlined_into:
// CHECK-NEXT:  - caller: zap_pmd_range
// CHECK-NEXT:    into: unmap_page_range
// CHECK-NEXT:    line: 40
// CHECK-LABEL: recommendations:
// CHECK:       - function: zap_pte_range
// CHECK:         action: none
// CHECK-NEXT:    reason: redundant-always-inline
// CHECK:         message: {{.}}zap_pte_range: __always_inline is redundant: static with a single call site zap_pmd_range:40
// CHECK-NOT:   - function: zap_p
