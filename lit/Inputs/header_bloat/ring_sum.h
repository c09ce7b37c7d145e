/* A header helper too big for LLVM to inline at six calls: each TU that
 * calls it keeps a copy of its own. */
struct ring {
	unsigned long slot[16];
	unsigned int head, tail, mask;
};

static inline unsigned long ring_sum(const struct ring *r, unsigned int from)
{
	unsigned long sum = 0, odd = 0, big = 0;

	for (unsigned int i = from; i != r->tail; i = (i + 1) & r->mask) {
		unsigned long v = r->slot[i];

		if (v & 1)
			sum += v * 3 + (v >> 4);
		else if (v & 2)
			sum ^= v << 2;
		else
			sum += v / (i + 1);
		if (sum > 1000000)
			sum -= r->slot[(i + 7) & r->mask] % 977;
	}
	for (unsigned int i = 0; i < 16; i++) {
		if (r->slot[i] % 3 == 1)
			odd += r->slot[i] / 7;
		else if (r->slot[i] > sum)
			big = r->slot[i] % (sum | 1);
		else
			odd ^= r->slot[(i * 5) & 15] >> (i & 7);
	}
	for (unsigned int i = r->head; i != from; i = (i + 3) & r->mask) {
		if (r->slot[i] & 4)
			big += r->slot[i] % 13;
		else
			big -= r->slot[i] / 11;
	}
	for (unsigned int i = 1; i < 16; i += 1) {
		if (r->slot[i] % 5 == 1)
			odd += r->slot[i] / 7;
		else if (r->slot[(i + 1) & 15] > big)
			big ^= r->slot[i] % (odd | 1);
		else
			sum -= r->slot[(i * 3) & 15] >> 1;
	}
	for (unsigned int i = 2; i < 16; i += 2) {
		if (r->slot[i] % 6 == 2)
			odd += r->slot[i] / 8;
		else if (r->slot[(i + 2) & 15] > big)
			big ^= r->slot[i] % (odd | 2);
		else
			sum -= r->slot[(i * 4) & 15] >> 2;
	}
	for (unsigned int i = 3; i < 16; i += 3) {
		if (r->slot[i] % 7 == 3)
			odd += r->slot[i] / 9;
		else if (r->slot[(i + 3) & 15] > big)
			big ^= r->slot[i] % (odd | 3);
		else
			sum -= r->slot[(i * 5) & 15] >> 3;
	}
	for (unsigned int i = 4; i < 16; i += 4) {
		if (r->slot[i] % 8 == 4)
			odd += r->slot[i] / 10;
		else if (r->slot[(i + 4) & 15] > big)
			big ^= r->slot[i] % (odd | 4);
		else
			sum -= r->slot[(i * 6) & 15] >> 4;
	}
	return sum + odd * 5 + big / 3;
}

/* A comparison handed to sort by address: every TU that takes the address
 * keeps a copy, however small. */
static inline int ring_cmp(const void *a, const void *b)
{
	const unsigned long *x = a, *y = b;

	return (*x > *y) - (*x < *y);
}

void ring_sort(unsigned long *v, unsigned int n,
	       int (*cmp)(const void *, const void *));

/* The readers of rx.c and tx.c: six calls of ring_sum in each. */
#define RING_READER(name, off)                          \
	unsigned long name(const struct ring *r)        \
	{                                               \
		return ring_sum(r, r->head + (off));    \
	}
