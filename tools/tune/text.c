/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* text.c - code size per function for inlint tune's table: the objects
 * of --objects read by bloat's symbol reader and diffed by its arithmetic. */
#include "tune.h"

#include "array.h"
#include "sizediff.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* bloat -t's letters: text, weak included. */
#define TEXT_TYPES "tTwW"

/* Moves the symbols of one file to the end of all. */
static int add_file(void *ctx, const char *path, char *err, size_t errlen)
{
	struct inlint_symsizes *all = ctx;
	struct inlint_symsizes *s = inlint_symsizes_read(path, err, errlen);

	if (!s)
		return -1;
	all->syms =
		inlint_array_grow(all->syms, &all->cap, all->n_syms + s->n_syms,
				  sizeof(*all->syms));
	/* A file without symbols has no array to copy from. */
	if (s->n_syms)
		memcpy(all->syms + all->n_syms, s->syms,
		       s->n_syms * sizeof(*s->syms));
	all->n_syms += s->n_syms;
	s->n_syms = 0;
	inlint_symsizes_destroy(s);
	return 0;
}

static struct inlint_symsizes *read_objects(const struct tune_opts *o,
					    char *err, size_t errlen)
{
	struct inlint_symsizes *all = inlint_xcalloc(1, sizeof(*all));

	if (tune_each_object(o, true, add_file, all, err, errlen)) {
		inlint_symsizes_destroy(all);
		return NULL;
	}
	return all;
}

static void add_sizes(struct inlint_tune_step *st,
		      const struct inlint_symsizes *s)
{
	for (size_t i = 0; i < s->n_syms; i++)
		if (strchr(TEXT_TYPES, s->syms[i].type))
			inlint_tune_step_add_sym(st, s->syms[i].name,
						 (long long)s->syms[i].size);
}

static void add_changes(struct inlint_tune_step *st,
			const struct inlint_symsizes *base,
			const struct inlint_symsizes *now)
{
	struct inlint_sizediff *d =
		inlint_sizediff_create("Function", TEXT_TYPES, base, now);

	for (size_t i = 0; i < d->n_changes; i++)
		inlint_tune_step_add_sym(st, d->changes[i].name,
					 d->changes[i].delta);
	inlint_sizediff_destroy(d);
}

int tune_read_text(struct tune *t, struct inlint_tune_step *st, char *err,
		   size_t errlen)
{
	struct inlint_symsizes *now;

	if (!t->o->n_objects)
		return 0;
	now = read_objects(t->o, err, errlen);
	if (!now)
		return -1;
	if (t->base_text)
		add_changes(st, t->base_text, now);
	else
		add_sizes(st, now);
	inlint_symsizes_destroy(now);
	return 0;
}

void tune_load_base_text(struct tune *t, const struct inlint_tune_step *base)
{
	struct inlint_symsizes *s = inlint_xcalloc(1, sizeof(*s));

	s->syms = inlint_xcalloc(base->n_text, sizeof(*s->syms));
	for (; s->n_syms < base->n_text; s->n_syms++) {
		struct inlint_sym *sym = &s->syms[s->n_syms];

		sym->name = inlint_strdup(base->text[s->n_syms].name);
		sym->size = (uint64_t)base->text[s->n_syms].bytes;
		sym->type = 'T';
	}
	s->cap = s->n_syms;
	t->base_text = s;
}
