/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* refine.c - inlint tune's last search pass: decisions out of the groups
 * of the best set (a callee's calls, or one), for the bytes a group kept
 * whole hides. */
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
 * best set) beyond the noise, or cur exceeds the budget. With --within, a
 * drop that costs but stays in the final pool may go too: that pool
 * trades those instructions for text. */
static bool may_drop(const struct tune *t, size_t from, size_t cur, size_t drop)
{
	return !tune_set_fits(t, cur) ||
	       tune_judge(t, &t->state->steps[t->sets[from].step],
			  &t->state->steps[t->sets[drop].step]) !=
		       TUNE_DROPPED ||
	       (t->o->within &&
		tune_set_near_fastest(t, drop, tune_fastest(t)));
}

/* Whether list[]'s group has a candidate in pick[] outside list[]. */
static bool has_company(const struct tune *t, const bool *pick,
			const size_t *list, size_t n)
{
	for (size_t i = 0; i < t->cands->n_recommendations; i++) {
		size_t k = 0;

		if (!pick[i] || t->group[i] != t->group[list[0]])
			continue;
		while (k < n && list[k] != i)
			k++;
		if (k == n)
			return true;
	}
	return false;
}

/* Whether d is a call of c's callee, forced or kept out as c is, in c's
 * group: narrow.c's calls of one function-wide candidate. */
static bool same_callee(const struct tune *t, size_t c, size_t d)
{
	const struct inlint_recommendation *a = &t->cands->recommendations[c];
	const struct inlint_recommendation *b = &t->cands->recommendations[d];

	return t->group[c] == t->group[d] && a->action == b->action &&
	       a->caller && b->caller && strcmp(a->function, b->function) == 0;
}

/* The candidates of pick[] that are calls of c's callee, into unit[], c
 * first; 0 when one of them comes before c, whose unit it is then. */
static size_t callee_calls(const struct tune *t, const bool *pick, size_t c,
			   size_t *unit)
{
	size_t n = 0;

	for (size_t d = 0; d < t->cands->n_recommendations; d++) {
		if (d == c || !pick[d] || !same_callee(t, c, d))
			continue;
		if (d < c)
			return 0;
		unit[++n] = d;
	}
	unit[0] = c;
	return n + 1;
}

/* Measures the set without the n candidates of list[], as set *s. */
static int measure_out(struct tune *t, bool *pick, const size_t *list, size_t n,
		       const char *what, size_t *s, char *err, size_t errlen)
{
	size_t step;
	int ret;

	for (size_t k = 0; k < n; k++)
		pick[list[k]] = false;
	ret = tune_measure_pick(t, pick, "refine", what, &step, err, errlen);
	for (size_t k = 0; k < n; k++)
		pick[list[k]] = true;
	if (!ret)
		*s = set_of_step(t, step);
	return ret;
}

static int measure_without(struct tune *t, bool *pick, size_t c,
			   const char *prefix, size_t *s, char *err,
			   size_t errlen)
{
	char what[300], name[256];

	tune_describe_candidate(t, c, name, sizeof(name));
	snprintf(what, sizeof(what), "%swithout %s", prefix, name);
	return measure_out(t, pick, &c, 1, what, s, err, errlen);
}

/* The n drops whose set is s join order[] (with drop[]), kept best first
 * by tune_set_beats. */
static void keep_drops(const struct tune *t, const size_t *list, size_t n,
		       size_t s, size_t *order, size_t *drop, size_t *n_kept)
{
	for (size_t i = 0; i < n; i++) {
		size_t k;

		for (k = (*n_kept)++;
		     k > 0 && tune_set_beats(t, s, drop[k - 1]); k--) {
			order[k] = order[k - 1];
			drop[k] = drop[k - 1];
		}
		order[k] = list[i];
		drop[k] = s;
	}
}

/* The calls of one callee in unit[] out of set from: all at once first,
 * since narrowing makes most of a kept chain's calls do nothing, and one
 * at a time only when that is worse. */
static int unit_drops(struct tune *t, size_t from, bool *pick,
		      const size_t *unit, size_t n_unit, size_t *order,
		      size_t *drop, size_t *n, char *err, size_t errlen)
{
	const struct inlint_recommendation *r =
		&t->cands->recommendations[unit[0]];
	char what[300];
	size_t s;

	if (n_unit > 1 && has_company(t, pick, unit, n_unit)) {
		snprintf(what, sizeof(what), "without %s %s at its %zu calls",
			 inlint_action_name(r->action), r->function, n_unit);
		if (measure_out(t, pick, unit, n_unit, what, &s, err, errlen))
			return -1;
		if (may_drop(t, from, from, s)) {
			keep_drops(t, unit, n_unit, s, order, drop, n);
			return 0;
		}
	}
	for (size_t i = 0; i < n_unit; i++) {
		if (!has_company(t, pick, &unit[i], 1))
			continue;
		if (measure_without(t, pick, unit[i], "", &s, err, errlen))
			return -1;
		if (may_drop(t, from, from, s))
			keep_drops(t, &unit[i], 1, s, order, drop, n);
	}
	return 0;
}

/* Each candidate that has company in its group is left out of set from,
 * the calls of one callee together first; those whose drop is not worse
 * are kept in order[], the best drop first, with the set each measured. */
static int drops_alone(struct tune *t, size_t from, bool *pick, size_t *order,
		       size_t *drop, size_t *n, char *err, size_t errlen)
{
	size_t n_cands = t->cands->n_recommendations;
	size_t *unit = inlint_xcalloc(n_cands ? n_cands : 1, sizeof(*unit));
	int ret = 0;

	*n = 0;
	for (size_t c = 0; !ret && c < n_cands; c++) {
		size_t n_unit;

		if (!pick[c])
			continue;
		n_unit = callee_calls(t, pick, c, unit);
		if (n_unit)
			ret = unit_drops(t, from, pick, unit, n_unit, order,
					 drop, n, err, errlen);
	}
	free(unit);
	return ret;
}

/* Measures the set without the n drops of order[] too, as set *s: "also
 * without" the one, or "also without 12 drops" from the best. */
static int measure_drops(struct tune *t, bool *pick, const size_t *order,
			 size_t n, size_t *s, char *err, size_t errlen)
{
	char what[80];

	if (n == 1)
		return measure_without(t, pick, order[0], "also ", s, err,
				       errlen);
	snprintf(what, sizeof(what), "also without %zu drops not worse alone",
		 n);
	return measure_out(t, pick, order, n, what, s, err, errlen);
}

/* Whether a block of drops, set drop, stays out: as may_drop, and drop
 * stays in the pool the final set is chosen from. A block that keeps pace
 * with from only falls out of the pool when a single drop measured faster,
 * and the final set is then one with more text (jemalloc: 19 decisions at
 * +9.8 KB out, 54 at +11.1 KB written). */
static bool may_join(const struct tune *t, size_t from, size_t cur, size_t drop)
{
	return !tune_set_fits(t, cur) ||
	       (may_drop(t, from, cur, drop) &&
		(t->o->smallest ||
		 tune_set_near_fastest(t, drop, tune_fastest(t))));
}

/* The drops order[lo..hi) leave the set, which becomes set s. */
static void take_out(bool *pick, const size_t *order, size_t lo, size_t hi,
		     size_t s, size_t *cur)
{
	for (size_t k = lo; k < hi; k++)
		pick[order[k]] = false;
	*cur = s;
}

/* The longest run order[lo..k) that may join, by bisection on k, for a
 * block order[lo..hi) that keeps pace with from but falls out of the
 * pool: its drops cost a little each, past the pool's edge only together,
 * and the best come first. Halving such a block went down to single drops
 * again and again (jemalloc: 50 builds for its blocks; by bisection, 13);
 * this takes about log2(hi - lo). */
static int best_run(struct tune *t, bool *pick, const size_t *order, size_t lo,
		    size_t hi, size_t from, size_t *cur, char *err,
		    size_t errlen)
{
	size_t ok = lo, bad = hi, best = *cur;

	while (bad - ok > 1) {
		size_t s, mid = ok + (bad - ok) / 2;

		if (measure_drops(t, pick, order + lo, mid - lo, &s, err,
				  errlen))
			return -1;
		if (!may_join(t, from, *cur, s)) {
			bad = mid;
			continue;
		}
		ok = mid;
		best = s;
	}
	take_out(pick, order, lo, ok, best, cur);
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
	if (may_join(t, from, *cur, s)) {
		take_out(pick, order, lo, hi, s, cur);
		return 0;
	}
	if (hi - lo == 1)
		return 0;
	/* Not worse than from: only out of the pool. */
	if (tune_set_fits(t, s) && may_drop(t, from, *cur, s))
		return best_run(t, pick, order, lo, hi, from, cur, err, errlen);
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
	ret = drops_alone(t, from, pick, order, drop, &n_drops, err, errlen);
	if (!ret && n_drops)
		ret = drop_halves(t, pick, order, 0, n_drops, from, &cur, err,
				  errlen);
	free(drop);
	free(order);
	free(pick);
	return ret;
}
