/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* unforce.c - inlint tune's ablation candidates (--ablate):
 * a none decision for every forcing annotation the build's records show. */
#include "tune.h"

#include "paths.h"
#include "reasons.h"
#include "xalloc.h"

#include <stdio.h>
#include <string.h>

/* The candidates have a decision on this function already, or the record
 * says its annotation must stay or does nothing. */
static bool skip(const struct tune *t, const struct inlint_model *rec,
		 const struct inlint_function *f)
{
	if (tune_decides_on(t, f->name, f->file))
		return true;
	for (size_t i = 0; i < rec->n_information; i++) {
		const struct inlint_recommendation *r = &rec->information[i];
		int reason = inlint_reason_parse(r->reason);

		if (!strcmp(r->function, f->name) &&
		    (reason == INLINT_REASON_ALWAYS_INLINE_REQUIRED ||
		     reason == INLINT_REASON_CANNOT_INLINE))
			return true;
	}
	return false;
}

bool tune_foreign(const struct inlint_function *f)
{
	return !f->line || !f->file || inlint_system_path(f->file);
}

static void add_from(void *ctx, const struct inlint_model *rec)
{
	struct tune *t = ctx;

	for (size_t i = 0; i < rec->n_functions; i++) {
		const struct inlint_function *f = &rec->functions[i];
		unsigned forced = f->attrs & (INLINT_ATTR_ALWAYS_INLINE |
					      INLINT_ATTR_NOINLINE);
		struct inlint_recommendation *r;

		if (!forced || tune_foreign(f) ||
		    (f->attrs & (INLINT_ATTR_NO_INSTRUMENT |
				 INLINT_ATTR_NEEDS_CONSTANT)) ||
		    skip(t, rec, f))
			continue;
		r = tune_add_candidate(
			t, INLINT_ACTION_NONE, f->name, f->file,
			"inlint tune: the build has %s on %s (%s:%u)",
			forced & INLINT_ATTR_ALWAYS_INLINE ? "always_inline"
							   : "noinline",
			f->name, f->file, f->line);
		r->line = f->line;
	}
}

int tune_add_unforcing(struct tune *t, const char *records, char *err,
		       size_t errlen)
{
	size_t before = t->cands->n_recommendations, n;

	if (tune_each_record(records, add_from, t, &n, err, errlen))
		return -1;
	fprintf(t->log,
		"inlint tune: ablate: %zu record%s, %zu forcing annotation%s "
		"to try without\n",
		n, n == 1 ? "" : "s", t->cands->n_recommendations - before,
		t->cands->n_recommendations - before == 1 ? "" : "s");
	return 0;
}
