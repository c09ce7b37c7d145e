/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* steps.c - the facts of the measured steps and sets, computed from the
 * state alone: nothing here builds, benchmarks or prints. */
#include "steps.h"

#include "array.h"
#include "xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

struct tune_stats tune_stats(const struct inlint_tune_step *st)
{
	struct tune_stats s = {0};
	double *v;
	size_t n = st->n_values;

	if (!n)
		return s;
	v = inlint_xmalloc(n * sizeof(*v));
	memcpy(v, st->values, n * sizeof(*v));
	inlint_array_sort(v, n, sizeof(*v), by_value);
	s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
	s.min = v[0];
	s.max = v[n - 1];
	free(v);
	return s;
}

double tune_min_change(const struct tune *t, double median)
{
	return median * t->o->min_effect / 100;
}

enum tune_verdict tune_judge(const struct tune *t,
			     const struct inlint_tune_step *base,
			     const struct inlint_tune_step *st)
{
	struct tune_stats b = tune_stats(base), s = tune_stats(st);
	double noise = b.max - b.min, gain = b.median - s.median;

	noise = fmax(noise, s.max - s.min);
	noise = fmax(noise, tune_min_change(t, b.median));
	if (gain > noise)
		return TUNE_KEPT;
	if (-gain > noise)
		return TUNE_DROPPED;
	return TUNE_NEUTRAL;
}

void tune_format_value(const struct tune *t, double v, char *buf, size_t len)
{
	switch (t->metric.kind) {
	case INLINT_METRIC_CALLGRIND:
		snprintf(buf, len, "%.0f", v);
		break;
	case INLINT_METRIC_WALL:
		snprintf(buf, len, "%.4f", v);
		break;
	default:
		snprintf(buf, len, "%g", v);
	}
}

double tune_median_of(const struct tune *t, size_t step)
{
	return tune_stats(&t->state->steps[step]).median;
}

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

bool tune_step_fits(const struct tune *t, size_t step)
{
	return !t->o->has_budget ||
	       tune_text_growth(t, step) <= tune_budget_bytes(t);
}

/* Per group, whether pick[] holds some of its candidates. */
bool *tune_groups_of(const struct tune *t, const bool *pick)
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
	s->in = tune_groups_of(t, pick);
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
const struct tune_set *tune_find_set(const struct tune *t, const bool *pick)
{
	for (size_t i = 0; i < t->n_sets; i++)
		if (!memcmp(t->sets[i].pick, pick,
			    t->cands->n_recommendations * sizeof(*pick)))
			return &t->sets[i];
	return NULL;
}

/* --smallest: whether set i's measurement is no slower than the
 * baseline's, beyond the noise and --min-effect. */
bool tune_set_keeps_speed(const struct tune *t, size_t i)
{
	return tune_judge(t, &t->state->steps[t->baseline],
			  &t->state->steps[t->sets[i].step]) != TUNE_DROPPED;
}

bool tune_set_fits(const struct tune *t, size_t i)
{
	return tune_step_fits(t, t->sets[i].step);
}

double tune_fastest(const struct tune *t)
{
	double fastest = HUGE_VAL;

	for (size_t k = 0; k < t->n_sets; k++)
		if (tune_set_fits(t, k))
			fastest = fmin(fastest,
				       tune_median_of(t, t->sets[k].step));
	return fastest;
}

double tune_pool_width(const struct tune *t)
{
	double base = tune_median_of(t, t->baseline);

	return fmax(tune_min_change(t, base), base * t->o->within / 100);
}

bool tune_set_near_fastest(const struct tune *t, size_t i, double fastest)
{
	return tune_set_fits(t, i) &&
	       tune_median_of(t, t->sets[i].step) - fastest <=
		       tune_pool_width(t);
}

/* Less text, then fewer decisions, then the lower median. */
bool tune_set_smaller(const struct tune *t, size_t i, size_t b)
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
		bool ks = tune_set_keeps_speed(t, i),
		     kb = tune_set_keeps_speed(t, b);
		long long xs = tune_text_growth(t, s),
			  xb = tune_text_growth(t, sb);

		if (ks != kb)
			return ks;
		if (ks && xs != xb)
			return xs < xb;
	}
	if (fabs(ms - mb) > tol)
		return ms < mb;
	return tune_set_smaller(t, i, b);
}
