/* zs_verdict.c - a zsmalloc-shaped allocator for the verdict tests:
 * obj_malloc and obj_free, helpers with three callers each that clang -O2
 * keeps out of line, and alloc_zspage, a single-caller slow path behind a
 * cold branch that it keeps out of line too: a noinline changes nothing. */
#include "kernel.h"

#define OBJS 32
#define CLASSES 8

struct zspage {
	struct zspage *next;
	unsigned long inuse, freeobj, class_idx, stamp;
	unsigned long objs[OBJS];
};

struct size_class {
	struct zspage *pages;
	unsigned long size, allocated, freed, failed;
};

struct zs_pool {
	struct size_class classes[CLASSES];
	unsigned long pages_allocated, generation;
};

void *kmalloc(unsigned long size);
void kfree(void *p);

static unsigned long obj_malloc(struct zs_pool *pool, struct zspage *zspage,
				unsigned long handle)
{
	struct size_class *class = &pool->classes[zspage->class_idx & 7];
	unsigned long obj = zspage->freeobj;
	unsigned long next;

	if (unlikely(obj >= OBJS)) {
		class->failed++;
		return 0;
	}
	next = zspage->objs[obj];
	zspage->objs[obj] = handle | 1;
	zspage->freeobj = next % OBJS;
	zspage->inuse++;
	zspage->stamp = pool->generation++ ^ (handle * 2654435761UL);
	class->allocated += class->size;
	if (zspage->inuse == OBJS) {
		zspage->next = class->pages;
		class->pages = zspage;
		pool->pages_allocated++;
	}
	if (class->allocated > (1UL << 30)) {
		class->allocated >>= 1;
		class->freed += class->allocated / (class->size | 1);
	}
	for (unsigned long i = 0; i < CLASSES; i++)
		if (pool->classes[i].failed > zspage->stamp % 97)
			pool->classes[i].failed /= 2;
	return (obj << 8) | (zspage->class_idx << 3) | (handle & 7);
}

static void obj_free(struct zs_pool *pool, struct zspage *zspage,
		     unsigned long obj)
{
	struct size_class *class = &pool->classes[zspage->class_idx & 7];
	unsigned long idx = (obj >> 8) % OBJS;

	zspage->objs[idx] = zspage->freeobj;
	zspage->freeobj = idx;
	zspage->inuse--;
	zspage->stamp ^= obj * 0x9e3779b97f4a7c15UL;
	class->freed += class->size;
	if (!zspage->inuse) {
		class->pages = zspage->next;
		pool->pages_allocated--;
	}
	for (unsigned long i = 0; i < CLASSES; i++)
		if (pool->classes[i].allocated < zspage->stamp % 89)
			pool->classes[i].allocated += i;
}

static struct zspage *alloc_zspage(struct zs_pool *pool, unsigned long idx)
{
	struct zspage *zspage = kmalloc(sizeof(*zspage));

	if (!zspage)
		return 0;
	for (unsigned long i = 0; i < OBJS; i++)
		zspage->objs[i] = (i + 1) ^ (i * 2654435761UL);
	zspage->inuse = 0;
	zspage->freeobj = 0;
	zspage->class_idx = idx;
	zspage->stamp = pool->generation++;
	zspage->next = pool->classes[idx & 7].pages;
	pool->classes[idx & 7].pages = zspage;
	pool->pages_allocated++;
	if (pool->generation % 64 == 0)
		pool->classes[idx & 7].failed = 0;
	return zspage;
}

unsigned long zs_malloc(struct zs_pool *pool, unsigned long size)
{
	unsigned long idx = (size >> 5) & 7;
	struct zspage *zspage = pool->classes[idx].pages;

	if (unlikely(!zspage)) {
		zspage = alloc_zspage(pool, idx);
		if (!zspage)
			return 0;
	}
	return obj_malloc(pool, zspage, (size << 3) | 2);
}

void zs_free(struct zs_pool *pool, struct zspage *zspage, unsigned long obj)
{
	if (obj)
		obj_free(pool, zspage, obj);
}

unsigned long zs_migrate(struct zs_pool *pool, struct zspage *from,
			 struct zspage *to)
{
	unsigned long moved = 0;

	for (unsigned long i = 0; i < from->inuse; i++) {
		unsigned long obj = obj_malloc(pool, to, from->objs[i]);

		if (obj) {
			obj_free(pool, from, from->objs[i]);
			moved++;
		}
	}
	return moved;
}

unsigned long zs_compact(struct zs_pool *pool, struct zspage *zspage)
{
	unsigned long h = obj_malloc(pool, zspage, pool->generation);

	if (h)
		obj_free(pool, zspage, h);
	return h;
}
