// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_ring.c - the tune tests' ring buffers: ring_compact, the rare slow
 * path, is forced inline (__always_inline) into ring_push, which the four
 * noinline feed functions call; the copies cost text and, measured, time.
 * Usage: tune_ring N (the loop count); prints two checksums. */
#include <stdio.h>
#include <stdlib.h>

#ifndef __always_inline
#define __always_inline inline __attribute__((always_inline))
#endif
#define noinline __attribute__((noinline))

struct ring {
	unsigned int head, tail, mask;
	unsigned long dropped, sum;
	unsigned long slots[1024];
};

/* The slow path: the ring is full, fold the oldest half into the sum. */
static __always_inline void ring_compact(struct ring *r, unsigned long v)
{
	unsigned int half = (r->mask + 1) / 2;

	for (unsigned int i = 0; i < half; i++) {
		unsigned long x = r->slots[(r->tail + i) & r->mask];

		r->sum += x * 2654435761u ^ (x >> 7);
		if (x & 1)
			r->dropped++;
		else
			r->sum ^= x << 3;
	}
	r->tail += half;
	if (r->sum % 7 == 3)
		r->dropped += v & 3;
	else if (r->sum % 5 == 1)
		r->dropped ^= v >> 2;
	else
		r->sum += v;
}

static inline void ring_push(struct ring *r, unsigned long v)
{
	if (__builtin_expect(r->head - r->tail > r->mask, 0))
		ring_compact(r, v);
	r->slots[r->head++ & r->mask] = v;
}

static struct ring rx, tx, err_ring, log_ring;

static noinline void feed_rx(unsigned long v)
{
	ring_push(&rx, v);
}

static noinline void feed_tx(unsigned long v)
{
	ring_push(&tx, v * 3);
}

static noinline void feed_err(unsigned long v)
{
	ring_push(&err_ring, v ^ 5);
}

static noinline void feed_log(unsigned long v)
{
	ring_push(&log_ring, v + 7);
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 10000;

	rx.mask = tx.mask = err_ring.mask = log_ring.mask = 1023;
	for (unsigned long i = 0; i < n; i++) {
		feed_rx(i);
		if (i % 3 == 0)
			feed_tx(i);
		if (i % 5 == 0)
			feed_err(i);
		if (i % 7 == 0)
			feed_log(i);
	}
	printf("%lu %lu\n", rx.sum + tx.sum + err_ring.sum + log_ring.sum,
	       rx.dropped + tx.dropped + err_ring.dropped + log_ring.dropped);
	return 0;
}
