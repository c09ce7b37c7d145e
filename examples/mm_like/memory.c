/* memory.c - the walker: unmap_range() -> zap_table() -> zap_one(), each
 * static helper with a single caller, and the extern vm_page_of() that the
 * other files call. Build: clang-22 -O2 -g -c memory.c */
#include "mm.h"

struct page *vm_page_of(struct vma *vma, unsigned long addr)
{
	unsigned long idx = (addr - vma->start) >> 12;

	if (unlikely(addr < vma->start || addr >= vma->end))
		return 0;
	if (!pte_present(vma->ptes[idx]))
		return 0;
	return &vma->pages[idx];
}

static unsigned long zap_one(struct vma *vma, unsigned long idx)
{
	unsigned long pte = vma->ptes[idx];

	if (!pte_present(pte))
		return 0;
	if (pte & PTE_DIRTY)
		vma->nr_dirty++;
	vma->pages[idx].mapcount--;
	vma->ptes[idx] = 0;
	return 1;
}

static unsigned long zap_table(struct vma *vma, unsigned long first,
			       unsigned long last)
{
	unsigned long zapped = 0;

	for (unsigned long idx = first; idx < last; idx++)
		zapped += zap_one(vma, idx);
	return zapped;
}

unsigned long unmap_range(struct vma *vma, unsigned long start,
			  unsigned long end)
{
	unsigned long first = (start - vma->start) >> 12;
	unsigned long last = (end - vma->start) >> 12;

	if (last > PTES_PER_TABLE)
		last = PTES_PER_TABLE;
	return zap_table(vma, first, last);
}
