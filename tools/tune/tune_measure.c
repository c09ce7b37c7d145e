/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_measure.c - one step of inlint tune: write the decisions, build, read
 * the text sizes, run the bench N times, save the step to the state file at
 * once, and say so on the progress log. */
#include "tune_measure.h"

#include "escape.h"
#include "steps.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void progress(const struct tune *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void progress(const struct tune *t, const char *fmt, ...)
{
	va_list ap;

	fprintf(t->log, "inlint tune: step %zu of %s%zu: ", t->step_no,
		t->step_no < t->n_planned && t->o->bisect_above < t->n_groups
			? "at most "
			: "",
		t->n_planned > t->step_no ? t->n_planned : t->step_no);
	va_start(ap, fmt);
	inlint_vfprintf_escaped(t->log, fmt, ap);
	va_end(ap);
	fputc('\n', t->log);
}

/* The time left, from the average measured step, this run's or not. */
static void estimate(const struct tune *t, char *buf, size_t len)
{
	double sum = 0;
	size_t left = t->n_planned > t->step_no ? t->n_planned - t->step_no : 0;

	*buf = '\0';
	if (!t->state->n_steps)
		return;
	for (size_t i = 0; i < t->state->n_steps; i++)
		sum += t->state->steps[i].seconds;
	sum = sum / (double)t->state->n_steps * (double)(left + 1);
	snprintf(buf, len, "; about %.0f s left", sum);
}

static int bench_runs(struct tune *t, struct inlint_tune_step *st, char *err,
		      size_t errlen)
{
	st->values = inlint_xcalloc(t->o->runs, sizeof(*st->values));
	for (; st->n_values < t->o->runs; st->n_values++)
		if (inlint_run_bench(&t->metric, t->o->bench, t->scratch,
				     &st->values[st->n_values], err, errlen))
			return -1;
	return 0;
}

/* Adds the measured step to the state and saves it at once: an
 * interrupted run loses at most the step in progress. */
static int save_step(struct tune *t, struct inlint_tune_step *st,
		     const char *key, char *err, size_t errlen)
{
	st->key = inlint_strdup(key);
	inlint_tune_state_push(t->state, st);
	return inlint_tune_state_write(t->state, t->o->state, err, errlen);
}

static void report(const struct tune *t, const char *what, size_t idx)
{
	const struct inlint_tune_step *st = &t->state->steps[idx];
	struct tune_stats s = tune_stats(st), b = s;
	char value[32];

	if (idx != t->baseline)
		b = tune_stats(&t->state->steps[t->baseline]);
	tune_format_value(t, s.median, value, sizeof(value));
	progress(t, "%s: %s %s (x%.4f) in %.1f s", what, value,
		 inlint_metric_unit(&t->metric),
		 b.median ? s.median / b.median : 1.0, st->seconds);
}

/* Builds with the picked candidates and benchmarks the build into st. */
static int take(struct tune *t, const bool *pick, struct inlint_tune_step *st,
		char *err, size_t errlen)
{
	double start = inlint_now();

	if (tune_build(t, pick, NULL, err, errlen) ||
	    tune_read_text(t, st, err, errlen) ||
	    bench_runs(t, st, err, errlen))
		return -1;
	st->seconds = inlint_now() - start;
	return 0;
}

int tune_measure(struct tune *t, const char *key, const char *what,
		 const bool *pick, size_t *idx, char *err, size_t errlen)
{
	const struct inlint_tune_step *found =
		inlint_tune_state_find(t->state, key);
	struct inlint_tune_step st = {0};
	char left[64];
	int ret = -1;

	t->step_no++;
	if (found) {
		*idx = (size_t)(found - t->state->steps);
		progress(t, "%s: %s", what,
			 *idx < t->n_loaded
				 ? "measured before, resuming"
				 : "the same decisions as an earlier step");
		return 0;
	}
	estimate(t, left, sizeof(left));
	progress(t, "%s: build, bench x%u%s", what, t->o->runs, left);
	if (take(t, pick, &st, err, errlen) ||
	    save_step(t, &st, key, err, errlen))
		goto out;
	*idx = t->state->n_steps - 1;
	ret = 0;
	if (!strcmp(key, "baseline"))
		t->baseline = *idx;
	report(t, what, *idx);
out:
	inlint_tune_step_release(&st);
	return ret;
}

static bool same_text(const struct inlint_tune_step *a,
		      const struct inlint_tune_step *b)
{
	if (a->n_text != b->n_text)
		return false;
	for (size_t i = 0; i < a->n_text; i++)
		if (a->text[i].bytes != b->text[i].bytes ||
		    strcmp(a->text[i].name, b->text[i].name))
			return false;
	return true;
}

/* Every stored step is judged against the baseline, so the baseline taken
 * again must measure as the stored one did: within the noise, and to the
 * byte in text. Returns 0, or -1 with err saying what differs. */
static int compare_baseline(const struct tune *t,
			    const struct inlint_tune_step *before,
			    const struct inlint_tune_step *now, char *err,
			    size_t errlen)
{
	const char *unit = inlint_metric_unit(&t->metric),
		   *sep = *unit ? " " : "";
	char was[32], is[32];

	if (tune_judge(t, before, now) != TUNE_NEUTRAL) {
		tune_format_value(t, tune_stats(now).median, is, sizeof(is));
		tune_format_value(t, tune_stats(before).median, was,
				  sizeof(was));
		snprintf(err, errlen,
			 "%s: the baseline measures %s%s%s now, %s%s%s in the "
			 "interrupted run: the environment, the machine or the "
			 "binaries changed; use --restart to start over",
			 t->o->state, is, sep, unit, was, sep, unit);
		return -1;
	}
	if (same_text(before, now))
		return 0;
	snprintf(err, errlen,
		 "%s: the baseline's text differs from the interrupted run's: "
		 "the binaries changed; use --restart to start over",
		 t->o->state);
	return -1;
}

/* The measurements of now go to the step before; now gets the old ones. */
static void replace_step(struct inlint_tune_step *before,
			 struct inlint_tune_step *now)
{
	struct inlint_tune_step old = *before;

	*before = *now;
	before->key = old.key;
	old.key = now->key;
	*now = old;
}

int tune_measure_baseline(struct tune *t, char *err, size_t errlen)
{
	static const char what[] = "baseline (no decisions)";
	const struct inlint_tune_step *found =
		inlint_tune_state_find(t->state, "baseline");
	struct inlint_tune_step st = {0};
	char left[64];
	int ret = -1;

	if (!found || (size_t)(found - t->state->steps) >= t->n_loaded)
		return tune_measure(t, "baseline", what, t->pick, &t->baseline,
				    err, errlen);
	t->step_no++;
	t->baseline = (size_t)(found - t->state->steps);
	estimate(t, left, sizeof(left));
	progress(t, "%s: measured before; build, bench x%u again to compare%s",
		 what, t->o->runs, left);
	if (take(t, t->pick, &st, err, errlen))
		goto out;
	if (compare_baseline(t, found, &st, err, errlen)) {
		t->stale = true;
		goto out;
	}
	replace_step(&t->state->steps[t->baseline], &st);
	ret = inlint_tune_state_write(t->state, t->o->state, err, errlen);
	if (!ret)
		report(t, what, t->baseline);
out:
	inlint_tune_step_release(&st);
	return ret;
}

int tune_measure_range(struct tune *t, size_t lo, size_t hi, size_t *idx,
		       char *err, size_t errlen)
{
	bool *pick = inlint_xcalloc(t->cands->n_recommendations, sizeof(*pick));
	char key[64], what[256];
	int ret;

	tune_pick_range(t, lo, hi, pick);
	snprintf(key, sizeof(key), "groups %zu-%zu", lo, hi);
	if (lo == 0 && hi == t->n_groups - 1)
		snprintf(what, sizeof(what), "all candidates");
	else
		tune_describe_range(t, lo, hi, what, sizeof(what));
	ret = tune_measure(t, key, what, pick, idx, err, errlen);
	if (!ret)
		tune_note_set(t, *idx, pick,
			      lo == hi
				      ? "group"
				      : (hi - lo + 1 == t->n_groups ? "all"
								    : "block"));
	free(pick);
	return ret;
}

int tune_measure_pick(struct tune *t, const bool *pick, const char *how,
		      const char *what, size_t *idx, char *err, size_t errlen)
{
	const struct tune_set *same = tune_find_set(t, pick);
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
	in = tune_groups_of(t, pick);
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
