// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* rare_slow_ptr_main.c - allocates N objects (default 100000) from
 * rare_slow_ptr.c's pool, in another file so that obj_alloc stays a call:
 * one allocation in 32 refills a bin. */
#include <stdio.h>
#include <stdlib.h>

struct pool;
void *obj_alloc(struct pool *pool, unsigned cls);

static unsigned long fetched, sum;

void *fetch_page(struct pool *pool, unsigned cls)
{
	(void)pool;
	return (void *)(++fetched * 8 + cls);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	void *pool = calloc(1, 8192);

	for (long i = 0; i < n; i++)
		sum += (unsigned long)obj_alloc(pool, (unsigned)i % 8) & 1;
	printf("%lu %lu\n", fetched, sum);
	free(pool);
	return 0;
}
