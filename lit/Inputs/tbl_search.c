// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tbl_search.c - a wrapper -> template chain: tbl_search, a table scan too
 * big for -O2 to inline, is specialised by its match mode and flags, which
 * the wrappers tbl_find and tbl_count only pass on from their callers'
 * constants. Usage: tbl_search N (the loop count); prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

#define noinline __attribute__((noinline))

enum tbl_match { TBL_EXACT, TBL_PREFIX, TBL_RANGE, TBL_MASKED };

#define TBL_REVERSE 0x1
#define TBL_STRICT  0x2
#define TBL_SLOTS   64

struct tbl {
	unsigned int n, mask, hits, seed;
	unsigned int seen[4];
	unsigned int keys[TBL_SLOTS];
	unsigned int vals[TBL_SLOTS];
};

/* The key as the table stores it: a few rounds of a multiplicative mix. */
static unsigned int tbl_mix(unsigned int key, unsigned int seed)
{
	for (int r = 0; r < 6; r++) {
		key ^= seed + (unsigned int)r;
		key *= 0x85ebca6bu;
		key ^= key >> 13;
		key *= 0xc2b2ae35u;
		key ^= key >> 16;
	}
	return key;
}

static int tbl_match_one(const struct tbl *t, unsigned int i, unsigned int key,
			 enum tbl_match match, unsigned int flags)
{
	unsigned int k = t->keys[i];

	switch (match) {
	case TBL_EXACT:
		return k == key;
	case TBL_PREFIX:
		if (flags & TBL_STRICT)
			return (k >> 8) == (key >> 8) && k != key;
		return (k >> 8) == (key >> 8);
	case TBL_RANGE:
		if (flags & TBL_STRICT)
			return k > key && k < key + 64;
		return k >= key && k <= key + 64;
	case TBL_MASKED:
		return (k & t->mask) == (key & t->mask);
	}
	return 0;
}

/* The template: every branch on match and flags folds at a call with
 * constants, but only once the wrapper that passes them on is inlined. */
static int tbl_search(struct tbl *t, unsigned int key, enum tbl_match match,
		      unsigned int flags, unsigned int width)
{
	unsigned int n = t->n < width ? t->n : width;
	int found = -1;

	key = tbl_mix(key, t->seed) & 0xffff;
	t->seen[match & 3]++;
	if (flags & TBL_STRICT)
		t->seen[(key ^ t->seen[0]) & 3] += tbl_mix(key, n) & 1;

	if (match == TBL_MASKED && !t->mask)
		return -1;
	if (flags & TBL_REVERSE) {
		for (unsigned int i = n; i-- > 0;)
			if (tbl_match_one(t, i, key, match, flags)) {
				found = (int)i;
				break;
			}
	} else {
		for (unsigned int i = 0; i < n; i++)
			if (tbl_match_one(t, i, key, match, flags)) {
				found = (int)i;
				break;
			}
	}
	if (found < 0) {
		if (match == TBL_RANGE && (flags & TBL_STRICT))
			t->hits -= 1;
		return -1;
	}
	t->hits++;
	switch (match) {
	case TBL_EXACT:
		return (int)t->vals[found];
	case TBL_PREFIX:
		return (int)(t->vals[found] ^ key);
	case TBL_RANGE:
		return (int)(t->vals[found] + (t->keys[found] - key));
	default:
		return (int)(t->vals[found] & t->mask);
	}
}

/* The wrappers: each passes its caller's mode and flags on. */
static int tbl_find(struct tbl *t, unsigned int key, enum tbl_match match,
		    unsigned int flags)
{
	return tbl_search(t, key ^ t->mask, match, flags, 16);
}

static int tbl_scan(struct tbl *t, unsigned int key, enum tbl_match match,
		    unsigned int flags)
{
	return tbl_search(t, key, match, flags, TBL_SLOTS);
}

static struct tbl routes;

/* Built with -DTBL_MODES_AT_RUN_TIME, the callers' modes and flags come
 * from the table, and nothing folds. */
#ifdef TBL_MODES_AT_RUN_TIME
#define TBL_MODE(m)  ((enum tbl_match)((routes.seed + (m)) & 3))
#define TBL_FLAGS(f) (routes.seed ^ (f))
#else
#define TBL_MODE(m)  (m)
#define TBL_FLAGS(f) (f)
#endif

static noinline unsigned long route_exact(unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n; i++)
		sum += (unsigned int)tbl_find(&routes, (unsigned int)i,
					      TBL_MODE(TBL_EXACT),
					      TBL_FLAGS(0));
	return sum;
}

static noinline unsigned long route_prefix(unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n; i++)
		sum += (unsigned int)tbl_find(&routes, (unsigned int)i << 4,
					      TBL_MODE(TBL_PREFIX),
					      TBL_FLAGS(TBL_REVERSE));
	return sum;
}

static noinline unsigned long route_range(unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n; i++)
		sum += (unsigned int)tbl_scan(&routes, (unsigned int)i * 3,
					      TBL_MODE(TBL_RANGE),
					      TBL_FLAGS(TBL_STRICT));
	return sum;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 10000;

	routes.n = TBL_SLOTS;
	routes.mask = 0xff0;
	for (unsigned int i = 0; i < TBL_SLOTS; i++) {
		routes.keys[i] = i * 97 + 13;
		routes.vals[i] = i * 7;
	}
	printf("%lu\n", route_exact(n) + route_prefix(n) + route_range(n));
	return 0;
}
