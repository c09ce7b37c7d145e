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
 * best set) beyond the noise, or cur exceeds the budget. */
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

/* Measures the set without the n drops of order[] too, as set *s: "also
 * without" the one, or "also without 12 drops" from the best. */
static int measure_drops(struct tune *t, bool *pick, const size_t *order,
			 size_t n, size_t *s, char *err, size_t errlen)
{
	char what[80];
	size_t step;

	if (n == 1)
		return measure_without(t, pick, order[0], "also ", s, err,
				       errlen);
	snprintf(what, sizeof(what), "also without %zu drops not worse alone",
		 n);
	for (size_t k = 0; k < n; k++)
		pick[order[k]] = false;
	if (tune_measure_pick(t, pick, "refine", what, &step, err, errlen))
		return -1;
	for (size_t k = 0; k < n; k++)
		pick[order[k]] = true;
	*s = set_of_step(t, step);
	return 0;
}

/* The drops order[lo..hi) out of the set together: they stay out when
 * that set is not worse than from (the best set), and *cur becomes it;
 * else each half is tried the same way, the better first. Most drops of a
 * chain forced at every call the bench runs do nothing: they leave in one
 * step, and the few that only cost together are found in a few steps
 * each. Judged against from, drops that each cost a little cannot add up
 * past the noise. */
static int drop_halves(struct tune *t, bool *pick, const size_t *order,
		       size_t lo, size_t hi, size_t from, size_t *cur,
		       char *err, size_t errlen)
{
	size_t s, mid = lo + (hi - lo) / 2;

	if (measure_drops(t, pick, order + lo, hi - lo, &s, err, errlen))
		return -1;
	if (may_drop(t, from, *cur, s)) {
		for (size_t k = lo; k < hi; k++)
			pick[order[k]] = false;
		*cur = s;
		return 0;
	}
	if (hi - lo == 1)
		return 0;
	if (drop_halves(t, pick, order, lo, mid, from, cur, err, errlen))
		return -1;
	return drop_halves(t, pick, order, mid, hi, from, cur, err, errlen);
}

int tune_refine(struct tune *t, size_t from, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, n_drops, cur = from;
	bool *pick = inlint_xcalloc(n ? n : 1, sizeof(*pick));
	size_t *order = inlint_xcalloc(n ? n : 1, sizeof(*order));
	size_t *drop = inlint_xcalloc(n ? n : 1, sizeof(*drop));
	int ret;

	memcpy(pick, t->sets[from].pick, n * sizeof(*pick));
	ret = single_drops(t, from, pick, order, drop, &n_drops, err, errlen);
	if (!ret && n_drops)
		ret = drop_halves(t, pick, order, 0, n_drops, from, &cur, err,
				  errlen);
	free(drop);
	free(order);
	free(pick);
	return ret;
}
