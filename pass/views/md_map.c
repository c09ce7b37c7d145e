/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* md_map.c - metadata nodes mapped to a number: the keys in insertion
 * order, so that a slot's index is stable until the next insertion. */
#include "md_map.h"

#include "xalloc.h"

#include <stdint.h>
#include <stdlib.h>

struct md_key {
	const struct inlint_md_map *map;
	LLVMMetadataRef key;
};

static bool md_key_eq(const void *k, size_t idx)
{
	const struct md_key *x = k;

	return x->map->key[idx] == x->key;
}

long *inlint_md_map_slot(struct inlint_md_map *c, LLVMMetadataRef key,
			 bool *found)
{
	struct md_key k = {c, key};
	uint64_t hash = inlint_hash_mix(0, (uintptr_t)key);
	size_t i = inlint_htab_find(&c->index, hash, md_key_eq, &k);

	*found = i != INLINT_HTAB_NONE;
	if (*found)
		return &c->val[i];
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 256;
		c->key = inlint_xrealloc(c->key, c->cap * sizeof(*c->key));
		c->val = inlint_xrealloc(c->val, c->cap * sizeof(*c->val));
	}
	i = c->n++;
	c->key[i] = key;
	c->val[i] = 0;
	inlint_htab_insert(&c->index, hash, i);
	return &c->val[i];
}

void inlint_md_map_release(struct inlint_md_map *c)
{
	free(c->key);
	free(c->val);
	inlint_htab_release(&c->index);
}
