/* zs_pool.c - a zsmalloc-shaped allocator for lint -p: obj_malloc, a body
 * with three callers that LLVM keeps out of line, and handle_to_obj, one
 * shift that LLVM inlines everywhere with or without an annotation. */
#include "kernel.h"

#define OBJS_PER_PAGE 32
#define NR_CLASSES 8

struct zspage {
	struct zspage *next;
	unsigned long inuse, freeobj, class_size, stamp;
	unsigned long objs[OBJS_PER_PAGE];
};

struct size_class {
	struct zspage *pages;
	unsigned long size, allocated, migrated, failed;
};

struct zs_pool {
	struct size_class classes[NR_CLASSES];
	unsigned long pages_allocated, generation;
};

static unsigned long handle_to_obj(unsigned long handle)
{
	return handle >> 3;
}

static unsigned long obj_malloc(struct zs_pool *pool, struct zspage *zspage,
				unsigned long handle)
{
	struct size_class *class = &pool->classes[zspage->class_size & 7];
	unsigned long obj = zspage->freeobj;
	unsigned long next;

	if (unlikely(obj >= OBJS_PER_PAGE)) {
		class->failed++;
		return 0;
	}
	next = zspage->objs[obj];
	zspage->objs[obj] = handle | 1;
	zspage->freeobj = next % OBJS_PER_PAGE;
	zspage->inuse++;
	zspage->stamp = pool->generation++ ^ (handle * 2654435761UL);
	class->allocated += class->size;
	if (zspage->inuse == OBJS_PER_PAGE) {
		zspage->next = class->pages;
		class->pages = zspage;
		pool->pages_allocated++;
	}
	if (class->allocated > (1UL << 30)) {
		class->allocated >>= 1;
		class->migrated += class->allocated / (class->size | 1);
	}
	for (unsigned long i = 0; i < NR_CLASSES; i++)
		if (pool->classes[i].failed > zspage->stamp % 97)
			pool->classes[i].failed /= 2;
	return (obj << 8) | (zspage->class_size << 3) | (handle & 7);
}

unsigned long zs_malloc(struct zs_pool *pool, struct zspage *zspage,
			unsigned long size)
{
	unsigned long handle = (size << 3) | 2;

	if (!size || size > 4096)
		return 0;
	return obj_malloc(pool, zspage, handle);
}

unsigned long migrate_zspage(struct zs_pool *pool, struct zspage *from,
			     struct zspage *to)
{
	unsigned long moved = 0;

	for (unsigned long i = 0; i < from->inuse; i++)
		if (obj_malloc(pool, to, from->objs[i]))
			moved++;
	return moved;
}

unsigned long zs_compact(struct zs_pool *pool, struct zspage *zspage)
{
	unsigned long h = obj_malloc(pool, zspage, pool->generation);

	return h ? obj_malloc(pool, zspage, h) : 0;
}

unsigned long zs_obj_idx(unsigned long handle)
{
	return handle_to_obj(handle) % OBJS_PER_PAGE;
}

unsigned long zs_obj_page(unsigned long handle)
{
	return handle_to_obj(handle) / OBJS_PER_PAGE;
}
