/* pool.h - a zsmalloc-shaped object pool: size classes, pages carved into
 * fixed-size objects, a fast path that takes a free slot, a slow path that
 * allocates a new page. */
#ifndef POOL_POOL_H
#define POOL_POOL_H

#include <stddef.h>

#define POOL_CLASSES 8
#define POOL_PAGE_OBJS 32

struct zpage {
	struct zpage *next;
	unsigned int used;
	unsigned int free_idx[POOL_PAGE_OBJS];
	unsigned int nr_free;
	unsigned int class_size;
	unsigned char *mem;
	unsigned long stamp;
};

/* aligned_alloc wants a size that is a multiple of the alignment. */
#define ZPAGE_BYTES ((sizeof(struct zpage) + 63) & ~(size_t)63)

struct size_class {
	unsigned int size;
	unsigned int nr_pages;
	struct zpage *pages;
	unsigned long allocs;
	unsigned long frees;
	unsigned long hist[8];
	unsigned int peak;
};

struct pool {
	struct size_class classes[POOL_CLASSES];
	unsigned long nr_alloc_fail;
	unsigned long generation;
};

struct pool *pool_create(void);
void pool_destroy(struct pool *pool);
unsigned long pool_alloc(struct pool *pool, size_t size);
void pool_free(struct pool *pool, unsigned long handle);
unsigned long pool_migrate(struct pool *pool, unsigned int cls);
unsigned long pool_checksum(const struct pool *pool);
unsigned long pool_entry_stats(const struct pool *pool);

#endif
