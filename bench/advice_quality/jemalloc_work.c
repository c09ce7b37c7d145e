// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* jemalloc_work.c - advice_quality.sh's fixed workload for jemalloc
 * (configured with the je_ prefix): a generated mix of small, medium and
 * large allocations, frees in random order, reallocs and callocs; prints a
 * checksum of what it wrote. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "jemalloc/jemalloc.h"

enum { SLOTS = 4096, STEPS = 400000 };

static uint32_t seed = 1;

static uint32_t rnd(void)
{
	seed = seed * 1103515245u + 12345u;
	return seed >> 8;
}

static size_t size_of(uint32_t r)
{
	if (r % 100 < 85)
		return 8 + r % 120;
	if (r % 100 < 99)
		return 128 + r % 1900;
	return 16384 + r % 50000;
}

int main(void)
{
	static unsigned char *slot[SLOTS];
	static size_t len[SLOTS];
	uint32_t sum = 0;

	for (int step = 0; step < STEPS; step++) {
		uint32_t r = rnd(), i = r % SLOTS;

		if (slot[i] && r % 11 == 0) {
			size_t n = size_of(rnd());
			unsigned char *p = je_realloc(slot[i], n);

			if (!p)
				return 1;
			slot[i] = p;
			len[i] = n;
		} else if (slot[i]) {
			sum += slot[i][len[i] - 1] + slot[i][0];
			je_free(slot[i]);
			slot[i] = NULL;
		} else {
			size_t n = size_of(rnd());

			slot[i] = r % 5 || n > 256 ? je_malloc(n)
						   : je_calloc(1, n);
			if (!slot[i])
				return 1;
			len[i] = n;
			slot[i][0] = (unsigned char)step;
			slot[i][n - 1] = (unsigned char)(step >> 8);
		}
	}
	for (int i = 0; i < SLOTS; i++)
		je_free(slot[i]);
	printf("%08x\n", sum);
	return 0;
}
