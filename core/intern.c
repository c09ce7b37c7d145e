/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* intern.c - string interning over htab: the strings live in the table, the
 * index maps their hashes to their slots. */
#include "intern.h"

#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

struct probe {
	const struct inlint_intern *t;
	const char *s;
};

static bool same(const void *key, size_t idx)
{
	const struct probe *p = key;

	return strcmp(p->t->strs[idx], p->s) == 0;
}

void inlint_intern_init(struct inlint_intern *t)
{
	inlint_htab_init(&t->index);
	t->strs = NULL;
	t->n = 0;
	t->cap = 0;
}

void inlint_intern_release(struct inlint_intern *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->strs[i]);
	free(t->strs);
	inlint_htab_release(&t->index);
	inlint_intern_init(t);
}

static char *copy(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(inlint_xmalloc(n), s, n);
}

const char *inlint_intern(struct inlint_intern *t, const char *s)
{
	struct probe p = {t, s};
	uint64_t hash;
	size_t i;

	if (!s)
		return NULL;
	hash = inlint_hash_str(s);
	i = inlint_htab_find(&t->index, hash, same, &p);
	if (i != INLINT_HTAB_NONE)
		return t->strs[i];
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 256;
		t->strs = inlint_xrealloc(t->strs, t->cap * sizeof(*t->strs));
	}
	t->strs[t->n] = copy(s);
	inlint_htab_insert(&t->index, hash, t->n);
	return t->strs[t->n++];
}
