/* zs_util.h - a header helper that zs_map.c and zs_stat.c inline today
 * (zs_other.c does not include it). */
#include "kernel.h"

static inline unsigned long zs_fold(unsigned long x, unsigned long salt)
{
	x ^= salt * 0x9e3779b97f4a7c15UL;
	x ^= x >> 29;
	x *= 0xbf58476d1ce4e5b9UL;
	x ^= x >> 32;
	return x;
}
