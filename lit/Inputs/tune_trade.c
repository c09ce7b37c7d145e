// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_trade.c - the tune tests' receive loop: parse_hdr, too big for -O2
 * to inline, folds to one protocol when forced with a constant one.
 * stat_fold, an unrolled update whose branches its site constant decides,
 * runs at four sites of the slow path once every PERIOD frames: forced,
 * each copy saves a little and costs its bytes. Usage: tune_trade N
 * [PERIOD] (the frames, 256 by default); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

#define FRAME 64

static unsigned char ring[FRAME * 256];
static unsigned stats[32], hist[32];

static unsigned parse_hdr(const unsigned char *p, unsigned proto)
{
	unsigned sum = 0;

	for (unsigned k = 0; k < 16; k++) {
		switch (proto) {
		case 0:
			sum += p[k] ^ (sum << 1);
			break;
		case 1:
			sum = (sum * 31) + p[k + 16];
			break;
		case 2:
			sum ^= (unsigned)p[k] << (k & 7);
			break;
		case 3:
			sum += (p[k] & 0x0f) * (k + 1);
			break;
		default:
			sum -= p[(k * 5) % FRAME];
			break;
		}
	}
	/* Options, as a real header's are: each kind reads its own bytes. */
	for (unsigned k = 1; k < 8 && p[k] != 0xff; k++) {
		if (proto == 0 ? p[k] == p[k + 8] : ((p[k] ^ p[k + 8]) & 0x30))
			break;
		sum += (p[k + 24] & 3) + proto;
	}
	switch (p[0] & 7) {
	case 0:
		return sum * 3 + proto;
	case 1:
		return sum ^ (proto << 2);
	case 2:
		return sum + p[7] * (proto + 1);
	case 3:
		return (sum << 1) ^ p[13];
	case 4:
		return sum + (proto == 2 ? p[3] : 5);
	case 5:
		return sum * 7 - (proto == 1 ? p[9] : 1);
	case 6:
		return sum ^ p[31] ^ proto;
	default:
		return sum + 1;
	}
}

static void stat_fold(unsigned v, unsigned site)
{
#pragma clang loop unroll(full)
	for (unsigned k = 0; k < 32; k++) {
		if (site & 1)
			stats[k] += v >> (k & 15);
		if (site & 2)
			stats[k] ^= v * (k + 3);
		if (site & 4)
			stats[k] -= stats[(k + 7) & 31];
	}
}

static void hist_fold(unsigned v, unsigned site)
{
#pragma clang loop unroll(full)
	for (unsigned k = 0; k < 32; k++) {
		if (site & 1)
			hist[k] += v << (k & 7);
		if (site & 2)
			hist[k] ^= v + k * 5;
		if (site & 4)
			hist[k] -= hist[(k + 7) & 31];
	}
}

/* Out-of-line copies stay, as when a driver has other callers. */
unsigned (*volatile parse_fn)(const unsigned char *, unsigned) = parse_hdr;
void (*volatile fold_fn[])(unsigned, unsigned) = {stat_fold, hist_fold};

/* The slow path, out of line as a driver keeps it. */
static __attribute__((noinline)) void rx_account(unsigned h, unsigned sum)
{
	if (h & 1)
		stat_fold(h, 1);
	else
		stat_fold(h, 2);
	if (h & 2)
		hist_fold(sum, 3);
	else
		hist_fold(sum, 4);
}

static unsigned rx_burst(unsigned n, unsigned period)
{
	unsigned sum = 0;

	for (unsigned i = 0; i < n; i++) {
		const unsigned char *p = &ring[(i % 256) * FRAME];
		unsigned h = parse_hdr(p, 1);

		sum += h;
		if (i % period == 0)
			rx_account(h, sum);
	}
	return sum;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 0) : 1000;

	for (unsigned i = 0; i < sizeof(ring); i++)
		ring[i] = (unsigned char)((i * 13) ^ (i >> 4));
	printf("%u %u\n", rx_burst(n, argc > 2 ? (unsigned)atoi(argv[2]) : 256),
	       stats[7] ^ hist[5]);
	return 0;
}
