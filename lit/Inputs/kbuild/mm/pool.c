/* pool.c - a fast path with a helper kept out of line and a slow path. */
#include <generated/bounds.h>

static unsigned long refill(unsigned long *slots, unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n && i < NR_CLASSES * 4; i++) {
		slots[i] = (i * 2654435761UL) ^ ZPAGE_SIZE;
		sum += slots[i] >> 3;
	}
	return sum;
}

unsigned long pool_take(unsigned long *slots, unsigned long n)
{
	if (__builtin_expect(n > 4, 1))
		return slots[n - 1];
	return refill(slots, n);
}

/* Small enough for the kernel's ThinLTO import limit (5 instructions):
 * only the link can inline it into another file. */
unsigned long pool_peek(const unsigned long *slots)
{
	return slots[0];
}
