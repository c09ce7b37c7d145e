/* pool.c - the allocator: obj_malloc() is the three-caller fast-path helper,
 * alloc_zpage() the single-caller slow path behind likely(), as in zsmalloc.
 * Build: clang-22 -O2 -g -fpass-plugin=$PWD/build/lib/libinlint.so -c pool.c */
#include "pool.h"

#include "compiler.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POOL_PAGE_ALIGN 64
#define POOL_POISON 0x6b

static __always_inline unsigned int size_to_class(size_t size)
{
	return size > 256 ? POOL_CLASSES - 1 : (unsigned int)(size - 1) >> 5;
}

static __cold void pool_warn(struct pool *pool, size_t size)
{
	pool->nr_alloc_fail++;
	fprintf(stderr, "pool: allocation of %zu bytes failed\n", size);
}

static unsigned long encode_handle(struct zpage *page, unsigned int idx)
{
	return (unsigned long)(uintptr_t)page | idx;
}

static struct zpage *handle_page(unsigned long handle)
{
	return (struct zpage *)(uintptr_t)(handle & ~(POOL_PAGE_ALIGN - 1UL));
}

/* Takes a free slot of a page that has one; stamps and clears the object. */
static unsigned long obj_malloc(struct size_class *class, struct zpage *page,
				unsigned long generation)
{
	unsigned int idx = page->free_idx[--page->nr_free];
	unsigned char *obj = page->mem + (size_t)idx * page->class_size;
	unsigned long *hdr = (unsigned long *)obj;

	page->used++;
	page->stamp = generation;
	class->allocs++;
	hdr[0] = generation ^ idx;
	if (page->class_size > 2 * sizeof(unsigned long))
		hdr[1] = (unsigned long)page->class_size << 8 | idx;
	for (unsigned int w = 2; w < 8 && w * sizeof(*hdr) < page->class_size;
	     w++)
		hdr[w] = 0;
	class->hist[idx & 7]++;
	if (page->used > class->peak)
		class->peak = page->used;
	if (!page->nr_free && class->pages == page && page->next) {
		class->pages = page->next;
		page->next = NULL;
		for (struct zpage *p = class->pages; p; p = p->next)
			if (!p->next) {
				p->next = page;
				break;
			}
	}
	return encode_handle(page, idx);
}

static void obj_free(struct size_class *class, struct zpage *page,
		     unsigned int idx)
{
	memset(page->mem + (size_t)idx * page->class_size, POOL_POISON,
	       page->class_size);
	page->free_idx[page->nr_free++] = idx;
	page->used--;
	class->frees++;
}

/* The slow path: a fresh page with every slot free, poisoned, linked first. */
static struct zpage *alloc_zpage(struct pool *pool, struct size_class *class)
{
	struct zpage *page;
	size_t bytes = (size_t)class->size * POOL_PAGE_OBJS;

	page = aligned_alloc(POOL_PAGE_ALIGN, ZPAGE_BYTES);
	if (!page)
		return NULL;
	memset(page, 0, sizeof(*page));
	page->mem = malloc(bytes);
	if (!page->mem) {
		free(page);
		return NULL;
	}
	memset(page->mem, POOL_POISON, bytes);
	for (unsigned int i = 0; i < POOL_PAGE_OBJS; i++)
		page->free_idx[i] = POOL_PAGE_OBJS - 1 - i;
	page->nr_free = POOL_PAGE_OBJS;
	page->class_size = class->size;
	page->stamp = pool->generation;
	page->next = class->pages;
	class->pages = page;
	class->nr_pages++;
	pool->generation++;
	return page;
}

static struct zpage *find_free_page(struct size_class *class)
{
	for (struct zpage *p = class->pages; p; p = p->next)
		if (p->nr_free)
			return p;
	return NULL;
}

unsigned long pool_alloc(struct pool *pool, size_t size)
{
	struct size_class *class;
	struct zpage *page;

	if (unlikely(!size || size > 4096))
		return 0;
	class = &pool->classes[size_to_class(size)];
	page = find_free_page(class);
	if (likely(page))
		return obj_malloc(class, page, pool->generation);

	page = alloc_zpage(pool, class);
	if (!page) {
		pool_warn(pool, size);
		return 0;
	}
	return obj_malloc(class, page, pool->generation);
}

void pool_free(struct pool *pool, unsigned long handle)
{
	struct zpage *page = handle_page(handle);
	unsigned int idx = handle & (POOL_PAGE_ALIGN - 1);

	obj_free(&pool->classes[size_to_class(page->class_size)], page, idx);
}

/* Moves every used object of a class's first page into fresh slots. */
unsigned long pool_migrate(struct pool *pool, unsigned int cls)
{
	struct size_class *class = &pool->classes[cls % POOL_CLASSES];
	struct zpage *src = class->pages, *dst;
	unsigned long moved = 0;

	if (!src || !src->next)
		return 0;
	dst = src->next;
	while (src->used && dst->nr_free) {
		unsigned int idx = src->free_idx[0] ^ 1;

		if (idx >= POOL_PAGE_OBJS)
			break;
		moved += obj_malloc(class, dst, pool->generation) & 1;
		src->used--;
	}
	return moved;
}

static unsigned long page_sum(const struct zpage *page)
{
	if (!page)
		return 0;
	return page->used * 31 + page->nr_free + page_sum(page->next);
}

static noinline unsigned int mix(unsigned int x)
{
	return x * 2654435761u;
}

unsigned long pool_checksum(const struct pool *pool)
{
	unsigned long sum = 0;

	for (unsigned int c = 0; c < POOL_CLASSES; c++) {
		const struct size_class *class = &pool->classes[c];

		sum += mix((unsigned int)class->allocs) + class->frees;
		sum += page_sum(class->pages);
	}
	return sum;
}

struct pool_stat {
	const char *name;
	unsigned long (*read)(const struct size_class *class);
};

static inline unsigned long stat_pages(const struct size_class *class)
{
	return class->nr_pages;
}

static unsigned long stat_live(const struct size_class *class)
{
	return class->allocs - class->frees;
}

static const struct pool_stat pool_stats[] = {
	{ "pages", stat_pages },
	{ "live", stat_live },
};

static __always_inline unsigned long read_generation(const struct pool *pool)
{
	return __atomic_load_n(&pool->generation, __ATOMIC_RELAXED);
}

/* Entry code: must not call instrumented helpers, hence noinstr. */
noinstr unsigned long pool_entry_stats(const struct pool *pool)
{
	unsigned long total = read_generation(pool);

	for (unsigned int c = 0; c < POOL_CLASSES; c++)
		for (size_t s = 0; s < sizeof(pool_stats) / sizeof(pool_stats[0]);
		     s++)
			total += pool_stats[s].read(&pool->classes[c]);
	return total;
}

struct pool *pool_create(void)
{
	struct pool *pool = calloc(1, sizeof(*pool));

	if (!pool)
		return NULL;
	for (unsigned int c = 0; c < POOL_CLASSES; c++)
		pool->classes[c].size = c == POOL_CLASSES - 1 ? 4096 : (c + 1) * 32;
	return pool;
}

void pool_destroy(struct pool *pool)
{
	for (unsigned int c = 0; c < POOL_CLASSES; c++) {
		struct zpage *p = pool->classes[c].pages, *next;

		for (; p; p = next) {
			next = p->next;
			free(p->mem);
			free(p);
		}
	}
	free(pool);
}
