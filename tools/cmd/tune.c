/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune.c - "inlint tune": builds and benchmarks with candidate decisions, keeps
 * what helps beyond the noise. Run: inlint tune --help; see docs/TUNE.md. */
#include "commands.h"
#include "decision_list.h"
#include "record.h"
#include "tune.h"
#include "xalloc.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DEFAULT_RUNS	     3
#define DEFAULT_STATE	     ".inlint-tune.state"
#define DEFAULT_OUT	     "decisions.yaml"
#define DEFAULT_BISECT_ABOVE 16
#define NO_GROUP	     ((size_t)-1)

static int fail(const char *what)
{
	fflush(stdout);
	fprintf(stderr, "inlint tune: %s\n", what);
	return 2;
}

static int tune_main(int argc, char **argv);

enum {
	OPT_BUILD = 1,
	OPT_BENCH,
	OPT_METRIC,
	OPT_CANDIDATES,
	OPT_RUNS,
	OPT_STATE,
	OPT_OUT,
	OPT_OBJECTS,
	OPT_RESTART,
	OPT_BISECT_ABOVE,
};

static const struct inlint_option options[] = {
	{OPT_BUILD, "build", 0, "CMD",
	 "shell command that builds with the plugin; tune sets INLINT_APPLY "
	 "for it",
	 0},
	{OPT_BENCH, "bench", 0, "CMD",
	 "shell command that runs the benchmark once", 0},
	{OPT_METRIC, "metric", 0, "wall|callgrind|stdout:REGEX",
	 "what to measure of a bench run, lower is better: seconds, "
	 "callgrind's instructions, or the first number REGEX captures in "
	 "its stdout",
	 0},
	{OPT_CANDIDATES, "candidates", 0, "FILE", "the decisions to try", 0},
	{OPT_RUNS, "runs", 0, "N", "bench runs per build (default 3)", 0},
	{OPT_STATE, "state", 0, "FILE",
	 "the resume file (default " DEFAULT_STATE ")", 0},
	{OPT_OUT, "output", 'o', "FILE",
	 "write the winning decisions to FILE (default " DEFAULT_OUT ")", 0},
	{OPT_OBJECTS, "objects", 0, "GLOB",
	 "objects the build makes, for the text columns", INLINT_OPT_LIST},
	{OPT_RESTART, "restart", 0, NULL,
	 "ignore the state file and start over", 0},
	{OPT_BISECT_ABOVE, "bisect-above", 0, "N",
	 "with more groups than N, bisect blocks of groups (default 16)", 0},
	{0},
};

const struct inlint_command inlint_tune_command = {
	.name = "tune",
	.summary = "measure candidate decisions, keep the winners",
	.synopsis = "--build CMD --bench CMD --metric "
		    "wall|callgrind|stdout:REGEX\n"
		    "--candidates FILE [--runs N] [--state FILE] [-o FILE]\n"
		    "[--objects GLOB...] [--restart] [--bisect-above N]",
	.description = "Builds with INLINT_APPLY set to the candidates' "
		       "decisions, benchmarks each build, keeps the decisions "
		       "that help beyond the noise and writes them to FILE "
		       "(default " DEFAULT_OUT ").",
	.options = options,
	.doc = "TUNE.md",
	.run = tune_main,
};

/* Returns 0, or -1 with the problem in p->err. */
static int tune_option(void *ctx, struct inlint_args *p, int id)
{
	struct tune_opts *o = ctx;
	size_t n;

	switch (id) {
	case OPT_BUILD:
		o->build = p->value;
		return 0;
	case OPT_BENCH:
		o->bench = p->value;
		return 0;
	case OPT_METRIC:
		o->metric = p->value;
		return 0;
	case OPT_CANDIDATES:
		o->candidates = p->value;
		return 0;
	case OPT_RUNS:
		if (!inlint_args_count(p->value, &n) && n && n <= 1000) {
			o->runs = (unsigned)n;
			return 0;
		}
		snprintf(p->err, sizeof(p->err), "bad --runs '%s' (1 to 1000)",
			 p->value);
		return -1;
	case OPT_STATE:
		o->state = p->value;
		return 0;
	case OPT_OUT:
		o->out = p->value;
		return 0;
	case OPT_OBJECTS:
		o->objects[o->n_objects++] = p->value;
		return 0;
	case OPT_RESTART:
		o->restart = true;
		return 0;
	case OPT_BISECT_ABOVE:
		if (!inlint_args_count(p->value, &o->bisect_above))
			return 0;
		snprintf(p->err, sizeof(p->err), "bad --bisect-above '%s'",
			 p->value);
		return -1;
	default:
		snprintf(p->err, sizeof(p->err), "unexpected argument '%s'",
			 p->value);
		return -1;
	}
}

/* The option a run cannot do without, or NULL. */
static const char *missing(const struct tune_opts *o)
{
	if (!o->build)
		return "--build";
	if (!o->bench)
		return "--bench";
	if (!o->metric)
		return "--metric";
	return o->candidates ? NULL : "--candidates";
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse_args(struct tune_opts *o, int argc, char **argv)
{
	char err[64];
	int status;

	o->runs = DEFAULT_RUNS;
	o->state = DEFAULT_STATE;
	o->out = DEFAULT_OUT;
	o->bisect_above = DEFAULT_BISECT_ABOVE;
	o->objects = inlint_xcalloc((size_t)argc, sizeof(*o->objects));
	status = inlint_command_parse(&inlint_tune_command, argc, argv,
				      tune_option, o);
	if (status || !missing(o))
		return status;
	snprintf(err, sizeof(err), "%s is required", missing(o));
	return inlint_usage_error(&inlint_tune_command, err);
}

/* Candidates that must move together: every decision about one function
 * (its call sites included), and those the record puts in one group (a
 * wrapper and the body it calls, which pay only together). */
static bool linked(const struct inlint_recommendation *a,
		   const struct inlint_recommendation *b)
{
	if (a->group && b->group && !strcmp(a->group, b->group))
		return true;
	if (strcmp(a->function, b->function))
		return false;
	return !a->file || !b->file || !strcmp(a->file, b->file);
}

static size_t find_root(size_t *parent, size_t i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

static void unite(size_t *parent, size_t a, size_t b)
{
	a = find_root(parent, a);
	b = find_root(parent, b);
	if (a < b)
		parent[b] = a;
	else
		parent[a] = b;
}

/* Union-find over the links, then groups numbered in file order. */
static int make_groups(struct tune *t)
{
	const struct inlint_recommendation *r = t->cands->recommendations;
	size_t n = t->cands->n_recommendations;
	size_t *parent = calloc(n, sizeof(*parent));

	t->group = calloc(n, sizeof(*t->group));
	t->pick = calloc(n, sizeof(*t->pick));
	if (!parent || !t->group || !t->pick)
		goto fail;
	for (size_t i = 0; i < n; i++)
		parent[i] = i;
	/* The smaller root wins: each group's root is its first candidate,
	 * numbered before the others are reached. */
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < i; j++)
			if (linked(&r[j], &r[i]))
				unite(parent, i, j);
	for (size_t i = 0; i < n; i++) {
		size_t root = find_root(parent, i);

		t->group[i] = root == i ? t->n_groups++ : t->group[root];
	}
	free(parent);
	t->results = calloc(t->n_groups, sizeof(*t->results));
	return t->results ? 0 : -1;
fail:
	free(parent);
	return -1;
}

static void pick_range(const struct tune *t, size_t lo, size_t hi, bool *pick)
{
	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		pick[i] = t->group[i] >= lo && t->group[i] <= hi;
}

/* "always_inline obj_malloc", "always_inline f and 2 more" or "groups
 * 3-5", for progress lines. */
static void describe_range(const struct tune *t, size_t lo, size_t hi,
			   char *buf, size_t len)
{
	const struct inlint_recommendation *r = t->cands->recommendations;
	size_t first = 0, n = 0;

	if (lo != hi) {
		snprintf(buf, len, "groups %zu-%zu of %zu", lo + 1, hi + 1,
			 t->n_groups);
		return;
	}
	for (size_t i = t->cands->n_recommendations; i-- > 0;) {
		if (t->group[i] == lo) {
			first = i;
			n++;
		}
	}
	snprintf(buf, len, "%s %s", inlint_action_name(r[first].action),
		 r[first].function);
	if (n > 1)
		snprintf(buf + strlen(buf), len - strlen(buf), " and %zu more",
			 n - 1);
}

static void progress(const struct tune *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void progress(const struct tune *t, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "inlint tune: step %zu of %s%zu: ", t->step_no,
		t->step_no < t->n_planned && t->o->bisect_above < t->n_groups
			? "at most "
			: "",
		t->n_planned > t->step_no ? t->n_planned : t->step_no);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
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
	st->values = calloc(t->o->runs, sizeof(*st->values));
	if (!st->values) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
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
	st->key = strdup(key);
	if (!st->key || inlint_tune_state_push(t->state, st)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
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

/* Builds with the picked candidates applied and benchmarks the build,
 * unless the state already holds the step called key. */
static int measure(struct tune *t, const char *key, const char *what,
		   const bool *pick, size_t *idx, char *err, size_t errlen)
{
	const struct inlint_tune_step *found =
		inlint_tune_state_find(t->state, key);
	struct inlint_tune_step st = {0};
	double start = inlint_now();
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
	if (inlint_decision_list_write(t->cands, pick, NULL, t->apply, err,
				       errlen) ||
	    inlint_run_build(t->o->build, t->apply, err, errlen) ||
	    tune_read_text(t, &st, err, errlen) ||
	    bench_runs(t, &st, err, errlen))
		goto out;
	st.seconds = inlint_now() - start;
	if (save_step(t, &st, key, err, errlen))
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

static int measure_range(struct tune *t, size_t lo, size_t hi, size_t *idx,
			 char *err, size_t errlen)
{
	bool *pick = calloc(t->cands->n_recommendations, sizeof(*pick));
	char key[64], what[256];
	int ret;

	if (!pick) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	pick_range(t, lo, hi, pick);
	snprintf(key, sizeof(key), "groups %zu-%zu", lo, hi);
	if (lo == 0 && hi == t->n_groups - 1)
		snprintf(what, sizeof(what), "all candidates");
	else
		describe_range(t, lo, hi, what, sizeof(what));
	ret = measure(t, key, what, pick, idx, err, errlen);
	free(pick);
	return ret;
}

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
	if (measure_range(t, lo, mid, &a, err, errlen) ||
	    bisect(t, lo, mid, a, err, errlen) ||
	    measure_range(t, mid + 1, hi, &b, err, errlen) ||
	    bisect(t, mid + 1, hi, b, err, errlen))
		return -1;
	/* It helps only as a whole (a chain across the halves): keep the
	 * whole block rather than lose it. */
	if (v == TUNE_KEPT && !any_kept(t, lo, hi))
		set_results(t, lo, hi, step, v);
	return 0;
}

/* Each group alone over the baseline; blocks of groups when there are
 * many (docs/TUNE.md). */
static int ablate(struct tune *t, char *err, size_t errlen)
{
	size_t idx;

	if (t->n_groups > t->o->bisect_above)
		return bisect(t, 0, t->n_groups - 1, t->all, err, errlen);
	for (size_t g = 0; g < t->n_groups; g++) {
		if (measure_range(t, g, g, &idx, err, errlen))
			return -1;
		set_results(t, g, g, idx, judge(t, idx));
	}
	return 0;
}

static double median_of(const struct tune *t, size_t step)
{
	return tune_stats(&t->state->steps[step]).median;
}

/* The kept group whose own step measured best, or NO_GROUP. */
static size_t best_kept(const struct tune *t)
{
	size_t best = NO_GROUP;

	for (size_t g = 0; g < t->n_groups; g++) {
		if (t->results[g].verdict != TUNE_KEPT)
			continue;
		if (best == NO_GROUP ||
		    median_of(t, t->results[g].step) <
			    median_of(t, t->results[best].step))
			best = g;
	}
	return best;
}

/* Builds the kept groups together. Should they measure worse together
 * than the best of them alone (they interact), that one is written. */
static int finish(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, best;

	for (size_t i = 0; i < n; i++)
		t->pick[i] = t->results[t->group[i]].verdict == TUNE_KEPT;
	if (measure(t, "final", "final set", t->pick, &t->final, err, errlen))
		return -1;
	best = best_kept(t);
	t->fallback_group = NO_GROUP;
	if (best == NO_GROUP ||
	    median_of(t, t->final) <= median_of(t, t->results[best].step))
		return 0;
	t->fallback_group = best;
	pick_range(t, t->results[best].lo, t->results[best].hi, t->pick);
	return 0;
}

/* The state to resume from, or a fresh one holding want's question. */
static int open_state(struct tune *t, struct inlint_tune_state *want, char *err,
		      size_t errlen)
{
	const char *path = t->o->state, *changed;
	struct inlint_tune_state *old;

	if (t->o->restart || access(path, F_OK)) {
		t->state = want;
		return 0;
	}
	old = inlint_tune_state_read(path, err, errlen);
	if (!old)
		goto fail;
	changed = inlint_tune_state_mismatch(old, want);
	if (changed) {
		snprintf(err, errlen,
			 "%s: %s changed since the interrupted run; use "
			 "--restart to start over",
			 path, changed);
		goto fail;
	}
	inlint_tune_state_destroy(want);
	t->state = old;
	t->n_loaded = old->n_steps;
	fprintf(stderr, "inlint tune: resuming from %s: %zu step%s measured\n",
		path, old->n_steps, old->n_steps == 1 ? "" : "s");
	return 0;
fail:
	inlint_tune_state_destroy(old);
	inlint_tune_state_destroy(want);
	return -1;
}

/* The question this run asks, as the state file records it. */
static struct inlint_tune_state *question(const struct tune_opts *o, char *err,
					  size_t errlen)
{
	struct inlint_tune_state *s = inlint_tune_state_create();
	bool ok;

	if (!s) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	s->candidates_hash = inlint_tune_file_hash(o->candidates, err, errlen);
	if (!s->candidates_hash)
		goto fail;
	s->build = strdup(o->build);
	s->bench = strdup(o->bench);
	s->metric = strdup(o->metric);
	s->runs = o->runs;
	s->objects = calloc(o->n_objects + 1, sizeof(*s->objects));
	ok = s->build && s->bench && s->metric && s->objects;
	for (size_t i = 0; ok && i < o->n_objects; i++) {
		s->objects[i] = strdup(o->objects[i]);
		ok = s->objects[s->n_objects++] != NULL;
	}
	if (ok)
		return s;
	snprintf(err, errlen, "out of memory");
fail:
	inlint_tune_state_destroy(s);
	return NULL;
}

static int setup(struct tune *t, char *err, size_t errlen)
{
	const struct tune_opts *o = t->o;
	struct inlint_tune_state *want;
	size_t n;

	if (inlint_metric_parse(&t->metric, o->metric, err, errlen))
		return -1;
	t->cands = inlint_decisions_read(o->candidates, err, errlen);
	if (!t->cands)
		return -1;
	if (!t->cands->n_recommendations) {
		snprintf(err, errlen, "%s: no decisions to tune",
			 o->candidates);
		return -1;
	}
	if (make_groups(t))
		goto oom;
	want = question(o, err, errlen);
	if (!want || open_state(t, want, err, errlen))
		return -1;
	t->scratch = inlint_scratch_create(err, errlen);
	if (!t->scratch)
		return -1;
	n = strlen(t->scratch) + sizeof("/decisions.yaml");
	t->apply = malloc(n);
	if (!t->apply)
		goto oom;
	snprintf(t->apply, n, "%s/decisions.yaml", t->scratch);
	return 0;
oom:
	snprintf(err, errlen, "out of memory");
	return -1;
}

static int run(struct tune *t, char *err, size_t errlen)
{
	size_t g = t->n_groups;

	t->n_planned = 3 + (g > t->o->bisect_above ? 2 * g - 2 : g);
	fprintf(stderr,
		"inlint tune: %zu candidate%s in %zu group%s; %s; %u run%s "
		"per step\n",
		t->cands->n_recommendations,
		t->cands->n_recommendations == 1 ? "" : "s", g,
		g == 1 ? "" : "s",
		g > t->o->bisect_above ? "bisecting blocks of groups"
				       : "each group alone over the baseline",
		t->o->runs, t->o->runs == 1 ? "" : "s");
	if (measure(t, "baseline", "baseline (no decisions)", t->pick,
		    &t->baseline, err, errlen))
		return -1;
	if (t->o->n_objects &&
	    tune_load_base_text(t, &t->state->steps[t->baseline])) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (measure_range(t, 0, g - 1, &t->all, err, errlen) ||
	    ablate(t, err, errlen))
		return -1;
	return finish(t, err, errlen);
}

static double ratio(const struct tune *t, size_t step)
{
	double base = median_of(t, t->baseline);

	return base ? median_of(t, step) / base : 1.0;
}

/* The winning set, each decision saying what it measured alone. */
static int write_output(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations;
	char **messages = calloc(n, sizeof(*messages));
	int ret = -1;

	if (!messages)
		goto oom;
	for (size_t i = 0; i < n; i++) {
		if (!t->pick[i])
			continue;
		messages[i] = malloc(160);
		if (!messages[i])
			goto oom;
		snprintf(messages[i], 160,
			 "inlint tune: %s x%.4f of the baseline with its group "
			 "alone, %u run%s",
			 t->o->metric, ratio(t, t->results[t->group[i]].step),
			 t->o->runs, t->o->runs == 1 ? "" : "s");
	}
	ret = inlint_decision_list_write(t->cands, t->pick, messages, t->o->out,
					 err, errlen);
	goto out;
oom:
	snprintf(err, errlen, "out of memory");
out:
	for (size_t i = 0; messages && i < n; i++)
		free(messages[i]);
	free(messages);
	return ret;
}

static void teardown(struct tune *t)
{
	if (t->scratch)
		inlint_scratch_remove(t->scratch);
	free(t->scratch);
	free(t->apply);
	inlint_symsizes_destroy(t->base_text);
	inlint_tune_state_destroy(t->state);
	free(t->results);
	free(t->pick);
	free(t->group);
	inlint_model_destroy(t->cands);
	inlint_metric_release(&t->metric);
}

static void summary(const struct tune *t)
{
	size_t kept = 0;

	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		kept += t->pick[i];
	fprintf(stderr,
		"inlint tune: wrote %s: %zu decision%s, %s x%.4f of the "
		"baseline\n",
		t->o->out, kept, kept == 1 ? "" : "s", t->o->metric,
		ratio(t, t->fallback_group == NO_GROUP
				 ? t->final
				 : t->results[t->fallback_group].step));
}

static int tune_main(int argc, char **argv)
{
	struct tune_opts o = {0};
	struct tune t = {.o = &o, .fallback_group = NO_GROUP};
	char err[4096], msg[4400];
	int status = parse_args(&o, argc, argv);

	if (status) {
		free(o.objects);
		return status;
	}
	if (setup(&t, err, sizeof(err)) || run(&t, err, sizeof(err)) ||
	    write_output(&t, err, sizeof(err))) {
		/* The steps measured so far are in the state file already. */
		if (t.state && t.state->n_steps)
			snprintf(msg, sizeof(msg),
				 "%s (%zu step%s kept in %s; rerun to resume)",
				 err, t.state->n_steps,
				 t.state->n_steps == 1 ? "" : "s", o.state);
		else
			snprintf(msg, sizeof(msg), "%s", err);
		status = fail(msg);
		goto out;
	}
	tune_print_table(&t, stdout);
	summary(&t);
	/* Finished: a later run is a new experiment, on sources that may
	 * have changed since. */
	if (unlink(o.state) && errno != ENOENT)
		fprintf(stderr, "inlint tune: %s: cannot remove (%s)\n",
			o.state, strerror(errno));
out:
	teardown(&t);
	free(o.objects);
	return status;
}
