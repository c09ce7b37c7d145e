/* kasan_pool.c - a pool read by an uninstrumented report path: tiny
 * __always_inline helpers that any build inlines by themselves, but that a
 * KASAN build inlines into __no_sanitize_address code only when forced. */
#include "kernel.h"

#define __no_sanitize_address __attribute__((__no_sanitize_address__))

struct kobj_pool {
	unsigned long *slots;
	unsigned int mask;
	unsigned long hits;
};

static __always_inline unsigned long pool_slot(struct kobj_pool *p,
						unsigned int i)
{
	return p->slots[i & p->mask];
}

static __always_inline unsigned long pool_mix(unsigned long s,
					       unsigned long v)
{
	return (s ^ v) * 0x9e3779b97f4a7c15ul;
}

__no_sanitize_address unsigned long pool_peek(struct kobj_pool *p,
					      unsigned int i)
{
	return pool_slot(p, i);
}

unsigned long pool_sum(struct kobj_pool *p, unsigned int n)
{
	unsigned long s = 0;

	for (unsigned int i = 0; i < n; i++)
		s = pool_mix(s, pool_slot(p, i));
	p->hits += n;
	return s;
}
