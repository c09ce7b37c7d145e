/* audit_slow.c - zs_slow.c with the slow path pinned by noinline: the
 * single cold call keeps it out of line anyway, unless a profile (such
 * as zs_slow_hot.prof) makes the call hot. */
#define likely(x) __builtin_expect(!!(x), 1)
#define noinline __attribute__((__noinline__))

struct page {
	struct page *next;
	unsigned long free, used, size, stamp, mem[64];
};

struct pool {
	struct page *pages;
	unsigned long allocs, pages_made, generation;
};

void *kmalloc(unsigned long size);

static noinline struct page *alloc_page_slow(struct pool *pool)
{
	struct page *p = kmalloc(sizeof(*p));

	if (!p)
		return 0;
	for (unsigned long i = 0; i < 64; i++)
		p->mem[i] = 0x6b6b6b6b6b6b6b6bUL ^ (i * 2654435761UL);
	p->free = 64;
	p->used = 0;
	p->size = 8;
	p->stamp = pool->generation++;
	p->next = pool->pages;
	pool->pages = p;
	pool->pages_made++;
	if (pool->pages_made > 1000)
		pool->pages_made = 0;
	if (pool->generation % 64 == 0)
		pool->allocs /= 2;
	return p;
}

unsigned long pool_alloc(struct pool *pool)
{
	struct page *p = pool->pages;

	if (likely(p && p->free)) {
		p->free--;
		return p->mem[p->free];
	}
	p = alloc_page_slow(pool);
	if (!p)
		return 0;
	p->free--;
	pool->allocs++;
	return p->mem[p->free];
}
