/* migrate.c - page migration: calls the extern vm_page_of() of memory.c in
 * a loop, and has a cold single-caller error path. Build: clang-22 -O2 -g
 * -c migrate.c */
#include "mm.h"

static unsigned long migrate_failures;

static noinline void migrate_report(struct vma *vma, unsigned long addr)
{
	migrate_failures++;
	vma->nr_dirty += addr & 1;
}

int migrate_range(struct vma *vma, unsigned long start, unsigned long end)
{
	int moved = 0;

	for (unsigned long addr = start; addr < end; addr += 4096) {
		struct page *page = vm_page_of(vma, addr);

		if (unlikely(!page)) {
			migrate_report(vma, addr);
			continue;
		}
		page->flags |= PTE_DIRTY;
		moved++;
	}
	return moved;
}
