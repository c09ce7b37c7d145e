/* dead_config_call.c - a call that the early cleanup removes as dead code,
 * after a compile-time assertion of a configuration that is off (jemalloc's
 * cassert); and a slow path that a profile may inline. */
#include <stdbool.h>
#include <stdio.h>

struct cache {
	unsigned long avail;
	unsigned long items[64];
};

static const bool config_stats = false;
#define cassert(c)                               \
	do {                                     \
		if (__builtin_expect(!(c), 0))   \
			__builtin_unreachable(); \
	} while (0)

static unsigned long nr_stats;

static void __attribute__((noinline)) stats_account(unsigned long v)
{
	nr_stats += v;
}

static void __attribute__((noinline, cold)) stats_dump(unsigned long v)
{
	cassert(config_stats);
	stats_account(v);
}

static unsigned long cache_refill(struct cache *c)
{
	for (unsigned long i = 0; i < 64; i++)
		c->items[i] = i * 4096 + (unsigned long)c;
	c->avail = 63;
	return c->items[63];
}

unsigned long cache_alloc(struct cache *c)
{
	if (__builtin_expect(c->avail != 0, 1))
		return c->items[--c->avail];
	if (c->avail > 64)
		stats_dump(c->avail);
	return cache_refill(c);
}

int main(int argc, char **argv)
{
	static struct cache c;
	unsigned long sum = 0;

	(void)argv;
	for (int i = 0; i < 100000; i++)
		sum += cache_alloc(&c);
	if (argc > 5)
		stats_dump((unsigned long)argc);
	printf("%lu %lu\n", sum, nr_stats);
	return 0;
}
