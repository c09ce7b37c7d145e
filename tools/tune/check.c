/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* check.c - inlint tune's check build: every candidate applied once, and
 * those that no record of the build shows applied, refused or unchanged
 * matched no function or call anywhere: "matched nothing", left out of the
 * search instead of measured as neutral (docs/TUNE.md). */
#include "tune.h"

#include "escape.h"
#include "paths.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* The plugin logged decision r in a's entry. */
static bool logs(const struct inlint_applied *a,
		 const struct inlint_recommendation *r)
{
	return a->action == r->action && !strcmp(a->function, r->function) &&
	       same_str(a->caller, r->caller) &&
	       (!r->caller || a->call_line == r->call_line) &&
	       (!r->file || !a->file || inlint_same_file(r->file, a->file));
}

struct matching {
	const struct inlint_model *cands;
	bool *matched;
};

static void mark_matched(void *ctx, const struct inlint_model *rec)
{
	struct matching *m = ctx;

	for (size_t i = 0; i < m->cands->n_recommendations; i++)
		for (size_t k = 0; k < rec->n_applied && !m->matched[i]; k++)
			m->matched[i] = logs(&rec->applied[k],
					     &m->cands->recommendations[i]);
}

int tune_check(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, records = 0;
	bool *all = inlint_xcalloc(n + 1, sizeof(*all));
	bool *matched = inlint_xcalloc(n + 1, sizeof(*matched));
	char *dir = NULL;
	int ret = -1;

	t->unmatched_from = t->cands->n_information;
	memset(all, 1, n * sizeof(*all));
	fprintf(t->log, "inlint tune: check: build with every candidate "
			"applied, for the records\n");
	dir = tune_build_for_records(t, all, "check", err, errlen);
	if (!dir || tune_each_record(dir, mark_matched,
				     &(struct matching){t->cands, matched},
				     &records, err, errlen))
		goto out;
	if (!records) {
		fprintf(t->log, "inlint tune: check: no records (does the "
				"build command set INLINT_OUT?): every "
				"candidate is tried\n");
		ret = 0;
		goto out;
	}
	for (size_t i = 0; i < n; i++)
		matched[i] = !matched[i];
	tune_set_apart(t, matched,
		       "check: ", " matched nothing in the build; left out");
	fprintf(t->log,
		"inlint tune: check: %zu record%s, %zu of %zu candidate%s "
		"matched nothing\n",
		records, records == 1 ? "" : "s",
		t->cands->n_information - t->unmatched_from, n,
		n == 1 ? "" : "s");
	ret = 0;
out:
	free(dir);
	free(matched);
	free(all);
	return ret;
}
