// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* rare_slow.c - a free() shaped like jemalloc's: a fast path that puts the
 * object back in a per-thread cache, and a slow path, extern and
 * unannotated, that flushes the cache when it is full. No likely(): the
 * static estimate takes the slow call on one entry in two; a profile of
 * rare_slow_main.c counts one in 32. */
struct bin {
	void *slots[64];
	unsigned n, flushes;
	unsigned long stats[8];
};

struct pool {
	struct bin bins[8];
	unsigned long freed, flushed;
};

void release_page(struct pool *pool, void *obj);

void bin_flush_slow(struct pool *pool, struct bin *b, unsigned cls)
{
	for (unsigned i = 0; i < b->n / 2; i++) {
		release_page(pool, b->slots[i]);
		b->slots[i] = b->slots[b->n / 2 + i];
		b->stats[i % 8] += cls * i + 1;
	}
	b->n -= b->n / 2;
	b->flushes++;
	pool->flushed += b->n;
	if (b->flushes % 16 == 0)
		for (unsigned i = 0; i < 8; i++)
			b->stats[i] /= 2;
}

void obj_free(struct pool *pool, void *obj, unsigned cls)
{
	struct bin *b = &pool->bins[cls & 7];

	if (b->n == 64)
		bin_flush_slow(pool, b, cls);
	b->slots[b->n++] = obj;
	pool->freed++;
}
