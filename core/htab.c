/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* htab.c - open addressing with linear probing over power-of-two tables;
 * the index holds no keys, so one table serves any entry type. */
#include "htab.h"

#include "xalloc.h"

#include <stdlib.h>

void inlint_htab_init(struct inlint_htab *h)
{
	h->hashes = NULL;
	h->idx = NULL;
	h->cap = 0;
	h->n = 0;
}

void inlint_htab_release(struct inlint_htab *h)
{
	free(h->hashes);
	free(h->idx);
	inlint_htab_init(h);
}

/* 0 marks an empty slot, so no stored hash may be 0. */
static uint64_t nonzero(uint64_t hash)
{
	return hash ? hash : 1;
}

size_t inlint_htab_find(const struct inlint_htab *h, uint64_t hash,
			inlint_htab_eq eq, const void *key)
{
	size_t mask = h->cap - 1;

	if (!h->cap)
		return INLINT_HTAB_NONE;
	hash = nonzero(hash);
	for (size_t i = hash & mask;; i = (i + 1) & mask) {
		if (!h->hashes[i])
			return INLINT_HTAB_NONE;
		if (h->hashes[i] == hash && eq(key, h->idx[i]))
			return h->idx[i];
	}
}

static void place(struct inlint_htab *h, uint64_t hash, size_t idx)
{
	size_t mask = h->cap - 1, i = hash & mask;

	while (h->hashes[i])
		i = (i + 1) & mask;
	h->hashes[i] = hash;
	h->idx[i] = idx;
	h->n++;
}

/* Kept at most half full, so that probes stay short. */
static void grow(struct inlint_htab *h)
{
	struct inlint_htab old = *h;

	h->cap = old.cap ? 2 * old.cap : 64;
	h->hashes = inlint_xcalloc(h->cap, sizeof(*h->hashes));
	h->idx = inlint_xcalloc(h->cap, sizeof(*h->idx));
	h->n = 0;
	for (size_t i = 0; i < old.cap; i++)
		if (old.hashes[i])
			place(h, old.hashes[i], old.idx[i]);
	free(old.hashes);
	free(old.idx);
}

void inlint_htab_insert(struct inlint_htab *h, uint64_t hash, size_t idx)
{
	if (2 * (h->n + 1) > h->cap)
		grow(h);
	place(h, nonzero(hash), idx);
}

/* FNV-1a, then a final mix so that the low bits, which pick the slot,
 * depend on every byte. */
uint64_t inlint_hash_str(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return inlint_hash_mix(h, 0);
}

uint64_t inlint_hash_mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	return h;
}
