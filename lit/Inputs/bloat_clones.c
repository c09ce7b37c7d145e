/* bloat_clones.c - a file built twice for the bloat tests (-DNEW the second
 * time): GCC-style clones whose numbers change between builds, and
 * functions that come and go. Clang does not name clones .constprop.N,
 * .isra.N or .part.N; the asm labels give them GCC's names. */
#include "kernel.h"

struct zpage {
	unsigned long flags;
	unsigned int nr_free;
	unsigned int class_size;
};

#ifdef NEW
#define CLONE(name, n) __asm__(#name "." #n ".1")
#else
#define CLONE(name, n) __asm__(#name "." #n ".0")
#endif

/* Two clones of one static, as GCC makes for two constant arguments: the
 * script sums them under one name, zap_page.constprop. */
static noinline unsigned long zap_page_a(struct zpage *p)
	CLONE(zap_page, constprop);
static noinline unsigned long zap_page_b(struct zpage *p)
	__asm__("zap_page.constprop.7");
static noinline unsigned int page_index(unsigned long flags)
	CLONE(page_index, isra);
static noinline int free_slow(struct zpage *p) CLONE(free_slow, part);

static noinline unsigned long zap_page_a(struct zpage *p)
{
	return p->flags & ~0xfffUL;
}

static noinline unsigned long zap_page_b(struct zpage *p)
{
#ifdef NEW
	return (p->flags >> 12 | p->nr_free) * p->class_size;
#else
	return p->flags >> 12 | p->nr_free;
#endif
}

static noinline unsigned int page_index(unsigned long flags)
{
#ifdef NEW
	return (unsigned int)(flags >> 12) * 3 + (unsigned int)(flags & 7);
#else
	return (unsigned int)(flags >> 12);
#endif
}

static noinline int free_slow(struct zpage *p)
{
	return p->nr_free ? 0 : (int)p->class_size;
}

#ifdef NEW
/* Added by the second build. */
noinline int zone_compact(struct zpage *p, int n)
{
	int moved = 0;

	for (int i = 0; i < n; i++)
		moved += free_slow(&p[i]);
	return moved;
}
#else
/* Removed by the second build. */
noinline int zone_shrink(struct zpage *p)
{
	return free_slow(p) - 1;
}
#endif

unsigned long zone_walk(struct zpage *p)
{
	return zap_page_a(p) + zap_page_b(p) + page_index(p->flags) +
	       (unsigned long)free_slow(p);
}
