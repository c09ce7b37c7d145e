/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* search.c - inlint tune's choice of the set to write: the kept groups by
 * saving per byte within the budget, a backward pass from the full set, the
 * refinement (refine.c), the smallest of the fastest sets measured again
 * (docs/TUNE.md, Method). */
#include "tune.h"

#include "array.h"
#include "xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Sets measured again, at most, when a forward set exceeds the budget. */
#define MAX_REFITS 8

long long tune_text_growth(const struct tune *t, size_t step)
{
	const struct inlint_tune_step *st = &t->state->steps[step];
	long long sum = 0;

	if (step == t->baseline)
		return 0;
	for (size_t i = 0; i < st->n_text; i++)
		sum += st->text[i].bytes;
	return sum;
}

long long tune_budget_bytes(const struct tune *t)
{
	const struct inlint_tune_step *base = &t->state->steps[t->baseline];
	long long total = 0;

	for (size_t i = 0; i < base->n_text; i++)
		total += base->text[i].bytes;
	return inlint_budget_spec_bytes(&t->o->budget, (double)total);
}

static bool fits(const struct tune *t, size_t step)
{
	return !t->o->has_budget ||
	       tune_text_growth(t, step) <= tune_budget_bytes(t);
}

/* Per group, whether pick[] holds some of its candidates. */
static bool *groups_of(const struct tune *t, const bool *pick)
{
	bool *in = inlint_xcalloc(t->n_groups ? t->n_groups : 1, sizeof(*in));

	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		in[t->group[i]] |= pick[i];
	return in;
}

void tune_note_set(struct tune *t, size_t step, const bool *pick,
		   const char *how)
{
	size_t n = t->cands->n_recommendations;
	struct tune_set *s;

	for (size_t i = 0; i < t->n_sets; i++)
		if (t->sets[i].step == step)
			return;
	t->sets = inlint_array_grow(t->sets, &t->cap_sets, t->n_sets + 1,
				    sizeof(*t->sets));
	s = &t->sets[t->n_sets++];
	s->step = step;
	s->how = how;
	s->pick = inlint_xcalloc(n ? n : 1, sizeof(*s->pick));
	memcpy(s->pick, pick, n * sizeof(*pick));
	s->in = groups_of(t, pick);
}

size_t tune_set_size(const struct tune *t, const bool *in)
{
	size_t n = 0;

	for (size_t g = 0; g < t->n_groups; g++)
		n += in[g];
	return n;
}

size_t tune_set_decisions(const struct tune *t, size_t i)
{
	size_t n = 0;

	for (size_t c = 0; c < t->cands->n_recommendations; c++)
		n += t->sets[i].pick[c];
	return n;
}

/* The set of these candidates measured already, or NULL. */
static const struct tune_set *find_set(const struct tune *t, const bool *pick)
{
	for (size_t i = 0; i < t->n_sets; i++)
		if (!memcmp(t->sets[i].pick, pick,
			    t->cands->n_recommendations * sizeof(*pick)))
			return &t->sets[i];
	return NULL;
}

int tune_measure_pick(struct tune *t, const bool *pick, const char *how,
		      const char *what, size_t *idx, char *err, size_t errlen)
{
	const struct tune_set *same = find_set(t, pick);
	size_t n = t->cands->n_recommendations, len = 8 + n / 4 + 2, groups;
	bool *in;
	char *key, line[300];
	size_t k;
	int ret;

	if (same) {
		*idx = same->step;
		return 0;
	}
	key = inlint_xmalloc(len);
	k = (size_t)snprintf(key, len, "set ");
	/* The candidates as hexadecimal digits, four a digit. */
	for (size_t i = 0; i < n; i += 4) {
		unsigned d = 0;

		for (size_t b = 0; b < 4 && i + b < n; b++)
			d |= (unsigned)pick[i + b] << b;
		key[k++] = "0123456789abcdef"[d];
	}
	key[k] = '\0';
	in = groups_of(t, pick);
	groups = tune_set_size(t, in);
	t->n_planned++; /* a step the plan could not foresee */
	snprintf(line, sizeof(line), "%s (%zu group%s)%s%s", how, groups,
		 groups == 1 ? "" : "s", what ? ": " : "", what ? what : "");
	ret = tune_measure(t, key, line, pick, idx, err, errlen);
	if (!ret)
		tune_note_set(t, *idx, pick, how);
	free(in);
	free(key);
	return ret;
}

int tune_measure_set(struct tune *t, const bool *in, const char *how,
		     const char *what, size_t *idx, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations;
	bool *pick = inlint_xcalloc(n ? n : 1, sizeof(*pick));
	int ret;

	for (size_t i = 0; i < n; i++)
		pick[i] = in[t->group[i]];
	ret = tune_measure_pick(t, pick, how, what, idx, err, errlen);
	free(pick);
	return ret;
}

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

/* Forward: the kept groups, best saving per byte first, while their text
 * (each measured alone) fits the budget; measured together, and while the
 * set exceeds the budget, its last group goes. *fwd is the set's step. */
static int forward(struct tune *t, bool *in, size_t *fwd, char *err,
		   size_t errlen)
{
	size_t n, *order = ranked(t, true, &n), used = 0, tries = 0;
	long long budget = t->o->has_budget ? tune_budget_bytes(t) : 0, sum = 0;
	int ret = 0;

	for (size_t i = 0; i < n; i++) {
		long long bytes =
			tune_text_growth(t, t->results[order[i]].step);

		if (t->o->has_budget && sum + bytes > budget)
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
		if (ret || fits(t, *fwd) || ++tries > MAX_REFITS)
			break;
		in[order[--used]] = false;
		*fwd = t->baseline;
	}
	free(order);
	return ret;
}

/* Backward: from the full set, each group in turn (least saving per byte
 * first) is left out; it goes when the set without it is not worse beyond
 * the noise, or while the set exceeds the budget. Groups that only pay
 * together stay. */
static int backward(struct tune *t, size_t from, char *err, size_t errlen)
{
	bool *in = inlint_xcalloc(t->n_groups, sizeof(*in));
	size_t n, *order = ranked(t, false, &n), cur = from;
	int ret = 0;

	for (size_t g = 0; g < t->n_groups; g++)
		in[g] = true;
	for (size_t i = n; i-- > 0 && !ret;) {
		size_t g = order[i], idx;
		char what[280], name[256];

		if (tune_set_size(t, in) == 1)
			break;
		in[g] = false;
		tune_describe_range(t, g, g, name, sizeof(name));
		snprintf(what, sizeof(what), "without %s", name);
		ret = tune_measure_set(t, in, "backward", what, &idx, err,
				       errlen);
		if (ret)
			break;
		if (!fits(t, cur) ||
		    tune_judge(t, &t->state->steps[cur],
			       &t->state->steps[idx]) != TUNE_DROPPED)
			cur = idx;
		else
			in[g] = true;
	}
	free(order);
	free(in);
	return ret;
}

/* --smallest: whether set i's measurement is no slower than the
 * baseline's, beyond the noise and --min-effect. */
static bool keeps_speed(const struct tune *t, size_t i)
{
	return tune_judge(t, &t->state->steps[t->baseline],
			  &t->state->steps[t->sets[i].step]) != TUNE_DROPPED;
}

bool tune_set_fits(const struct tune *t, size_t i)
{
	return fits(t, t->sets[i].step);
}

/* Less text, then fewer decisions, then the lower median. */
static bool smaller(const struct tune *t, size_t i, size_t b)
{
	size_t s = t->sets[i].step, sb = t->sets[b].step;
	long long xs = tune_text_growth(t, s), xb = tune_text_growth(t, sb);
	size_t ns = tune_set_decisions(t, i), nb = tune_set_decisions(t, b);

	if (xs != xb)
		return xs < xb;
	if (ns != nb)
		return ns < nb;
	return tune_median_of(t, s) < tune_median_of(t, sb);
}

bool tune_set_beats(const struct tune *t, size_t i, size_t b)
{
	size_t s = t->sets[i].step, sb = t->sets[b].step;
	double ms = tune_median_of(t, s), mb = tune_median_of(t, sb),
	       tol = tune_min_change(t, tune_median_of(t, t->baseline));

	if (t->o->smallest) {
		bool ks = keeps_speed(t, i), kb = keeps_speed(t, b);
		long long xs = tune_text_growth(t, s),
			  xb = tune_text_growth(t, sb);

		if (ks != kb)
			return ks;
		if (ks && xs != xb)
			return xs < xb;
	}
	if (fabs(ms - mb) > tol)
		return ms < mb;
	return smaller(t, i, b);
}

/* The smallest of the sets within the budget that are as fast as the
 * fastest (within --min-effect), or with --smallest that keep the
 * baseline's speed when some do; the first measured of equals. Chosen
 * from one pool, not pair by pair: each set within --min-effect of the
 * last, a chain of smaller sets ends beyond it of the fastest. */
static size_t best_set(const struct tune *t)
{
	double fastest = HUGE_VAL,
	       tol = tune_min_change(t, tune_median_of(t, t->baseline));
	bool by_speed = false;
	size_t best = SIZE_MAX;

	for (size_t i = 0; i < t->n_sets; i++) {
		if (!fits(t, t->sets[i].step))
			continue;
		fastest = fmin(fastest, tune_median_of(t, t->sets[i].step));
		by_speed |= t->o->smallest && keeps_speed(t, i);
	}
	for (size_t i = 0; i < t->n_sets; i++) {
		if (!fits(t, t->sets[i].step))
			continue;
		if (by_speed ? !keeps_speed(t, i)
			     : tune_median_of(t, t->sets[i].step) - fastest >
				       tol)
			continue;
		if (best == SIZE_MAX || smaller(t, i, best))
			best = i;
	}
	return best == SIZE_MAX ? 0 : best;
}

int tune_search(struct tune *t, char *err, size_t errlen)
{
	bool *in = inlint_xcalloc(t->n_groups, sizeof(*in));
	size_t fwd, n = t->cands->n_recommendations;
	int ret;

	ret = forward(t, in, &fwd, err, errlen);
	/* The full set did better than the forward set: some groups only pay
	 * together (or it must shrink to the budget). */
	if (!ret && t->n_groups > 1 &&
	    tune_judge(t, &t->state->steps[fwd], &t->state->steps[t->all]) ==
		    TUNE_KEPT)
		ret = backward(t, t->all, err, errlen);
	free(in);
	if (ret || tune_refine(t, best_set(t), err, errlen))
		return -1;
	t->chosen = best_set(t);
	memcpy(t->pick, t->sets[t->chosen].pick, n * sizeof(*t->pick));
	/* Measured again, in a build of its own: the number written is not
	 * the luckiest of many. */
	return tune_measure(t, "final", "final set", t->pick, &t->final, err,
			    errlen);
}
