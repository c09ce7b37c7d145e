/* A receive loop whose statistics go by address to one helper, on the hot
 * path and on a rare error path. -O2 inlines the hot call only: the cold
 * call keeps the address of st taken, so st stays in memory and every
 * packet loads and stores its counters. Forced at both calls, st lives in
 * registers, although the error path never runs. */
#include <stdio.h>
#include <stdlib.h>

#define unlikely(x) __builtin_expect(!!(x), 0)

struct rx_stats {
	unsigned long bytes, packets, errors, last;
	unsigned long runts, small, large, jumbo;
};

static void rx_account(struct rx_stats *st, unsigned int len)
{
	st->bytes += len;
	st->packets++;
	if (len > 1500)
		st->errors += len - 1500;
	st->last = st->bytes ^ (st->packets << 3);
	if (st->last & 0x100000)
		st->errors++;
	if (len < 64)
		st->runts += len;
	else if (len < 256)
		st->small += len >> 2;
	else if (len < 1024)
		st->large += len >> 4;
	else
		st->jumbo += len ^ st->packets;
	if (st->errors > st->packets)
		st->errors = st->packets;
}

static __attribute__((noinline)) unsigned long
rx_burst(const unsigned int *len, int n)
{
	struct rx_stats st = {0};

	for (int i = 0; i < n; i++) {
		if (unlikely(len[i] == 0))
			rx_account(&st, (unsigned int)i);
		else
			rx_account(&st, len[i]);
	}
	return st.bytes + st.packets + st.errors + st.last + st.runts +
	       st.small + st.large + st.jumbo;
}

int main(int argc, char **argv)
{
	int bursts = argc > 1 ? atoi(argv[1]) : 1000;
	unsigned int *len = malloc(256 * sizeof(*len));
	unsigned long sum = 0;

	if (!len)
		return 1;
	for (int i = 0; i < 256; i++)
		len[i] = 60 + (unsigned int)(i * 37) % 1600;
	for (int r = 0; r < bursts; r++) {
		len[r & 255] ^= 1;
		sum += rx_burst(len, 256);
	}
	printf("%lu\n", sum);
	free(len);
	return 0;
}
