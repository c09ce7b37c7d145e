// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_ring.c - the tune tests' ring buffers: ring_compact, the rare slow
 * path, is forced inline (__always_inline) into ring_push, which the four
 * feed functions call, from main in another file (tune_ring_main.c); the
 * copies cost text and, measured, time. Usage: tune_ring N (the loop
 * count); prints two checksums. */
#ifndef __always_inline
#define __always_inline inline __attribute__((always_inline))
#endif
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

void feed_rx(unsigned long v)
{
	ring_push(&rx, v);
}

void feed_tx(unsigned long v)
{
	ring_push(&tx, v * 3);
}

void feed_err(unsigned long v)
{
	ring_push(&err_ring, v ^ 5);
}

void feed_log(unsigned long v)
{
	ring_push(&log_ring, v + 7);
}

void ring_init(unsigned int mask)
{
	rx.mask = tx.mask = err_ring.mask = log_ring.mask = mask;
}

unsigned long ring_sum(void)
{
	return rx.sum + tx.sum + err_ring.sum + log_ring.sum;
}

unsigned long ring_dropped(void)
{
	return rx.dropped + tx.dropped + err_ring.dropped + log_ring.dropped;
}
