/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* outline.c - inlint tune's noinline candidates at inlined calls
 * (--outline-above PCT%): each call LLVM inlined into a function that runs a
 * large share of the run itself, for the measurement to say whether the
 * copy costs the hot code more (registers spilled, code spread) than the
 * call would. */
#include "tune.h"

#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The functions of the profile that run o->outline_above percent of it
 * themselves, and how many candidates their calls gave. */
struct hot {
	struct tune *t;
	const struct inlint_call_edges *e;
	const struct inlint_function_cost **v;
	size_t n;
	long added;
};

static const struct inlint_function_cost *hot_one(const struct hot *h,
						  const char *function)
{
	for (size_t i = 0; i < h->n; i++)
		if (!strcmp(h->v[i]->function, function))
			return h->v[i];
	return NULL;
}

static void add(struct hot *h, const struct inlint_function *callee,
		const struct inlint_inline_site *s,
		const struct inlint_function_cost *into)
{
	struct inlint_recommendation *r = tune_add_candidate(
		h->t, INLINT_ACTION_NOINLINE, callee->name, callee->file,
		"inlint tune: LLVM inlined %s into %s, which runs %.1f%% of "
		"the instructions itself",
		callee->name, into->function,
		100.0 * (double)into->self / (double)h->e->total);

	r->caller = inlint_model_strdup(h->t->cands, s->caller);
	r->call_line = s->line;
	h->added++;
}

/* A call of the user's, at a known line, inlined into a hot function. */
static void add_from(void *ctx, const struct inlint_model *rec)
{
	struct hot *h = ctx;

	for (size_t i = 0; i < rec->n_functions; i++) {
		const struct inlint_function *f = &rec->functions[i];

		if (tune_foreign(f))
			continue;
		for (size_t k = 0; k < f->n_inlined_into; k++) {
			const struct inlint_inline_site *s =
				&f->inlined_into[k];
			const struct inlint_function_cost *into =
				hot_one(h, s->into);

			if (into && s->line &&
			    !tune_decides_on_call(h->t, f->name, s->caller,
						  s->line))
				add(h, f, s, into);
		}
	}
}

long tune_add_outlining(struct tune *t, const struct inlint_call_edges *e,
			const char *records, char *err, size_t errlen)
{
	struct hot h = {t, e, NULL, 0, 0};
	const double share = t->o->outline_above / 100.0;
	int ret;

	h.v = inlint_xcalloc(e->n_own + 1, sizeof(*h.v));
	for (size_t i = 0; i < e->n_own; i++)
		if (e->total &&
		    (double)e->own[i].self >= share * (double)e->total)
			h.v[h.n++] = &e->own[i];
	ret = h.n ? tune_each_record(records, add_from, &h, NULL, err, errlen)
		  : 0;
	if (!ret)
		fprintf(t->log,
			"inlint tune: profile: %zu function%s run%s at least "
			"%g%% of the instructions %s; %ld new noinline "
			"candidate%s at the calls inlined into %s\n",
			h.n, h.n == 1 ? "" : "s", h.n == 1 ? "s" : "",
			t->o->outline_above, h.n == 1 ? "itself" : "themselves",
			h.added, h.added == 1 ? "" : "s",
			h.n == 1 ? "it" : "them");
	free(h.v);
	return ret ? -1 : h.added;
}
