/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* narrow_check.c - whether narrowing pays: every candidate built whole and
 * built narrowed, each bench run once under callgrind, as the profile was,
 * so that a resumed run makes the same choice (docs/TUNE.md). */
#include "tune.h"

#include "steps.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* The candidates of pick, in order, into f. */
static void note_applied(const struct tune *t, const bool *pick,
			 struct tune_full *f)
{
	size_t n = t->cands->n_recommendations;

	f->applied = inlint_xcalloc(n + 1, sizeof(*f->applied));
	for (size_t i = 0; i < n; i++)
		if (pick[i])
			f->applied[f->n_applied++] =
				t->cands->recommendations[i];
}

int tune_measure_full(struct tune *t, const bool *pick, const char *how,
		      struct tune_full *f, char *err, size_t errlen)
{
	struct inlint_tune_step st = {0};
	struct inlint_metric cg;
	int ret;

	memset(f, 0, sizeof(*f));
	fprintf(t->log,
		"inlint tune: profile: narrowing check: build with every "
		"candidate %s, bench x1 under callgrind\n",
		how);
	if (inlint_metric_parse(&cg, "callgrind", err, errlen))
		return -1;
	f->records = tune_build_for_records(t, pick, how, err, errlen);
	ret = -(!f->records || tune_read_text(t, &st, err, errlen) ||
		inlint_run_bench(&cg, t->o->bench, t->scratch, &f->instructions,
				 err, errlen));
	for (size_t i = 0; i < st.n_text; i++)
		f->text += st.text[i].bytes;
	note_applied(t, pick, f);
	inlint_tune_step_release(&st);
	inlint_metric_release(&cg);
	return ret;
}

void tune_full_release(struct tune_full *f)
{
	free(f->records);
	free(f->applied);
	memset(f, 0, sizeof(*f));
}

/* Narrowed loses when it runs more instructions than whole beyond
 * --min-effect, or as many with more text: a forced copy that never runs
 * can still shape the code that does, as a call that takes a local's
 * address keeps the local in memory in the caller's hot loop. */
static bool loses(const struct tune *t, const struct tune_full *narrowed,
		  const struct tune_full *whole)
{
	double more = narrowed->instructions - whole->instructions,
	       min = tune_min_change(t, whole->instructions);

	if (more > min)
		return true;
	return more >= -min && narrowed->text > whole->text;
}

bool tune_narrowing_loses(const struct tune *t,
			  const struct tune_full *narrowed,
			  const struct tune_full *whole)
{
	bool lost = loses(t, narrowed, whole);

	fprintf(t->log,
		"inlint tune: profile: narrowing check: narrowed %.0f Ir",
		narrowed->instructions);
	if (t->o->n_objects)
		fprintf(t->log, ", %lld B of text", narrowed->text);
	fprintf(t->log, "; whole %.0f Ir", whole->instructions);
	if (t->o->n_objects)
		fprintf(t->log, ", %lld B", whole->text);
	fprintf(t->log, ": %s\n",
		lost ? "every candidate stays whole" : "narrowed kept");
	return lost;
}
