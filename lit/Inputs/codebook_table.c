// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* codebook_table.c - a cost function picked from a table by codebook, as
 * an audio encoder's quantiser does: band_search calls band_cost[cb] at
 * line 37, a call through a pointer. A profile names that call after the
 * function it reached (cost_pair), but no call of cost_pair is there for
 * an attribute to name. Usage: codebook_table N; prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned int (*cost_fn)(const unsigned char *p, unsigned int n);

static unsigned int cost_pair(const unsigned char *p, unsigned int n)
{
	unsigned int sum = 0;

	for (unsigned int i = 0; i + 1 < n; i += 2)
		sum += p[i] * 3 + p[i + 1];
	return sum;
}

static unsigned int cost_quad(const unsigned char *p, unsigned int n)
{
	unsigned int sum = 0;

	for (unsigned int i = 0; i + 3 < n; i += 4)
		sum ^= p[i] + (p[i + 1] << 1) + (p[i + 2] << 2) + p[i + 3];
	return sum;
}

static cost_fn const band_cost[] = {cost_pair, cost_quad};

static unsigned int __attribute__((noinline))
band_search(const unsigned char *p, unsigned int cb, unsigned int n)
{
	unsigned int c = 0;

	c += band_cost[cb & 1](p, n);
	return c + n;
}

int main(int argc, char **argv)
{
	static unsigned char data[64];
	unsigned int count = argc > 1 ? (unsigned int)atoi(argv[1]) : 1000;
	unsigned int sum = 0;

	for (unsigned int i = 0; i < sizeof(data); i++)
		data[i] = (unsigned char)(i * 37 + 11);
	for (unsigned int i = 0; i < count; i++)
		sum += band_search(data, i % 3 == 0, 16 + (i & 31));
	printf("%u\n", sum);
	return 0;
}
