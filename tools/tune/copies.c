/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* copies.c - inlint tune's noinline candidates (--copies-above N): bodies
 * LLVM copies into many calls across the build, from its records, for the
 * measurement to say whether one out-of-line copy costs any speed. */
#include "tune.h"

#include "array.h"
#include "htab.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One function of the build, over all its TUs' records. */
struct body {
	char *name, *file;
	unsigned line, size;
	size_t copies;
	bool out; /* forced either way in some TU */
	/* In some TU larger than its threshold admits (225 at -O2, about 45
	 * IR instructions): copied for a bonus (the inline hint, a single
	 * call in its TU), not for being as cheap as the call; jemalloc's
	 * radix-tree lookup, 76 instructions unrolled into 26 calls, is
	 * one. */
	bool large;
};

struct bodies {
	struct body *v;
	size_t n, cap;
	struct inlint_htab index;
};

struct lookup {
	const struct bodies *s;
	const struct inlint_function *f;
};

static bool same_body(const void *key, size_t idx)
{
	const struct lookup *k = key;
	const struct body *b = &k->s->v[idx];

	return !strcmp(b->name, k->f->name) && !strcmp(b->file, k->f->file);
}

static struct body *body_of(struct bodies *s, const struct inlint_function *f)
{
	struct lookup key = {s, f};
	uint64_t h = inlint_hash_mix(inlint_hash_str(f->name),
				     inlint_hash_str(f->file));
	size_t i = inlint_htab_find(&s->index, h, same_body, &key);

	if (i != INLINT_HTAB_NONE)
		return &s->v[i];
	s->v = inlint_array_grow(s->v, &s->cap, s->n + 1, sizeof(*s->v));
	s->v[s->n] = (struct body){
		.name = inlint_strdup(f->name),
		.file = inlint_strdup(f->file),
		.line = f->line,
	};
	inlint_htab_insert(&s->index, h, s->n);
	return &s->v[s->n++];
}

static void count(void *ctx, const struct inlint_model *rec)
{
	struct bodies *s = ctx;

	for (size_t i = 0; i < rec->n_functions; i++) {
		const struct inlint_function *f = &rec->functions[i];
		struct body *b;

		if (tune_foreign(f))
			continue;
		b = body_of(s, f);
		b->copies += f->n_inlined_into;
		if (f->callee_size > b->size)
			b->size = f->callee_size;
		b->large |=
			f->callee_size >=
			inlint_inliner_insns(inlint_inliner_threshold(
				&rec->inliner, f->attrs & INLINT_ATTR_OPT_SIZE,
				f->attrs & INLINT_ATTR_MIN_SIZE));
		b->out |= !!(f->attrs &
			     (INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_NOINLINE |
			      INLINT_ATTR_NO_INSTRUMENT |
			      INLINT_ATTR_NEEDS_CONSTANT));
	}
}

static void add(struct tune *t, const struct body *b)
{
	tune_add_candidate(t, INLINT_ACTION_NOINLINE, b->name, b->file,
			   "inlint tune: LLVM copies %s (about %u IR "
			   "instructions) into %zu calls across the build",
			   b->name, b->size, b->copies)
		->line = b->line;
}

int tune_add_copies(struct tune *t, const char *records, char *err,
		    size_t errlen)
{
	struct bodies s = {0};
	size_t added = 0;
	int ret = -1;

	inlint_htab_init(&s.index);
	if (tune_each_record(records, count, &s, NULL, err, errlen))
		goto out;
	for (size_t i = 0; i < s.n; i++) {
		const struct body *b = &s.v[i];

		if (b->out || b->copies < t->o->copies_above || !b->large ||
		    tune_decides_on(t, b->name, b->file))
			continue;
		add(t, b);
		added++;
	}
	fprintf(t->log,
		"inlint tune: copies: %zu new noinline candidate%s, each "
		"body copied into at least %zu calls\n",
		added, added == 1 ? "" : "s", t->o->copies_above);
	ret = 0;
out:
	inlint_htab_release(&s.index);
	for (size_t i = 0; i < s.n; i++) {
		free(s.v[i].name);
		free(s.v[i].file);
	}
	free(s.v);
	return ret;
}
