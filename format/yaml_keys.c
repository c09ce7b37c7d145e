/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_keys.c - a mapping of inlint's has at most a few dozen keys, which a
 * scan of their hashes checks fastest; a larger one gets a hash index, so
 * that a mapping of a million keys is not a million squared compares. */
#include "yaml_keys.h"

#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* More keys than this and the index takes over from the scan. */
#define SCAN_MAX 32

struct lookup {
	const struct inlint_yaml_keys *k;
	const char *key;
};

void inlint_yaml_keys_init(struct inlint_yaml_keys *k)
{
	memset(k, 0, sizeof(*k));
	inlint_htab_init(&k->index);
}

void inlint_yaml_keys_release(struct inlint_yaml_keys *k)
{
	free(k->text);
	free(k->v);
	inlint_htab_release(&k->index);
	inlint_yaml_keys_init(k);
}

void inlint_yaml_keys_start(struct inlint_yaml_keys *k)
{
	k->len = 0;
	k->n = 0;
	if (k->index.cap)
		inlint_htab_release(&k->index);
}

static bool same(const void *arg, size_t idx)
{
	const struct lookup *l = arg;

	return strcmp(l->k->text + l->k->v[idx].off, l->key) == 0;
}

static size_t find(const struct inlint_yaml_keys *k, const char *key,
		   uint64_t hash)
{
	const struct lookup l = {k, key};

	if (k->index.cap)
		return inlint_htab_find(&k->index, hash, same, &l);
	for (size_t i = 0; i < k->n; i++)
		if (k->v[i].hash == hash && same(&l, i))
			return i;
	return INLINT_HTAB_NONE;
}

static void push(struct inlint_yaml_keys *k, const char *key, uint64_t hash,
		 yaml_mark_t mark)
{
	size_t n = strlen(key) + 1;

	while (k->len + n > k->cap) {
		k->cap = k->cap ? 2 * k->cap : 1024;
		k->text = inlint_xrealloc(k->text, k->cap);
	}
	if (k->n == k->cap_v) {
		k->cap_v = k->cap_v ? 2 * k->cap_v : SCAN_MAX;
		k->v = inlint_xrealloc(k->v, k->cap_v * sizeof(*k->v));
	}
	memcpy(k->text + k->len, key, n);
	k->v[k->n].off = k->len;
	k->v[k->n].hash = hash;
	k->v[k->n].mark = mark;
	k->len += n;
	k->n++;
}

bool inlint_yaml_keys_add(struct inlint_yaml_keys *k, const char *key,
			  yaml_mark_t mark, yaml_mark_t *first)
{
	uint64_t hash = inlint_hash_str(key);
	size_t i = find(k, key, hash);

	if (i != INLINT_HTAB_NONE) {
		*first = k->v[i].mark;
		return true;
	}
	push(k, key, hash, mark);
	if (k->index.cap)
		inlint_htab_insert(&k->index, hash, k->n - 1);
	else if (k->n > SCAN_MAX)
		for (i = 0; i < k->n; i++)
			inlint_htab_insert(&k->index, k->v[i].hash, i);
	return false;
}
