/* mm.h - a page-table walker split over three files, as a kernel's mm/ is:
 * the extern lookup vm_page_of() is defined in memory.c and called from
 * rmap.c and migrate.c; pte_present() is a header helper all three inline.
 * Build: see README.md ("Whole-build report and patch lint"). */
#ifndef MM_LIKE_MM_H
#define MM_LIKE_MM_H

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define __always_inline inline __attribute__((__always_inline__))
#define noinline __attribute__((__noinline__))
#define __cold __attribute__((__cold__))

#define PTES_PER_TABLE 64
#define PTE_PRESENT 0x1UL
#define PTE_DIRTY 0x2UL

struct page {
	unsigned long flags;
	int mapcount;
};

struct vma {
	unsigned long start, end;
	unsigned long *ptes;
	struct page *pages;
	unsigned long nr_dirty;
};

static inline int pte_present(unsigned long pte)
{
	return (pte & PTE_PRESENT) != 0;
}

struct page *vm_page_of(struct vma *vma, unsigned long addr);
unsigned long unmap_range(struct vma *vma, unsigned long start,
			  unsigned long end);
int rmap_walk(struct vma *vma, unsigned long addr);
int migrate_range(struct vma *vma, unsigned long start, unsigned long end);

#endif
