// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_nested.c - a hot call inside a helper that -O2 inlines into its
 * caller: seg_step, small and static, is inlined into seg_walk's loop, and
 * calls seg_fold, too big for -O2 to inline at its two call sites, each with
 * a constant mode. callgrind names the call's caller seg_walk; the call is
 * seg_step's (line 77; lit tests name it). Usage: tune_nested N (the loop
 * count); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seg_fold(const unsigned char *p, unsigned int n,
			     unsigned int mode)
{
	unsigned int sum = 0;

	for (unsigned int i = 0; i < n; i++) {
		switch (mode) {
		case 0:
			sum += p[i] * 7;
			break;
		case 1:
			sum ^= p[i] << (i & 7);
			break;
		case 2:
			sum = sum * 31 + p[i];
			break;
		default:
			sum += (sum >> 3) ^ p[i];
			break;
		}
		if (mode == 1 && (sum & 0xff) == 0x5a)
			sum += n;
		else if (mode == 2 && (sum & 0xf0) == 0x30)
			sum ^= i;
		else if (mode == 3)
			sum -= p[(i + 1) % n];
	}
	for (unsigned int i = 0; i < n; i++) {
		switch ((p[i] + i) & 7) {
		case 0:
			sum += p[i] * 7;
			break;
		case 1:
			sum ^= p[i] * 13;
			break;
		case 2:
			sum -= p[i] * 5;
			break;
		case 3:
			sum += (sum >> 3) ^ p[i];
			break;
		case 4:
			sum ^= (sum << 5) + p[i];
			break;
		case 5:
			sum += p[(i + 1) % n] * 11;
			break;
		case 6:
			sum ^= p[(i + 7) % n] << 4;
			break;
		default:
			sum = sum * 17 + p[i];
			break;
		}
	}
	if (mode == 0)
		return sum ^ (sum >> 16);
	if (mode == 2)
		return sum * 2654435761u;
	return sum;
}

static unsigned int seg_step(const unsigned char *p, unsigned int i)
{
	unsigned int n = 4 + (i & 3);

	return seg_fold(p + (i & 31), n, 0) + i;
}

static unsigned int __attribute__((noinline)) seg_walk(const unsigned char *p,
						       unsigned int count)
{
	unsigned int sum = 0;

	for (unsigned int i = 0; i < count; i++)
		sum += seg_step(p, i);
	return sum;
}

unsigned int seg_check(const unsigned char *p, unsigned int n)
{
	return seg_fold(p, n, 2);
}

int main(int argc, char **argv)
{
	static unsigned char data[64];
	unsigned int count = argc > 1 ? (unsigned int)atoi(argv[1]) : 1000;

	for (unsigned int i = 0; i < sizeof(data); i++)
		data[i] = (unsigned char)(i * 37 + 11);
	printf("%u\n", seg_walk(data, count) + seg_check(data, 40));
	return 0;
}
