/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* refine.c - inlint tune's last search pass: single decisions out of the
 * groups of the best set, for the bytes a group kept whole hides. */
#include "refine.h"

#include "steps.h"
#include "tune_measure.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* The set that measured step: tune_measure_pick notes every step. */
static size_t set_of_step(const struct tune *t, size_t step)
{
	size_t i = 0;

	while (t->sets[i].step != step)
		i++;
	return i;
}

/* Whether set drop, cur without decisions, is not worse than from (the
 * best set) beyond the noise, or cur exceeds the budget. Judged against
 * from, drops that each cost a little cannot add up past the noise. */
static bool may_drop(const struct tune *t, size_t from, size_t cur, size_t drop)
{
	return !tune_set_fits(t, cur) ||
	       tune_judge(t, &t->state->steps[t->sets[from].step],
			  &t->state->steps[t->sets[drop].step]) != TUNE_DROPPED;
}

/* Whether candidate c's group has another candidate in pick[]. */
static bool has_company(const struct tune *t, const bool *pick, size_t c)
{
	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		if (i != c && pick[i] && t->group[i] == t->group[c])
			return true;
	return false;
}

static int measure_without(struct tune *t, bool *pick, size_t c,
			   const char *prefix, size_t *set, char *err,
			   size_t errlen)
{
	char what[300], name[256];
	size_t step;
	int ret;

	tune_describe_candidate(t, c, name, sizeof(name));
	snprintf(what, sizeof(what), "%swithout %s", prefix, name);
	pick[c] = false;
	ret = tune_measure_pick(t, pick, "refine", what, &step, err, errlen);
	pick[c] = true;
	if (!ret)
		*set = set_of_step(t, step);
	return ret;
}

/* Each candidate that has company in its group is left out of set from
 * alone; those whose drop is not worse are kept in order[], the best drop
 * (by tune_set_beats) first, with the set each drop measured. */
static int single_drops(struct tune *t, size_t from, bool *pick, size_t *order,
			size_t *drop, size_t *n, char *err, size_t errlen)
{
	*n = 0;
	for (size_t c = 0; c < t->cands->n_recommendations; c++) {
		size_t s, k;

		if (!pick[c] || !has_company(t, pick, c))
			continue;
		if (measure_without(t, pick, c, "", &s, err, errlen))
			return -1;
		if (!may_drop(t, from, from, s))
			continue;
		for (k = (*n)++; k > 0 && tune_set_beats(t, s, drop[k - 1]);
		     k--) {
			order[k] = order[k - 1];
			drop[k] = drop[k - 1];
		}
		order[k] = c;
		drop[k] = s;
	}
	return 0;
}

/* The n drops not worse alone, all out of cur at once: *cur becomes that
 * set when it is not worse, else pick[] is as it was. One step where most
 * members of a large group do nothing at the calls the bench runs. */
static int drop_block(struct tune *t, bool *pick, const size_t *order, size_t n,
		      size_t *cur, bool *done, char *err, size_t errlen)
{
	char what[80];
	size_t step;

	snprintf(what, sizeof(what),
		 "also without the %zu drops not worse alone", n);
	for (size_t k = 0; k < n; k++)
		pick[order[k]] = false;
	if (tune_measure_pick(t, pick, "refine", what, &step, err, errlen))
		return -1;
	*done = may_drop(t, *cur, *cur, set_of_step(t, step));
	if (*done)
		*cur = set_of_step(t, step);
	for (size_t k = 0; k < n && !*done; k++)
		pick[order[k]] = true;
	return 0;
}

int tune_refine(struct tune *t, size_t from, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, n_drops, cur = from;
	bool *pick = inlint_xcalloc(n ? n : 1, sizeof(*pick));
	size_t *order = inlint_xcalloc(n ? n : 1, sizeof(*order));
	size_t *drop = inlint_xcalloc(n ? n : 1, sizeof(*drop));
	bool done = false;
	int ret;

	memcpy(pick, t->sets[from].pick, n * sizeof(*pick));
	ret = single_drops(t, from, pick, order, drop, &n_drops, err, errlen);
	if (!ret && n_drops > 2)
		ret = drop_block(t, pick, order, n_drops, &cur, &done, err,
				 errlen);
	/* Else the drops that were not worse alone, together, best first:
	 * each stays out while the set is not worse without it. */
	for (size_t k = 0; k < n_drops && !ret && !done; k++) {
		size_t s;

		ret = measure_without(t, pick, order[k], "also ", &s, err,
				      errlen);
		if (!ret && may_drop(t, from, cur, s)) {
			pick[order[k]] = false;
			cur = s;
		}
	}
	free(drop);
	free(order);
	free(pick);
	return ret;
}
