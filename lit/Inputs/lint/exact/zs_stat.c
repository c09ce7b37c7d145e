/* zs_stat.c - the other TU that uses zs_fold, from two callers. */
#include "zs_util.h"

unsigned long zs_stat_get(unsigned long *stats, unsigned long idx)
{
	return zs_fold(stats[idx], idx);
}

unsigned long zs_stat_sum(unsigned long *stats, unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n; i++)
		sum += zs_fold(stats[i], n);
	return sum;
}
