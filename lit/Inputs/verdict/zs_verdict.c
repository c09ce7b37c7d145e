/* zs_verdict.c - a zsmalloc-shaped allocator for the verdict tests:
 * obj_malloc and obj_free, helpers with three callers each that clang -O2
 * keeps out of line, and alloc_zspage, a single-caller slow path behind a
 * cold branch that it keeps out of line too: a noinline changes nothing. */
#include "kernel.h"

#define OBJS 32
#define CLASSES 8

/* A page of objects: free slots are linked through objs[]. */
struct zspage {
	unsigned long objs[OBJS];
	unsigned long freeobj, inuse;
	unsigned long class_idx, stamp;
	struct zspage *next;
};

struct size_class {
	unsigned long size;
	unsigned long allocated, freed, failed;
	struct zspage *pages;
};

struct zs_pool {
	unsigned long generation, pages_allocated;
	struct size_class classes[CLASSES];
};

void *kmalloc(unsigned long size);
void kfree(void *p);

static unsigned long obj_malloc(struct zs_pool *pool, struct zspage *zspage,
				unsigned long handle)
{
	unsigned long idx = zspage->class_idx & (CLASSES - 1);
	struct size_class *sc = &pool->classes[idx];
	unsigned long slot = zspage->freeobj, link;

	if (unlikely(slot >= OBJS || zspage->inuse >= OBJS)) {
		sc->failed += 1;
		return 0;
	}
	/* The free list runs through the unused slots. */
	link = zspage->objs[slot];
	zspage->freeobj = link & (OBJS - 1);
	zspage->objs[slot] = (handle << 1) | 1;
	zspage->stamp = (zspage->stamp * 31) ^ pool->generation++ ^ handle;
	sc->allocated += sc->size ? sc->size : 8;
	if (++zspage->inuse == OBJS) {
		/* Full: off the class's partial list. */
		sc->pages = zspage->next;
		zspage->next = 0;
		pool->pages_allocated += 1;
	}
	if ((sc->failed ^ zspage->stamp) % 101 == 0)
		sc->failed >>= 1;
	return (slot << 8) | (idx << 3) | (handle & 7);
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
