/* zs_loop.c - a noinline helper of two instructions called in a loop:
 * inlint advises removing the noinline (noinline-in-hot-loop). */
#include "kernel.h"

static noinline unsigned long zs_mix(unsigned long x)
{
	return x * 31 + 7;
}

unsigned long zs_checksum(const unsigned long *v, unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n; i++)
		sum += zs_mix(v[i]);
	return sum;
}
