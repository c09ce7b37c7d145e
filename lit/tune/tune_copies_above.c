// Candidates by copies: with --copies-above N, a body of the user's that
// LLVM copies into at least N calls across the build, each copy no smaller
// than its default threshold admits, becomes a noinline candidate.
// slot_lookup (a radix-tree lookup behind an eight-entry slot cache, the
// shape of jemalloc's rtree_leaf_elm_lookup) is inlined into six entry
// points. Out of line, it costs a call per lookup and buys more: the
// entry points become small enough for main to inline them, and the run
// takes fewer instructions; tune keeps it. With --copies-above 7 it has no
// candidate.
// Not candidates: slot_hash (nine copies, each within the cold call-site
// threshold), slot_refill (larger, copied into four calls only: two entry
// points and main, which inlines both) and slot_index (as large, six
// copies, but __always_inline: the annotation is the user's decision,
// which --ablate measures).
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %s -o %t/slots" --bench 'exec %t/slots 3000' --metric callgrind --runs 1 --copies-above 5 --objects %t/slots -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: env -u LD_PRELOAD not %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %s -o %t/slots" --bench 'exec %t/slots 3000' --metric callgrind --runs 1 --copies-above 7 -o %t/none.yaml 2> %t/none.progress
// RUN: FileCheck --check-prefix=NONE %s < %t/none.progress

// CHECK:      baseline (no decisions) [[#BASE:]] +0 1.0000
// CHECK:      noinline slot_lookup [[#ALL:]] -{{[0-9]+}} 0.9{{[0-9]+}} 0.00% +{{[0-9]+}} kept main +{{[0-9]+}}, slot_lookup +{{[0-9]+}}
// CHECK:      final (1 decision) [[#ALL]] -{{[0-9]+}} 0.9

// PROGRESS:      inlint tune: copies: build for the records
// PROGRESS-NEXT: inlint tune: copies: 1 new noinline candidate, each body copied into at least 5 calls

// OUT:      - function: slot_lookup
// OUT-NEXT:   file: {{.*}}tune_copies_above.c
// OUT-NEXT:   line: {{[0-9]+}}
// OUT-NEXT:   action: noinline
// OUT-NEXT:   message: 'inlint tune: callgrind x0.9{{[0-9]+}} of the baseline with its group alone, 1 run'
// OUT-NOT:  function:

// NONE:      inlint tune: copies: 0 new noinline candidates, each body copied into at least 7 calls
// NONE-NEXT: inlint tune: error: the build's records: no decisions to tune

#include <stdio.h>
#include <stdlib.h>

struct slot {
	unsigned long key;
	unsigned long *leaf;
};

struct slot_tree {
	struct slot cache[8];
	unsigned long leaves[64][4];
	unsigned long misses, last_miss;
};

static inline unsigned long slot_hash(unsigned long key)
{
	return (key * 0x9e3779b97f4a7c15ul) >> 58;
}

/* Which word of a leaf a key names: rounds of a 64-bit mixer. */
static inline __attribute__((always_inline)) unsigned long
slot_index(unsigned long key)
{
#define SLOT_ROUND(a, b, c)                                                    \
	do {                                                                   \
		key ^= key >> (a);                                             \
		key *= (b);                                                    \
		key ^= key << (c);                                             \
		key += (b) >> (a);                                             \
	} while (0)
	SLOT_ROUND(30, 0xbf58476d1ce4e5b9ul, 11);
	SLOT_ROUND(27, 0x94d049bb133111ebul, 13);
	SLOT_ROUND(31, 0xd6e8feb86659fd93ul, 7);
	SLOT_ROUND(29, 0x9e3779b97f4a7c15ul, 17);
	SLOT_ROUND(33, 0xc2b2ae3d27d4eb4ful, 5);
	SLOT_ROUND(28, 0x165667b19e3779f9ul, 19);
	SLOT_ROUND(32, 0x27d4eb2f165667c5ul, 3);
	SLOT_ROUND(26, 0x85ebca77c2b2ae63ul, 23);
	return key >> 62;
}

static inline unsigned long *slot_lookup(struct slot_tree *t,
					 unsigned long key)
{
	unsigned long *leaf;

	for (int i = 0; i < 8; i++)
		if (t->cache[i].key == key)
			return t->cache[i].leaf;
	t->misses++;
	t->last_miss = key;
	leaf = t->leaves[slot_hash(key)];
	for (int i = 7; i > 0; i--)
		t->cache[i] = t->cache[i - 1];
	t->cache[0] = (struct slot){key, leaf};
	return leaf;
}

static inline void slot_refill(struct slot_tree *t, unsigned long seed)
{
	for (int i = 0; i < 8; i++) {
		t->cache[i].key = seed + (unsigned long)i * 7;
		t->cache[i].leaf = t->leaves[slot_hash(t->cache[i].key)];
		if (t->cache[i].key % 5 == 0)
			t->cache[i].leaf[seed & 3] ^= seed;
		else if (t->cache[i].key % 3 == 0)
			t->cache[i].leaf[(seed + 1) & 3] += seed;
		else
			t->cache[i].leaf[(seed + 2) & 3] -= seed >> i;
		for (int w = 0; w < 4; w++)
			t->cache[i].leaf[w] = (t->cache[i].leaf[w] << 1) ^ seed;
	}
	t->misses = 0;
}

unsigned long slot_get(struct slot_tree *t, unsigned long key)
{
	return slot_lookup(t, key)[slot_index(key)];
}

void slot_set(struct slot_tree *t, unsigned long key, unsigned long v)
{
	slot_lookup(t, key)[slot_index(key)] = v;
}

void slot_or(struct slot_tree *t, unsigned long key, unsigned long v)
{
	slot_lookup(t, key)[slot_index(key)] |= v;
}

void slot_clear(struct slot_tree *t, unsigned long key, unsigned long v)
{
	slot_lookup(t, key)[slot_index(key)] &= ~v;
}

unsigned long slot_take(struct slot_tree *t, unsigned long key)
{
	unsigned long *p = slot_lookup(t, key) + slot_index(key), v = *p;

	*p = 0;
	return v;
}

int slot_test(struct slot_tree *t, unsigned long key, unsigned long bit)
{
	return !!(slot_lookup(t, key)[slot_index(key)] & bit);
}

void slot_reset(struct slot_tree *t, unsigned long seed)
{
	slot_refill(t, seed);
}

void slot_reseed(struct slot_tree *t, unsigned long seed)
{
	slot_refill(t, seed * 31);
}

int main(int argc, char **argv)
{
	static struct slot_tree t;
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000, sum = 0;

	slot_reset(&t, 1);
	for (unsigned long i = 0; i < n; i++) {
		unsigned long k = i % 13;

		slot_set(&t, k, i);
		slot_or(&t, k + 1, 1);
		slot_clear(&t, k + 2, 2);
		sum += slot_get(&t, k) + slot_take(&t, k + 3) +
		       (unsigned long)slot_test(&t, k, 4);
		/* The work the lookups serve: most of the run. */
		for (unsigned long j = 0; j < 100; j++)
			sum = sum * 31 + t.leaves[(j + k) & 63][j & 3];
		if (i % 1000 == 999)
			slot_reseed(&t, i);
	}
	printf("%lu %lu\n", sum, t.misses);
	return 0;
}
