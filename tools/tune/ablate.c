/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ablate.c - inlint tune's verdicts: each group alone over the baseline,
 * or bisected blocks of groups when there are many (docs/TUNE.md,
 * Method); search.c then chooses the set to write. */
#include "ablate.h"

#include "steps.h"
#include "tune_measure.h"

/* A change the metric cannot see that makes the text smaller (removing a
 * forcing attribute that bought nothing) is worth keeping too. */
static enum tune_verdict judge(const struct tune *t, size_t step)
{
	enum tune_verdict v = tune_judge(t, &t->state->steps[t->baseline],
					 &t->state->steps[step]);

	if (v == TUNE_NEUTRAL && tune_text_growth(t, step) < 0)
		return TUNE_SMALLER;
	return v;
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

/* Whether the block lo..hi both forces and pins (or unforces): an
 * always_inline that gains and a noinline that loses as much (one a
 * --copies-above candidate on the same fast path) measure neutral
 * together. */
static bool mixed(const struct tune *t, size_t lo, size_t hi)
{
	bool forces = false, pins = false;

	for (size_t i = 0; i < t->cands->n_recommendations; i++) {
		if (t->group[i] < lo || t->group[i] > hi)
			continue;
		if (t->cands->recommendations[i].action ==
		    INLINT_ACTION_ALWAYS_INLINE)
			forces = true;
		else
			pins = true;
	}
	return forces && pins;
}

/* Judges the block lo..hi, measured over the baseline as step: a neutral
 * block whose decisions all pull one way is neutral throughout, and one
 * that is neutral and makes the text smaller is kept whole (every removal
 * of an annotation does); anything else is split in halves. */
static int bisect(struct tune *t, size_t lo, size_t hi, size_t step, char *err,
		  size_t errlen)
{
	enum tune_verdict v = judge(t, step);
	size_t mid = lo + (hi - lo) / 2, a, b;

	if (lo == hi ||
	    ((v == TUNE_NEUTRAL || v == TUNE_SMALLER) && !mixed(t, lo, hi))) {
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
