// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* ring_elems.c - four wrappers between a constant element size and the
 * copy loops it picks: ring_put_one -> ring_put_bulk (a switch on the
 * ring's mode) -> ring_mp_put_bulk -> ring_do_put -> ring_copy_elems, which
 * scales the count by the size for ring_copy32 (a switch on n & 7).
 * Usage: ring_elems N (the loop count); prints a checksum. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define noinline __attribute__((noinline))

enum ring_sync { RING_SYNC_MT, RING_SYNC_ST, RING_SYNC_RTS };

struct ring {
	enum ring_sync sync;
	uint32_t size, mask, head, tail, spins;
	uint32_t slots[4 * 256]; /* size elements of up to 16 bytes */
};

static void ring_copy32(struct ring *r, uint32_t size, uint32_t idx,
			const uint32_t *obj, uint32_t n)
{
	uint32_t i = 0;

	if (idx + n <= size) {
		for (; i < (n & ~7u); i += 8, idx += 8) {
			r->slots[idx] = obj[i];
			r->slots[idx + 1] = obj[i + 1];
			r->slots[idx + 2] = obj[i + 2];
			r->slots[idx + 3] = obj[i + 3];
			r->slots[idx + 4] = obj[i + 4];
			r->slots[idx + 5] = obj[i + 5];
			r->slots[idx + 6] = obj[i + 6];
			r->slots[idx + 7] = obj[i + 7];
		}
		switch (n & 7) {
		case 7:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		case 6:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		case 5:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		case 4:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		case 3:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		case 2:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		case 1:
			r->slots[idx++] = obj[i++]; /* fallthrough */
		}
	} else {
		for (; idx < size; i++, idx++)
			r->slots[idx] = obj[i];
		for (idx = 0; i < n; i++, idx++)
			r->slots[idx] = obj[i];
	}
}

static void ring_copy64(struct ring *r, uint32_t idx, const void *obj,
			uint32_t n)
{
	const char *o = obj;

	for (uint32_t i = 0; i < n; i++, idx++)
		memcpy(&r->slots[2 * (idx < r->size ? idx : idx - r->size)],
		       o + 8 * i, 8);
}

/* The element size picks the copy; every caller passes it as a constant. */
static void ring_copy_elems(struct ring *r, uint32_t head, const void *obj,
			    uint32_t esize, uint32_t num)
{
	uint32_t scale = esize / sizeof(uint32_t);

	if (esize == 8)
		ring_copy64(r, head & r->mask, obj, num);
	else
		ring_copy32(r, r->size * scale, (head & r->mask) * scale, obj,
			    num * scale);
}

static uint32_t ring_move_head(struct ring *r, uint32_t n, int single)
{
	uint32_t head = r->head;

	if (!single)
		r->spins += head & 1;
	if (r->size - (head - r->tail) < n)
		return 0;
	r->head = head + n;
	return n;
}

static uint32_t ring_do_put(struct ring *r, const void *obj, uint32_t esize,
			    uint32_t n, int single)
{
	uint32_t head = r->head;

	n = ring_move_head(r, n, single);
	if (n)
		ring_copy_elems(r, head, obj, esize, n);
	return n;
}

static uint32_t ring_mp_put_bulk(struct ring *r, const void *obj,
				 uint32_t esize, uint32_t n)
{
	return ring_do_put(r, obj, esize, n, 0);
}

static uint32_t ring_sp_put_bulk(struct ring *r, const void *obj,
				 uint32_t esize, uint32_t n)
{
	return ring_do_put(r, obj, esize, n, 1);
}

static uint32_t ring_rts_put_bulk(struct ring *r, const void *obj,
				  uint32_t esize, uint32_t n)
{
	r->spins++;
	return ring_do_put(r, obj, esize, n, 0);
}

static uint32_t ring_put_bulk(struct ring *r, const void *obj, uint32_t esize,
			      uint32_t n)
{
	switch (r->sync) {
	case RING_SYNC_MT:
		return ring_mp_put_bulk(r, obj, esize, n);
	case RING_SYNC_ST:
		return ring_sp_put_bulk(r, obj, esize, n);
	case RING_SYNC_RTS:
		return ring_rts_put_bulk(r, obj, esize, n);
	}
	return 0;
}

static int ring_put_one(struct ring *r, const void *obj, uint32_t esize)
{
	return ring_put_bulk(r, obj, esize, 1) ? 0 : -1;
}

static struct ring ring;

static noinline uint64_t put_words(unsigned long n)
{
	uint64_t sum = 0;

	for (unsigned long i = 0; i < n; i++) {
		uint32_t w = (uint32_t)i * 2654435761u;

		if (ring_put_one(&ring, &w, 4))
			ring.tail = ring.head;
		sum += ring.slots[(ring.head - 1) & ring.mask];
	}
	return sum;
}

static noinline uint64_t put_pairs(unsigned long n)
{
	uint64_t sum = 0;

	for (unsigned long i = 0; i < n; i++) {
		uint64_t w = i * 0x9e3779b97f4a7c15ull;

		if (ring_put_one(&ring, &w, 8))
			ring.tail = ring.head;
		sum += ring.slots[(ring.head - 2) & ring.mask];
	}
	return sum;
}

static noinline uint64_t put_quads(unsigned long n)
{
	uint64_t sum = 0;

	for (unsigned long i = 0; i < n; i++) {
		uint32_t w[4] = {(uint32_t)i, (uint32_t)i >> 3, 7, 9};

		if (ring_put_one(&ring, w, 16))
			ring.tail = ring.head;
		sum += ring.slots[(ring.head - 4) & ring.mask];
	}
	return sum;
}

/* Bursts of a few elements, through the bulk call. */
#define PUT_BURST(name, size)                                                  \
	static noinline uint64_t name(unsigned long n)                         \
	{                                                                      \
		uint64_t sum = 0;                                              \
		uint32_t w[4 * 4];                                             \
                                                                               \
		for (unsigned long i = 0; i < n; i++) {                        \
			for (int k = 0; k < 16; k++)                           \
				w[k] = (uint32_t)(i * 31 + (unsigned long)k);  \
			if (!ring_put_bulk(&ring, w, size, 1 + (i & 3)))       \
				ring.tail = ring.head;                         \
			sum += ring.slots[ring.head & ring.mask];              \
		}                                                              \
		return sum;                                                    \
	}
PUT_BURST(burst_words, 4)
PUT_BURST(burst_pairs, 8)
PUT_BURST(burst_quads, 16)

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000;
	uint64_t sum = 0;

	ring.size = 256;
	ring.mask = 255;
	for (int mode = 0; mode < 3; mode++) {
		ring.sync = (enum ring_sync)mode;
		sum += put_words(n) + put_pairs(n) + put_quads(n);
		sum += burst_words(n) + burst_pairs(n) + burst_quads(n);
	}
	printf("%llu %u\n", (unsigned long long)sum, ring.spins);
	return 0;
}
