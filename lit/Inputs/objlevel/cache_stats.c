/* cache_stats.c - a TU whose own source has no annotation the
 * preprocessor keeps: its one noinline is under #if 0. audit needs no
 * baseline of it. */
#include "kernel.h"

struct cache_stats {
	unsigned long hits, misses;
};

#if 0
static noinline unsigned long stats_slow(struct cache_stats *s)
{
	return s->hits * 100 / (s->hits + s->misses + 1);
}
#endif

unsigned long cache_hit_rate(struct cache_stats *s)
{
	return s->hits * 100 / (s->hits + s->misses + 1);
}
