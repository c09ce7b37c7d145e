// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* rare_slow_main.c - frees N objects (default 100000) into rare_slow.c's
 * pool, in another file so that obj_free stays a call: one free in 32
 * flushes a bin. */
#include <stdio.h>
#include <stdlib.h>

struct pool;
void obj_free(struct pool *pool, void *obj, unsigned cls);

static unsigned long released;

void release_page(struct pool *pool, void *obj)
{
	(void)pool;
	released += (unsigned long)obj & 1;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	void *pool = calloc(1, 8192);

	for (long i = 0; i < n; i++)
		obj_free(pool, (void *)i, (unsigned)i % 8);
	printf("%lu\n", released);
	free(pool);
	return 0;
}
