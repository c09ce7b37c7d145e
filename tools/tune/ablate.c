/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ablate.c - inlint tune's verdicts: each group alone over the baseline,
 * or bisected blocks of groups when there are many, then the kept groups
 * built together (docs/TUNE.md, Method). */
#include "tune.h"

static enum tune_verdict judge(const struct tune *t, size_t step)
{
	return tune_judge(&t->state->steps[t->baseline],
			  &t->state->steps[step]);
}

static void set_results(struct tune *t, size_t lo, size_t hi, size_t step,
			enum tune_verdict v)
{
	for (size_t g = lo; g <= hi; g++)
		t->results[g] = (struct tune_result){step, lo, hi, v};
}

static bool any_kept(const struct tune *t, size_t lo, size_t hi)
{
	for (size_t g = lo; g <= hi; g++)
		if (t->results[g].verdict == TUNE_KEPT)
			return true;
	return false;
}

/* Judges the block lo..hi, measured over the baseline as step: a neutral
 * block is neutral throughout, anything else is split in halves. */
static int bisect(struct tune *t, size_t lo, size_t hi, size_t step, char *err,
		  size_t errlen)
{
	enum tune_verdict v = judge(t, step);
	size_t mid = lo + (hi - lo) / 2, a, b;

	if (v == TUNE_NEUTRAL || lo == hi) {
		set_results(t, lo, hi, step, v);
		return 0;
	}
	if (tune_measure_range(t, lo, mid, &a, err, errlen) ||
	    bisect(t, lo, mid, a, err, errlen) ||
	    tune_measure_range(t, mid + 1, hi, &b, err, errlen) ||
	    bisect(t, mid + 1, hi, b, err, errlen))
		return -1;
	/* It helps only as a whole (a chain across the halves): keep the
	 * whole block rather than lose it. */
	if (v == TUNE_KEPT && !any_kept(t, lo, hi))
		set_results(t, lo, hi, step, v);
	return 0;
}

int tune_ablate(struct tune *t, char *err, size_t errlen)
{
	size_t idx;

	if (t->n_groups > t->o->bisect_above)
		return bisect(t, 0, t->n_groups - 1, t->all, err, errlen);
	for (size_t g = 0; g < t->n_groups; g++) {
		if (tune_measure_range(t, g, g, &idx, err, errlen))
			return -1;
		set_results(t, g, g, idx, judge(t, idx));
	}
	return 0;
}

double tune_median_of(const struct tune *t, size_t step)
{
	return tune_stats(&t->state->steps[step]).median;
}

/* The kept group whose own step measured best, or TUNE_NO_GROUP. */
static size_t best_kept(const struct tune *t)
{
	size_t best = TUNE_NO_GROUP;

	for (size_t g = 0; g < t->n_groups; g++) {
		if (t->results[g].verdict != TUNE_KEPT)
			continue;
		if (best == TUNE_NO_GROUP ||
		    tune_median_of(t, t->results[g].step) <
			    tune_median_of(t, t->results[best].step))
			best = g;
	}
	return best;
}

/* Builds the kept groups together. Should they measure worse together
 * than the best of them alone (they interact), that one is written. */
int tune_finish(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, best;

	for (size_t i = 0; i < n; i++)
		t->pick[i] = t->results[t->group[i]].verdict == TUNE_KEPT;
	if (tune_measure(t, "final", "final set", t->pick, &t->final, err,
			 errlen))
		return -1;
	best = best_kept(t);
	t->fallback_group = TUNE_NO_GROUP;
	if (best == TUNE_NO_GROUP ||
	    tune_median_of(t, t->final) <=
		    tune_median_of(t, t->results[best].step))
		return 0;
	t->fallback_group = best;
	tune_pick_range(t, t->results[best].lo, t->results[best].hi, t->pick);
	return 0;
}
