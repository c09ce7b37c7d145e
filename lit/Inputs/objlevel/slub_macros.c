/* slub_macros.c - a kernel-style allocator whose annotations only the
 * preprocessor shows: an always_inline through a config macro
 * (__fastpath_inline), a noinline spelled twice (noinline and a __ref-like
 * macro that holds one too), and annotated definitions the preprocessor
 * drops (#if 0, an undefined CONFIG_). No libc header. */
#include "kernel.h"

#define __section(s) __attribute__((__section__(s)))
#define __ref_like __section(".ref.text") noinline

#ifndef CONFIG_SLUB_TINY
#define __fastpath_inline __always_inline
#else
#define __fastpath_inline
#endif

struct cache {
	unsigned long *freelist[16];
	unsigned long hits, misses, stamp;
	unsigned int size, nr;
};

extern void *page_alloc(unsigned long size);
extern void cache_report(struct cache *c, unsigned long what);

static __fastpath_inline unsigned long *cache_take(struct cache *c,
						   unsigned int k)
{
	unsigned long *obj = c->freelist[k & 15];

	if (unlikely(!obj)) {
		c->misses++;
		obj = page_alloc(c->size);
		for (unsigned int i = 0; i < 4 && obj; i++)
			obj[i] = c->stamp ^ (i * 0x9e3779b9ul) ^ k;
		cache_report(c, c->misses);
		return obj;
	}
	c->freelist[k & 15] = (unsigned long *)*obj;
	c->hits++;
	for (unsigned int i = 1; i < 4; i++)
		obj[i] = c->stamp + i + k;
	c->stamp += c->size;
	return obj;
}

static noinline struct cache __ref_like *cache_pick(struct cache *c,
						    unsigned int k)
{
	return c + (k & 3);
}

#ifdef CONFIG_CMA_LIKE
static __always_inline unsigned long cma_index(unsigned int k)
{
	return k * 3ul;
}
#endif

#if 0
static noinline unsigned long debug_check(struct cache *c)
{
	return c->hits + c->misses;
}
#endif

unsigned long *cache_alloc(struct cache *c, unsigned int k)
{
	return cache_take(cache_pick(c, k), k);
}

unsigned long *cache_alloc_node(struct cache *c, unsigned int k, int node)
{
	return cache_take(cache_pick(c, k + (unsigned int)node), k);
}

unsigned long *cache_alloc_bulk(struct cache *c, unsigned int k)
{
	unsigned long *a = cache_take(c, k);

	return a ? a : cache_take(c + 1, k + 1);
}
