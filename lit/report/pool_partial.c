// A pool whose fast-path helper clang inlines where it matters: at the
// likely() fast path and in the migration loop. Only the call after the cold
// slow path keeps it out of line, so the outcome is "partial" and inlint does
// not advise forcing it into a cold path. The slow path gets noinline.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

struct page {
	struct page *next;
	unsigned int nr_free, used, size;
	unsigned int free_idx[32];
	unsigned long stamp, *mem;
};

struct class {
	struct page *pages;
	unsigned long allocs, hist[8];
	unsigned int peak, nr_pages;
};

void *kmalloc(unsigned long size);

static unsigned long obj_malloc(struct class *c, struct page *p,
				unsigned long gen)
{
	unsigned int idx = p->free_idx[--p->nr_free];
	unsigned long *obj = p->mem + (unsigned long)idx * p->size;

	p->used++;
	p->stamp = gen;
	c->allocs++;
	obj[0] = gen ^ idx;
	if (p->size > 2)
		obj[1] = (unsigned long)p->size << 8 | idx;
	for (unsigned int w = 2; w < 8 && w < p->size; w++)
		obj[w] = 0;
	c->hist[idx & 7]++;
	if (p->used > c->peak)
		c->peak = p->used;
	if (!p->nr_free && c->pages == p && p->next) {
		c->pages = p->next;
		p->next = 0;
		for (struct page *q = c->pages; q; q = q->next)
			if (!q->next) {
				q->next = p;
				break;
			}
	}
	return (unsigned long)p | idx;
}

static struct page *alloc_page(struct class *c, unsigned long gen)
{
	struct page *p = kmalloc(sizeof(*p));

	if (!p)
		return 0;
	p->mem = kmalloc(32 * 64);
	if (!p->mem)
		return 0;
	for (unsigned int i = 0; i < 32; i++)
		p->free_idx[i] = 31 - i;
	for (unsigned int i = 0; i < 32 * 8; i++)
		p->mem[i] = 0x6b6b6b6b6b6b6b6bUL ^ i;
	p->nr_free = 32;
	p->used = 0;
	p->size = 8;
	p->stamp = gen;
	p->next = c->pages;
	c->pages = p;
	c->nr_pages++;
	return p;
}

unsigned long pool_alloc(struct class *c, unsigned long gen)
{
	struct page *p = c->pages;

	if (likely(p && p->nr_free))
		return obj_malloc(c, p, gen);
	p = alloc_page(c, gen);
	if (!p)
		return 0;
	return obj_malloc(c, p, gen);
}

unsigned long pool_migrate(struct class *c, unsigned long gen)
{
	struct page *src = c->pages, *dst;
	unsigned long moved = 0;

	if (!src || !src->next)
		return 0;
	dst = src->next;
	while (src->used && dst->nr_free) {
		moved += obj_malloc(c, dst, gen) & 1;
		src->used--;
	}
	return moved;
}

// CHECK-LABEL: schema: inlint/1
// CHECK-LABEL: - name: obj_malloc
// CHECK:       linkage: static
// CHECK:       callers: 2
// CHECK:       call_sites:
// CHECK-NEXT:  - caller: pool_alloc
// CHECK-NEXT:    line: [[#FAST:]]
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 0.9995
// CHECK-NEXT:    inlined: true
// CHECK-NEXT:    kept: false
// CHECK-NEXT:  - caller: pool_alloc
// CHECK-NEXT:    line: [[#FAST+4]]
// CHECK-NEXT:    hotness: cold
// CHECK-NEXT:    frequency: 0.000312344
// CHECK-NEXT:    inlined: false
// CHECK-NEXT:    kept: true
// CHECK-NEXT:  - caller: pool_migrate
// CHECK-NEXT:    line: [[#FAST+16]]
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 5.95858
// CHECK-NEXT:    inlined: true
// CHECK-NEXT:    kept: false
// CHECK-NEXT:  outcome: partial
// CHECK-NEXT:  final_size: {{[1-9][0-9]*}}
// CHECK-NEXT:  calls_left: 1
// CHECK-NEXT:  inlined_into:
// CHECK-NEXT:  - caller: pool_alloc
// CHECK-NEXT:    into: pool_alloc
// CHECK-NEXT:    line: [[#FAST]]
// CHECK-NEXT:  - caller: pool_migrate
// CHECK-NEXT:    into: pool_migrate
// CHECK-NEXT:    line: [[#FAST+16]]
// CHECK-LABEL: - name: alloc_page
// CHECK:       callers: 1
// CHECK:         hotness: cold
// CHECK:       outcome: out_of_line
// CHECK-LABEL: recommendations:
// CHECK-NOT:   obj_malloc
// CHECK:       - function: alloc_page
// CHECK:         action: noinline
// CHECK-NEXT:    reason: cold-slow-path
// CHECK:         message: {{.*}}out of line in this build already{{.*}}profile
// CHECK-NOT:   obj_malloc
