// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* rare_slow_ptr.c - an allocation path shaped like jemalloc's malloc(): an
 * inline fast path that takes its slow path as a parameter, and one
 * caller that binds it. The slow path, extern and unannotated, refills
 * the per-thread cache, and serves the classes that have none; a profile
 * of rare_slow_ptr_main.c takes it on one allocation in 32. */
struct bin {
	void *slots[64];
	unsigned n, refills;
	unsigned long stats[8];
};

struct pool {
	struct bin bins[8];
	unsigned long allocated, refilled;
};

void *fetch_page(struct pool *pool, unsigned cls);

static inline void *obj_alloc_fast(struct pool *pool, unsigned cls,
				   void *(*slow)(struct pool *, unsigned))
{
	struct bin *b;

	if (cls >= 8)
		return slow(pool, cls);
	b = &pool->bins[cls];
	if (b->n == 0)
		return slow(pool, cls);
	pool->allocated++;
	return b->slots[--b->n];
}

void *obj_alloc_slow(struct pool *pool, unsigned cls)
{
	struct bin *b = &pool->bins[cls & 7];

	for (unsigned i = 0; i < 32; i++) {
		b->slots[b->n++] = fetch_page(pool, cls);
		b->stats[i % 8] += cls * i + 1;
	}
	b->refills++;
	pool->refilled += b->n;
	if (b->refills % 16 == 0)
		for (unsigned i = 0; i < 8; i++)
			b->stats[i] /= 2;
	pool->allocated++;
	return b->slots[--b->n];
}

void *obj_alloc(struct pool *pool, unsigned cls)
{
	return obj_alloc_fast(pool, cls, obj_alloc_slow);
}
