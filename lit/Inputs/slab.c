/* slab.c - a kernel-style object cache for the source-patch tests: one helper
 * to force, a slow path to keep out, a redundant and a hot-loop annotation. */
#include "kernel.h"

#include <stdlib.h>
#include <string.h>

#define SLAB_OBJS 32
#define SLAB_CLASSES 8

struct slab_page {
	struct slab_page *next;
	unsigned char *mem;
	unsigned int free_idx[SLAB_OBJS];
	unsigned int nr_free, used, obj_size;
	unsigned long stamp;
};

struct slab_cache {
	struct slab_page *pages;
	unsigned int size, nr_pages, peak;
	unsigned long allocs, frees, hist[8];
};

struct slab {
	struct slab_cache caches[SLAB_CLASSES];
	unsigned long generation;
};

static __always_inline unsigned int slab_index(size_t size)
{
	return size > 256 ? SLAB_CLASSES - 1 : (unsigned int)(size - 1) >> 5;
}

static unsigned long slab_take(struct slab_cache *cache, struct slab_page *page,
			       unsigned long generation)
{
	unsigned int idx = page->free_idx[--page->nr_free];
	unsigned char *obj = page->mem + (size_t)idx * page->obj_size;
	unsigned long *hdr = (unsigned long *)obj;

	page->used++;
	page->stamp = generation;
	cache->allocs++;
	hdr[0] = generation ^ idx;
	if (page->obj_size > 2 * sizeof(unsigned long))
		hdr[1] = (unsigned long)page->obj_size << 8 | idx;
	for (unsigned int w = 2; w < 8 && w * sizeof(*hdr) < page->obj_size;
	     w++)
		hdr[w] = 0;
	cache->hist[idx & 7]++;
	if (page->used > cache->peak)
		cache->peak = page->used;
	if (!page->nr_free && cache->pages == page && page->next) {
		cache->pages = page->next;
		page->next = NULL;
		for (struct slab_page *p = cache->pages; p; p = p->next)
			if (!p->next) {
				p->next = page;
				break;
			}
	}
	return (unsigned long)page | idx;
}

static struct slab_page *slab_grow(struct slab *slab, struct slab_cache *cache)
{
	struct slab_page *page;
	size_t bytes = (size_t)cache->size * SLAB_OBJS;

	page = calloc(1, sizeof(*page));
	if (!page)
		return NULL;
	page->mem = malloc(bytes);
	if (!page->mem) {
		free(page);
		return NULL;
	}
	memset(page->mem, 0x6b, bytes);
	for (unsigned int i = 0; i < SLAB_OBJS; i++)
		page->free_idx[i] = SLAB_OBJS - 1 - i;
	page->nr_free = SLAB_OBJS;
	page->obj_size = cache->size;
	page->stamp = slab->generation;
	page->next = cache->pages;
	cache->pages = page;
	cache->nr_pages++;
	slab->generation++;
	return page;
}

static struct slab_page *slab_find(struct slab_cache *cache)
{
	for (struct slab_page *p = cache->pages; p; p = p->next)
		if (p->nr_free)
			return p;
	return NULL;
}

unsigned long slab_alloc(struct slab *slab, size_t size)
{
	struct slab_cache *cache;
	struct slab_page *page;

	if (unlikely(!size || size > 4096))
		return 0;
	cache = &slab->caches[slab_index(size)];
	page = slab_find(cache);
	if (likely(page))
		return slab_take(cache, page, slab->generation);

	page = slab_grow(slab, cache);
	if (!page)
		return 0;
	return slab_take(cache, page, slab->generation);
}

unsigned long slab_refill(struct slab *slab, unsigned int cls)
{
	struct slab_cache *cache = &slab->caches[cls % SLAB_CLASSES];
	struct slab_page *page = cache->pages;
	unsigned long got = 0;

	while (page && page->nr_free > 1)
		got += slab_take(cache, page, slab->generation) & 1;
	return got;
}

static noinline unsigned int slab_mix(unsigned int x)
{
	return x * 2654435761u;
}

unsigned long slab_checksum(const struct slab *slab)
{
	unsigned long sum = 0;

	for (unsigned int c = 0; c < SLAB_CLASSES; c++)
		sum += slab_mix((unsigned int)slab->caches[c].allocs);
	return sum;
}
