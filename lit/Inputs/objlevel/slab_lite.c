/* slab_lite.c - a freestanding kernel-style allocator for the tests that
 * measure from objects: slow_alloc() is the single-caller slow path after a
 * likely() return (GCC 12 -O2 inlines it, clang 22 keeps it out of line at
 * the cold site), obj_take() the fast path forced inline, obj_stamp() a
 * helper with three callers. No libc header: it builds for aarch64 too. */
#include "kernel.h"

#define NULL ((void *)0)

typedef unsigned long size_t;

struct page {
	struct page *next;
	unsigned int nr_free, used, class_size;
	unsigned long stamp;
	unsigned char *mem;
	unsigned int free_idx[32];
};

struct sclass {
	struct page *pages;
	unsigned long allocs, frees, nr_pages;
	unsigned int size;
};

struct pool {
	struct sclass classes[8];
	unsigned long generation, failures;
};

extern void *kmalloc(size_t size);
extern void kfree(const void *p);
extern void *memset(void *s, int c, size_t n);
extern void pool_report(struct pool *pool, unsigned long what);

static struct page *slow_alloc(struct pool *pool, struct sclass *class)
{
	struct page *page = kmalloc(sizeof(*page));
	size_t bytes = (size_t)class->size * 32;

	if (!page)
		return NULL;
	memset(page, 0, sizeof(*page));
	page->mem = kmalloc(bytes);
	if (!page->mem) {
		kfree(page);
		pool->failures++;
		return NULL;
	}
	memset(page->mem, 0x6b, bytes);
	for (unsigned int i = 0; i < 32; i++)
		page->free_idx[i] = 31 - i;
	page->nr_free = 32;
	page->class_size = class->size;
	page->stamp = pool->generation++;
	page->next = class->pages;
	class->pages = page;
	class->nr_pages++;
	return page;
}

static void obj_stamp(struct page *page, unsigned int idx, unsigned long gen)
{
	unsigned long *hdr =
		(unsigned long *)(page->mem + (size_t)idx * page->class_size);

	hdr[0] = gen ^ idx;
	if (page->class_size > 2 * sizeof(unsigned long))
		hdr[1] = (unsigned long)page->class_size << 8 | idx;
	for (unsigned int w = 2; w < 6 && w * sizeof(*hdr) < page->class_size;
	     w++)
		hdr[w] = gen + w;
	page->stamp = gen;
}

static __always_inline unsigned long obj_take(struct sclass *class,
					      struct page *page,
					      unsigned long gen)
{
	unsigned int idx = page->free_idx[--page->nr_free];

	page->used++;
	class->allocs++;
	obj_stamp(page, idx, gen);
	return (unsigned long)page | idx;
}

static struct page *first_free(struct sclass *class)
{
	for (struct page *p = class->pages; p; p = p->next)
		if (p->nr_free)
			return p;
	return NULL;
}

unsigned long pool_alloc(struct pool *pool, size_t size)
{
	struct sclass *class = &pool->classes[(size - 1) >> 6 & 7];
	struct page *page;

	if (unlikely(!size || size > 512))
		return 0;
	page = first_free(class);
	if (likely(page))
		return obj_take(class, page, pool->generation);
	page = slow_alloc(pool, class);
	if (!page)
		return 0;
	return obj_take(class, page, pool->generation);
}

void pool_free(struct pool *pool, unsigned long handle)
{
	struct page *page = (struct page *)(handle & ~31UL);
	unsigned int idx = handle & 31;

	obj_stamp(page, idx, 0);
	page->free_idx[page->nr_free++] = idx;
	page->used--;
	pool->classes[0].frees++;
}

void pool_restamp(struct pool *pool, struct page *page)
{
	for (unsigned int i = 0; i < page->used; i++)
		obj_stamp(page, i, pool->generation);
	pool_report(pool, page->used);
}
