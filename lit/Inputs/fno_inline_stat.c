/* Zone counters as a developer builds them with -fno-inline to read a
 * backtrace (KCFLAGS=-fno-inline): clang marks every function but the
 * __always_inline ones noinline. */
#include "kernel.h"

struct zone_stat {
	unsigned long vm_stat[8];
	unsigned long overflows;
};

static __always_inline unsigned long stat_idx(unsigned long item)
{
	return item & 7;
}

static inline void zone_page_add(struct zone_stat *z, unsigned long item,
				 long delta)
{
	z->vm_stat[stat_idx(item)] += delta;
}

static noinline void zone_stat_overflow(struct zone_stat *z)
{
	z->overflows++;
}

static unsigned long zone_sum(const struct zone_stat *z)
{
	unsigned long s = 0;

	for (int i = 0; i < 8; i++)
		s += z->vm_stat[i];
	return s;
}

unsigned long refresh_zone_stat(struct zone_stat *z, unsigned long item,
				long delta)
{
	zone_page_add(z, item, delta);
	if (z->vm_stat[stat_idx(item)] > 1000000)
		zone_stat_overflow(z);
	return zone_sum(z);
}
