// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_sites.c - the tune tests' lazy matcher: match_len, too big for -O2
 * to inline, is called at three sites of compress with constant modes; the
 * third runs only at level 9, which the bench never asks for. Usage:
 * tune_sites LEVEL N (the positions); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

#define WINDOW 4096

static unsigned char buf[WINDOW];

static unsigned match_len(unsigned pos, unsigned mode)
{
	unsigned len = 0, limit = mode == 0 ? 16 : mode == 1 ? 8 : 4;

	for (unsigned k = 0; k < limit; k++) {
		unsigned a = buf[(pos + k) % WINDOW];
		unsigned b = buf[(pos + k + 64) % WINDOW];

		if (mode == 0 && a != b)
			break;
		if (mode == 1 && ((a ^ b) & 0xf0))
			break;
		if (mode == 2 && ((a + b) & 1))
			break;
		len += mode + 1;
	}
	/* Extend backwards, as a lazy matcher does before it chooses. */
	for (unsigned k = 1; k < limit && k <= pos; k++) {
		unsigned a = buf[(pos - k) % WINDOW];
		unsigned b = buf[(pos - k + 64) % WINDOW];

		if (mode == 0 ? a != b : ((a ^ b) & (mode == 1 ? 0x30 : 0x01)))
			break;
		len += (a & 3) + mode;
	}
	switch (buf[pos % WINDOW] & 7) {
	case 0:
		return len * 3 + mode;
	case 1:
		return len ^ (mode << 2);
	case 2:
		return len + buf[(pos + 7) % WINDOW] * (mode + 1);
	case 3:
		return (len << 1) ^ buf[(pos + 13) % WINDOW];
	case 4:
		return len + (mode == 2 ? buf[(pos + 3) % WINDOW] : 5);
	case 5:
		return len * 7 - (mode == 1 ? buf[(pos + 9) % WINDOW] : 1);
	case 6:
		return len ^ buf[(pos + 31) % WINDOW] ^ mode;
	default:
		return len + 1;
	}
}

/* An out-of-line copy stays, as when a real matcher has other callers. */
unsigned (*volatile match_fn)(unsigned, unsigned) = match_len;

static unsigned compress(unsigned level, unsigned n)
{
	unsigned sum = 0;

	for (unsigned i = 0; i < n; i++) {
		unsigned cur = match_len(i, 0); /* call site 1 */

		if (cur > 2) {
			sum += match_len(i + 1, 1); /* call site 2 */
			if (level >= 9)
				sum += match_len(i + 2, 2); /* call site 3 */
		}
		sum += cur;
	}
	return sum;
}

int main(int argc, char **argv)
{
	unsigned level = argc > 1 ? (unsigned)atoi(argv[1]) : 6;
	unsigned n = argc > 2 ? (unsigned)strtoul(argv[2], NULL, 0) : 1000;

	for (unsigned i = 0; i < WINDOW; i++)
		buf[i] = (unsigned char)((i * 7) ^ (i >> 3)) & 0x3f;
	printf("%u\n", compress(level, n));
	return 0;
}
