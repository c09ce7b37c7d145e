/* table.c - a hot loop over slot_lookup, which lives in slot.c: a plain
 * compile can only call it; an LTO link can inline it into table_sum. */
#include <stdio.h>
#include <stdlib.h>
/* No ../kernel.h: glibc's headers define __always_inline too. */

#include "slot.h"

static struct slot_table table;

__attribute__((__noinline__)) unsigned long table_sum(unsigned int rounds)
{
	unsigned long sum = 0;

	for (unsigned int r = 0; r < rounds; r++)
		for (unsigned int k = 0; k < 4 * SLOT_COUNT; k++)
			sum += slot_lookup(&table, k);
	return sum;
}

int main(int argc, char **argv)
{
	unsigned int rounds = argc > 1 ? (unsigned int)atoi(argv[1]) : 100;

	for (unsigned int i = 0; i < SLOT_COUNT; i++) {
		table.slots[i].key = i * 3;
		table.slots[i].value = i + 1;
	}
	printf("%lu %lu\n", table_sum(rounds), slot_scan(&table, 60));
	return 0;
}
