// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_hand.c - hand annotations a measurement overturns: frame_sum is
 * forced into the three cases of frame_rx, three copies specialised by their
 * seeds (without it, -O2 sinks the three calls into one and inlines that:
 * a little slower, and smaller); frame_kind is tiny, called three times per
 * frame from a loop, and kept out of line, which costs more than the rest
 * saves. Usage: tune_hand N (the loop count); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

#ifndef __always_inline
#define __always_inline inline __attribute__((always_inline))
#endif
#define noinline __attribute__((noinline))

struct frame {
	unsigned int len, kind;
	unsigned char data[64];
};

static __always_inline unsigned int frame_sum(const struct frame *f,
					      unsigned int seed)
{
	unsigned int s = seed, i;

	for (i = 0; i < f->len; i++) {
		s = (s << 5) + s + f->data[i];
		if (f->data[i] & 0x80)
			s ^= s >> 7;
		else if (f->data[i] & 0x40)
			s += f->kind * (i + 3);
		else
			s -= f->data[(i + 5) & 63];
	}
	for (i = f->len; i < 2 * f->len; i++) {
		s ^= f->data[(i * 7) & 63] << (i & 15);
		if (s & 0x100)
			s += f->data[(i + 9) & 63] * 3;
		if (s & 0x2000)
			s -= f->kind << 2;
	}
	switch (f->kind & 7) {
	case 0:
		return s ^ (s >> 11);
	case 1:
		return s * 2654435761u;
	case 2:
		return s + (s << 3);
	case 3:
		return s ^ f->data[s & 63];
	case 4:
		return s - f->data[(s >> 8) & 63];
	case 5:
		return (s << 7) | (s >> 25);
	case 6:
		return s + f->len * 9;
	default:
		return ~s;
	}
}

static noinline unsigned int frame_kind(const struct frame *f)
{
	return f->kind & 7;
}

static unsigned int frame_rx(const struct frame *f, unsigned int i)
{
	switch (i % 3) {
	case 0:
		return frame_sum(f, 1);
	case 1:
		return frame_sum(f, 7);
	default:
		return frame_sum(f, 13);
	}
}

static unsigned int frame_kinds(const struct frame *ring, unsigned int n)
{
	unsigned int k = 0;

	for (unsigned int i = 0; i < n; i++)
		k += frame_kind(&ring[i % 16]);
	return k;
}

int main(int argc, char **argv)
{
	unsigned int n = argc > 1 ? (unsigned int)atoi(argv[1]) : 1000, acc = 0;
	static struct frame ring[18];

	for (unsigned int j = 0; j < 18; j++) {
		ring[j].len = 8 + j % 5;
		ring[j].kind = j * 7;
		for (unsigned int b = 0; b < 64; b++)
			ring[j].data[b] = (unsigned char)(j * 31 + b * 17);
	}
	for (unsigned int i = 0; i < n; i++)
		acc += frame_rx(&ring[i % 16], i);
	acc += frame_kinds(ring, 3 * n);
	printf("%u\n", acc);
	return 0;
}
