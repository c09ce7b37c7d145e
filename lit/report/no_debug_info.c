// Without debug info inlint gives no advice rather than other advice: a
// header's forced helpers (atomic_long_read, spin_lock) would look like
// this file's and be called redundant, and call lines would be 0. The
// record keeps the facts, has no recommendation and no information entry,
// and one problem names the flag to add; show prints it and exits with
// status 1, and the compile prints nothing. With -gline-tables-only the
// advice is the same as with -g.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/zs_pool.c && cp %inputs/atomic_helpers.h %t/
// RUN: cd %t && env INLINT_OUT=%t/g %clang -O2 -g -fpass-plugin=%plugin -c zs_pool.c -o g.o
// RUN: cd %t && env INLINT_OUT=%t/lines %clang -O2 -gline-tables-only -fpass-plugin=%plugin -c zs_pool.c -o lines.o
// RUN: cd %t && env INLINT_OUT=%t/none %clang -O2 -fpass-plugin=%plugin -c zs_pool.c -o none.o 2>&1 | count 0
// RUN: %inlint show --all %t/g/zs_pool.c.inlint.yaml > %t/g.out
// RUN: %inlint show --all %t/lines/zs_pool.c.inlint.yaml > %t/lines.out
// RUN: diff %t/g.out %t/lines.out
// RUN: FileCheck --check-prefix=G %s < %t/g.out
// RUN: FileCheck --check-prefix=RECORD %s < %t/none/zs_pool.c.inlint.yaml
// RUN: %inlint show --all %t/none/zs_pool.c.inlint.yaml > %t/none.out; echo "exit $?" >> %t/none.out
// RUN: FileCheck --check-prefix=SHOW %s < %t/none.out

#include "atomic_helpers.h"

struct zs_page {
	struct zs_page *next;
	unsigned long free, stamp, mem[64];
};

struct zs_pool {
	spinlock_t lock;
	atomic_long_t pages;
	struct zs_page *first;
	unsigned long generation;
};

void *kmalloc(unsigned long size);

static struct zs_page *alloc_zspage(struct zs_pool *pool)
{
	struct zs_page *p = kmalloc(sizeof(*p));

	if (!p)
		return 0;
	for (unsigned long i = 0; i < 64; i++)
		p->mem[i] = 0x6b6b6b6b6b6b6b6bUL ^ (i * 2654435761UL);
	p->free = 64;
	p->stamp = pool->generation++;
	p->next = pool->first;
	pool->first = p;
	atomic_long_inc(&pool->pages);
	if (atomic_long_read(&pool->pages) > 1000)
		pool->generation = 0;
	if (pool->generation % 64 == 0)
		p->stamp /= 2;
	return p;
}

unsigned long zs_malloc(struct zs_pool *pool)
{
	struct zs_page *p;
	unsigned long h = 0;

	spin_lock(&pool->lock);
	p = pool->first;
	if (!likely(p && p->free))
		p = alloc_zspage(pool);
	if (p) {
		p->free--;
		h = p->mem[p->free];
	}
	spin_unlock(&pool->lock);
	return h;
}

// G:      zs_pool.c:{{[0-9]+}}: noinline: alloc_zspage: {{.*}} [inlint-cold-slow-path]
// G-NOT:  atomic_long_read
// G-NOT:  spin_lock
// G:      zs_pool.c: 6 functions, 1 recommendation

// RECORD:      debug_info: false
// RECORD:      outcome_source: calls
// RECORD-NEXT: inliner:
// RECORD:      problems:
// RECORD-NEXT: - 'zs_pool.c: no debug info, so no advice: compile with -gline-tables-only (or -g)'
// RECORD-NEXT: functions:
// RECORD:      recommendations: []
// RECORD-NOT:  information:

// SHOW:      zs_pool.c: warning: no debug info, so no advice: compile with -gline-tables-only (or -g)
// SHOW-NEXT: zs_pool.c: 6 functions, 0 recommendations, 1 problem
// SHOW-NEXT: exit 1
