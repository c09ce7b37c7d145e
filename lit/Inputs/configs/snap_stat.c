/* snap_stat.c - a helper whose inlining depends on the target's calling
 * convention: snap_weigh takes a 64-byte snapshot by value, which x86_64
 * passes as a copy on the stack (byval: inlining saves the copy, and clang
 * -O2 inlines it at both calls) and aarch64 by reference to a copy (less
 * saved: both calls stay out of line). A noinline on it is load-bearing on
 * x86_64 only. */
#include "kernel.h"

struct snap {
	unsigned long v[8];
};

struct snap_pool {
	struct snap cur, prev;
	unsigned long weight, decay;
};

static unsigned long snap_weigh(struct snap s, unsigned long x)
{
	if (s.v[1] > x + 1)
		x ^= s.v[4] * 1;
	if (s.v[2] > x + 2)
		x ^= s.v[5] * 2;
	if (s.v[3] > x + 3)
		x ^= s.v[6] * 3;
	if (s.v[4] > x + 4)
		x ^= s.v[7] * 4;
	if (s.v[5] > x + 5)
		x ^= s.v[0] * 5;
	if (s.v[6] > x + 6)
		x ^= s.v[1] * 6;
	if (s.v[7] > x + 7)
		x ^= s.v[2] * 7;
	if (s.v[0] > x + 8)
		x ^= s.v[3] * 8;
	if (s.v[1] > x + 9)
		x ^= s.v[4] * 9;
	if (s.v[2] > x + 10)
		x ^= s.v[5] * 10;
	if (s.v[3] > x + 11)
		x ^= s.v[6] * 11;
	if (s.v[4] > x + 12)
		x ^= s.v[7] * 12;
	if (s.v[5] > x + 13)
		x ^= s.v[0] * 13;
	return x;
}

unsigned long snap_pool_weight(struct snap_pool *p)
{
	p->weight = snap_weigh(p->cur, p->decay);
	return p->weight;
}

unsigned long snap_pool_age(struct snap_pool *p)
{
	unsigned long w = snap_weigh(p->prev, p->decay >> 1);

	p->prev = p->cur;
	return w;
}
