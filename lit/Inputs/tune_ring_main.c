// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tune_ring_main.c - the loop that feeds tune_ring.c's rings: its calls
 * reach another file, so they stay calls without any annotation. */
#include <stdio.h>
#include <stdlib.h>

void ring_init(unsigned int mask);
unsigned long ring_sum(void);
unsigned long ring_dropped(void);
void feed_rx(unsigned long v);
void feed_tx(unsigned long v);
void feed_err(unsigned long v);
void feed_log(unsigned long v);

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 10000;

	ring_init(1023);
	for (unsigned long i = 0; i < n; i++) {
		feed_rx(i);
		if (i % 3 == 0)
			feed_tx(i);
		if (i % 5 == 0)
			feed_err(i);
		if (i % 7 == 0)
			feed_log(i);
	}
	printf("%lu %lu\n", ring_sum(), ring_dropped());
	return 0;
}
