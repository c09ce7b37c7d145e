/* main.c - drives the pool with a fixed pseudo-random workload and prints a
 * checksum, so that builds with different inline decisions can be compared
 * byte for byte. */
#include "pool.h"

#include <stdio.h>
#include <stdlib.h>

#define LIVE 512

int main(int argc, char **argv)
{
	unsigned long live[LIVE] = { 0 };
	unsigned long rounds = argc > 1 ? strtoul(argv[1], NULL, 10) : 200000;
	unsigned int seed = 12345;
	struct pool *pool = pool_create();

	if (!pool)
		return 1;
	for (unsigned long i = 0; i < rounds; i++) {
		unsigned int slot;

		seed = seed * 1103515245u + 12345u;
		slot = (seed >> 8) % LIVE;
		if (live[slot])
			pool_free(pool, live[slot]);
		live[slot] = pool_alloc(pool, 1 + (seed >> 16) % 300);
		if ((i & 4095) == 0)
			pool_migrate(pool, (unsigned int)i >> 12);
	}
	printf("checksum %lu stats %lu\n", pool_checksum(pool),
	       pool_entry_stats(pool));
	pool_destroy(pool);
	return 0;
}
