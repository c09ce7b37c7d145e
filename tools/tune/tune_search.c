/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_search.c - inlint tune's choice of the set to write: the kept groups by
 * saving per byte within the budget, a backward pass from the full set, the
 * refinement (refine.c), the smallest of the fastest sets measured again
 * (docs/TUNE.md, Method). */
#include "tune_search.h"

#include "array.h"
#include "refine.h"
#include "steps.h"
#include "tune_measure.h"
#include "xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Sets measured again, at most, when a forward set exceeds the budget. */
#define MAX_REFITS 8

/* Saving per byte of text growth: a group that saves without growing the
 * text ranks first, by its saving. */
static double per_byte(const struct tune *t, size_t g)
{
	size_t step = t->results[g].step;
	double saving =
		tune_median_of(t, t->baseline) - tune_median_of(t, step);
	long long bytes = tune_text_growth(t, step);

	if (!t->o->n_objects || bytes <= 0)
		return saving > 0 ? HUGE_VAL : saving;
	return saving / (double)bytes;
}

struct ranked {
	size_t group;
	double per_byte;
};

static int by_rank(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->per_byte != y->per_byte)
		return x->per_byte > y->per_byte ? -1 : 1;
	return (x->group > y->group) - (x->group < y->group);
}

/* The groups (only the kept and smaller ones, or all), best saving per
 * byte first. */
static size_t *ranked(const struct tune *t, bool kept_only, size_t *n)
{
	size_t cap = t->n_groups ? t->n_groups : 1;
	struct ranked *r = inlint_xcalloc(cap, sizeof(*r));
	size_t *v = inlint_xcalloc(cap, sizeof(*v));

	*n = 0;
	for (size_t g = 0; g < t->n_groups; g++)
		if (!kept_only || t->results[g].verdict == TUNE_KEPT ||
		    t->results[g].verdict == TUNE_SMALLER)
			r[(*n)++] = (struct ranked){g, per_byte(t, g)};
	inlint_array_sort(r, *n, sizeof(*r), by_rank);
	for (size_t i = 0; i < *n; i++)
		v[i] = r[i].group;
	free(r);
	return v;
}

/* How much more the smaller groups may cost, and which of their steps (a
 * block's, shared by its groups) are counted: each once. */
struct slack {
	double left;
	bool *seen, *taken; /* per step */
};

static struct slack slack_of_pool(const struct tune *t)
{
	return (struct slack){
		tune_pool_width(t),
		inlint_xcalloc(t->state->n_steps, sizeof(bool)),
		inlint_xcalloc(t->state->n_steps, sizeof(bool)),
	};
}

static void slack_release(struct slack *s)
{
	free(s->seen);
	free(s->taken);
}

/* A smaller group buys its text with a cost too small to judge alone, but
 * such costs add up: past the final pool's width, the set falls out of
 * the pool and its text with it. They come in while they fit in it. */
static bool smaller_fits(const struct tune *t, size_t g, struct slack *s)
{
	size_t step = t->results[g].step;
	double cost;

	if (t->results[g].verdict != TUNE_SMALLER)
		return true;
	if (!s->seen[step]) {
		cost = fmax(0, tune_median_of(t, step) -
				       tune_median_of(t, t->baseline));
		s->seen[step] = true;
		s->taken[step] = cost <= s->left;
		if (s->taken[step])
			s->left -= cost;
	}
	return s->taken[step];
}

/* Forward: the kept groups, best saving per byte first, while their text
 * (each measured alone) fits the budget, and the smaller groups while
 * their costs fit the pool; measured together, and while the set exceeds
 * the budget, its last group goes. *fwd is the set's step. */
static int forward(struct tune *t, bool *in, size_t *fwd, char *err,
		   size_t errlen)
{
	size_t n, *order = ranked(t, true, &n), used = 0, tries = 0;
	long long budget = t->o->has_budget ? tune_budget_bytes(t) : 0, sum = 0;
	struct slack slack = slack_of_pool(t);
	int ret = 0;

	for (size_t i = 0; i < n; i++) {
		long long bytes =
			tune_text_growth(t, t->results[order[i]].step);

		if ((t->o->has_budget && sum + bytes > budget) ||
		    !smaller_fits(t, order[i], &slack))
			continue;
		sum += bytes;
		in[order[i]] = true;
		order[used++] = order[i];
	}
	*fwd = t->baseline;
	while (used && !ret) {
		const struct tune_result *one = &t->results[order[0]];

		if (used == 1 && one->lo == one->hi) /* measured alone */
			*fwd = one->step;
		else
			ret = tune_measure_set(t, in, "forward", NULL, fwd, err,
					       errlen);
		if (ret || tune_step_fits(t, *fwd) || ++tries > MAX_REFITS)
			break;
		in[order[--used]] = false;
		*fwd = t->baseline;
	}
	slack_release(&slack);
	free(order);
	return ret;
}

/* Measures the set in[], cur with some groups left out (what says which):
 * the removal stands, and *cur becomes that set, when it is not worse than
 * cur beyond the noise, or while cur exceeds the budget. */
static int leave_out(struct tune *t, const bool *in, const char *what,
		     size_t *cur, bool *stands, char *err, size_t errlen)
{
	size_t idx;

	if (tune_measure_set(t, in, "backward", what, &idx, err, errlen))
		return -1;
	*stands = !tune_step_fits(t, *cur) ||
		  tune_judge(t, &t->state->steps[*cur],
			     &t->state->steps[idx]) != TUNE_DROPPED;
	if (*stands)
		*cur = idx;
	return 0;
}

static void set_neutral(const struct tune *t, bool *in, bool value)
{
	for (size_t g = 0; g < t->n_groups; g++)
		if (t->results[g].verdict == TUNE_NEUTRAL)
			in[g] = value;
}

/* The groups that were neutral alone, left out in one step: most groups
 * of a large run do nothing (jemalloc's under PGO), and left out one at a
 * time each costs a build. */
static int without_neutral(struct tune *t, bool *in, size_t *cur, char *err,
			   size_t errlen)
{
	size_t k = 0;
	bool stands;
	char what[64];

	for (size_t g = 0; g < t->n_groups; g++)
		k += t->results[g].verdict == TUNE_NEUTRAL;
	if (k < 2 || k == t->n_groups)
		return 0;
	snprintf(what, sizeof(what), "without the %zu neutral groups", k);
	set_neutral(t, in, false);
	if (leave_out(t, in, what, cur, &stands, err, errlen))
		return -1;
	if (!stands)
		set_neutral(t, in, true);
	return 0;
}

/* Leaves rest[lo..hi) out of in[] together: they go when the set
 * without them is not worse than cur beyond the noise (leave_out). */
static int leave_block(struct tune *t, bool *in, const size_t *rest, size_t lo,
		       size_t hi, size_t *cur, bool *stands, char *err,
		       size_t errlen)
{
	char what[300], name[256];
	int ret;

	if (hi - lo == 1) {
		tune_describe_range(t, rest[lo], rest[lo], name, sizeof(name));
		snprintf(what, sizeof(what), "without %s", name);
	} else {
		snprintf(what, sizeof(what), "without %zu groups", hi - lo);
	}
	for (size_t k = lo; k < hi; k++)
		in[rest[k]] = false;
	ret = leave_out(t, in, what, cur, stands, err, errlen);
	for (size_t k = lo; !ret && !*stands && k < hi; k++)
		in[rest[k]] = true;
	return ret;
}

/* rest[lo..hi) out together, and each half the same way when that is
 * worse; never the last group of the set, and one group at a time while
 * the set exceeds the budget, when a group goes whatever it costs. Of
 * jemalloc's 223 hand annotations left after the neutral ones, 102 of the
 * first 104 went one build each: a block takes them in one. */
static int leave_halves(struct tune *t, bool *in, const size_t *rest, size_t lo,
			size_t hi, size_t *cur, char *err, size_t errlen)
{
	size_t mid = lo + (hi - lo) / 2;
	bool stands = false;

	if ((hi - lo == 1 || tune_step_fits(t, *cur)) &&
	    tune_set_size(t, in) > hi - lo &&
	    leave_block(t, in, rest, lo, hi, cur, &stands, err, errlen))
		return -1;
	if (stands || hi - lo == 1)
		return 0;
	if (leave_halves(t, in, rest, lo, mid, cur, err, errlen))
		return -1;
	return leave_halves(t, in, rest, mid, hi, cur, err, errlen);
}

/* Backward: from the full set, the groups neutral alone together, then
 * each group in turn (least saving per byte first) is left out; it goes
 * when the set without it is not worse beyond the noise, or while the set
 * exceeds the budget. Groups that only pay together stay. With more
 * groups left than --bisect-above, they leave in blocks, halved when a
 * block is worse. */
static int backward(struct tune *t, size_t from, char *err, size_t errlen)
{
	bool *in = inlint_xcalloc(t->n_groups, sizeof(*in));
	size_t n, *order = ranked(t, false, &n), cur = from, n_rest = 0;
	size_t *rest = inlint_xcalloc(n ? n : 1, sizeof(*rest));
	int ret;

	for (size_t g = 0; g < t->n_groups; g++)
		in[g] = true;
	ret = without_neutral(t, in, &cur, err, errlen);
	for (size_t i = n; i-- > 0;)
		if (in[order[i]])
			rest[n_rest++] = order[i];
	if (!ret && n_rest > t->o->bisect_above)
		ret = leave_halves(t, in, rest, 0, n_rest, &cur, err, errlen);
	else
		for (size_t i = 0; !ret && i < n_rest; i++)
			ret = leave_halves(t, in, rest, i, i + 1, &cur, err,
					   errlen);
	free(rest);
	free(order);
	free(in);
	return ret;
}

/* The smallest of the sets within the budget that are as fast as the
 * fastest (within --min-effect or --within), or with --smallest that keep the
 * baseline's speed when some do; the first measured of equals. Chosen
 * from one pool, not pair by pair: each set within --min-effect of the
 * last, a chain of smaller sets ends beyond it of the fastest. */
static size_t best_set(const struct tune *t)
{
	double fastest = tune_fastest(t);
	bool by_speed = false;
	size_t best = SIZE_MAX;

	for (size_t i = 0; i < t->n_sets; i++)
		by_speed |= t->o->smallest && tune_set_fits(t, i) &&
			    tune_set_keeps_speed(t, i);
	for (size_t i = 0; i < t->n_sets; i++) {
		if (!tune_set_fits(t, i))
			continue;
		if (by_speed ? !tune_set_keeps_speed(t, i)
			     : !tune_set_near_fastest(t, i, fastest))
			continue;
		if (best == SIZE_MAX || tune_set_smaller(t, i, best))
			best = i;
	}
	return best == SIZE_MAX ? 0 : best;
}

/* Whether some groups only pay together (or the set must shrink to the
 * budget): the full set did better, by the noise rule, than the forward
 * set with what each dropped group cost alone added. Brotli's
 * FindLongestMatchH5 and the dictionary search it calls cost 2.4% and 7.6%
 * alone and save together: a full set that only equals the forward set
 * still hides them. */
static bool pays_in_company(const struct tune *t, size_t fwd)
{
	struct tune_stats f = tune_stats(&t->state->steps[fwd]),
			  all = tune_stats(&t->state->steps[t->all]);
	double base = tune_median_of(t, t->baseline), expected = f.median;
	double noise = fmax(f.max - f.min, all.max - all.min);

	for (size_t g = 0; g < t->n_groups; g++) {
		struct tune_stats d;

		if (t->results[g].verdict != TUNE_DROPPED)
			continue;
		d = tune_stats(&t->state->steps[t->results[g].step]);
		expected += d.median - base;
		noise = fmax(noise, d.max - d.min);
	}
	noise = fmax(noise, tune_min_change(t, f.median));
	return expected - all.median > noise;
}

/* The best set with the groups that only make the text smaller, least
 * cost first while their costs fit the pool (as forward takes them), when
 * it lacks some: the backward pass leaves them out first, a set without
 * them then beats the forward set, and their text is lost (ffmpeg at -O3:
 * 19 noinline groups, 28 KB for 730 instructions). Measured as one more
 * set, which best_set() takes when it stays in the pool. */
static int with_smaller(struct tune *t, size_t best, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, n_ranked, idx, added = 0;
	size_t *order = ranked(t, true, &n_ranked);
	bool *pick = inlint_xcalloc(n ? n : 1, sizeof(*pick));
	struct slack slack = slack_of_pool(t);
	int ret = 0;

	memcpy(pick, t->sets[best].pick, n * sizeof(*pick));
	for (size_t r = 0; r < n_ranked; r++) {
		size_t g = order[r];

		if (t->results[g].verdict != TUNE_SMALLER ||
		    t->sets[best].in[g] || !smaller_fits(t, g, &slack))
			continue;
		for (size_t i = 0; i < n; i++)
			pick[i] |= t->group[i] == g;
		added++;
	}
	if (added)
		ret = tune_measure_pick(t, pick, "smaller",
					"with the groups that make the text "
					"smaller",
					&idx, err, errlen);
	slack_release(&slack);
	free(pick);
	free(order);
	return ret;
}

int tune_search(struct tune *t, char *err, size_t errlen)
{
	bool *in = inlint_xcalloc(t->n_groups, sizeof(*in));
	size_t fwd, n = t->cands->n_recommendations;
	int ret;

	ret = forward(t, in, &fwd, err, errlen);
	if (!ret && t->n_groups > 1 && pays_in_company(t, fwd))
		ret = backward(t, t->all, err, errlen);
	free(in);
	if (ret || tune_refine(t, best_set(t), err, errlen) ||
	    with_smaller(t, best_set(t), err, errlen))
		return -1;
	t->chosen = best_set(t);
	memcpy(t->pick, t->sets[t->chosen].pick, n * sizeof(*t->pick));
	/* Measured again, in a build of its own: the number written is not
	 * the luckiest of many. */
	return tune_measure(t, "final", "final set", t->pick, &t->final, err,
			    errlen);
}
