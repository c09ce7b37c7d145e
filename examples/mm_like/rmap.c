/* rmap.c - a reverse-map walk: calls the extern vm_page_of() of memory.c
 * once per address. Build: clang-22 -O2 -g -c rmap.c */
#include "mm.h"

int rmap_walk(struct vma *vma, unsigned long addr)
{
	struct page *page = vm_page_of(vma, addr);

	if (!page || !pte_present(vma->ptes[(addr - vma->start) >> 12]))
		return -1;
	return page->mapcount;
}
