/* pool.c - a fast path and the helper it calls, built in every configuration. */
#include <generated/bounds.h>

static unsigned long refill(unsigned long *slots, unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n && i < NR_CLASSES * 4; i++)
		sum += slots[i] = i * 2654435761UL;
	return sum;
}

unsigned long pool_take(unsigned long *slots, unsigned long n)
{
	if (__builtin_expect(n > 4, 1))
		return slots[n - 1];
	return refill(slots, n);
}
