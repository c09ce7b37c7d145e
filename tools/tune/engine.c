/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* engine.c - an inlint tune run from start to end: the candidates and the
 * state file (new or resumed), the steps in order, the winning decisions
 * and the cleanup. The entry point, tools/cmd/tune.c, only parses argv. */
#include "tune.h"

#include "ablate.h"
#include "decision_list.h"
#include "escape.h"
#include "rebuild.h"
#include "record.h"
#include "scratch.h"
#include "steps.h"
#include "tune_measure.h"
#include "tune_search.h"
#include "xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void tune_init(struct tune *t, const struct tune_opts *o, FILE *log)
{
	memset(t, 0, sizeof(*t));
	t->o = o;
	t->log = log;
}

/* The state file of an interrupted run, read before any build: one that
 * cannot be read stops the run at once. */
static int read_state(struct tune *t, char *err, size_t errlen)
{
	if (t->o->restart || access(t->o->state, F_OK))
		return 0;
	t->state = inlint_tune_state_read(t->o->state, err, errlen);
	return t->state ? 0 : -1;
}

/* Resumes from the state read, if any, when it asks want's question;
 * else starts want. */
static int open_state(struct tune *t, struct inlint_tune_state *want, char *err,
		      size_t errlen)
{
	const char *path = t->o->state, *changed;
	struct inlint_tune_state *old = t->state;

	if (!old) {
		t->state = want;
		return 0;
	}
	changed = inlint_tune_state_mismatch(old, want);
	inlint_tune_state_destroy(want);
	if (changed) {
		snprintf(err, errlen,
			 "%s: %s changed since the interrupted run; use "
			 "--restart to start over",
			 path, changed);
		inlint_tune_state_destroy(old);
		t->state = NULL;
		return -1;
	}
	t->n_loaded = old->n_steps;
	inlint_fprintf_escaped(
		t->log, "inlint tune: resuming from %s: %zu step%s measured\n",
		path, old->n_steps, old->n_steps == 1 ? "" : "s");
	return 0;
}

/* The candidates' hash: the file's, and with a profile, --ablate or
 * candidates left out, the hash of the candidates tried (the
 * same from run to run: callgrind counts exactly, and the check build
 * matches the same), so that a resumed run tries the same ones. */
static char *candidates_hash(const struct tune *t, char *err, size_t errlen)
{
	const struct tune_opts *o = t->o;
	char *file = o->candidates
			     ? inlint_tune_file_hash(o->candidates, err, errlen)
			     : inlint_strdup("none");
	size_t n = t->cands->n_recommendations;
	char *prof, *both, *path;
	bool *all;

	if (!file || (!tune_records_candidates(o) &&
		      t->untried_from == t->cands->n_information))
		return file;
	all = inlint_xcalloc(n + 1, sizeof(*all));
	memset(all, 1, n * sizeof(*all));
	n = strlen(t->scratch) + sizeof("/profile.yaml");
	path = inlint_xmalloc(n);
	snprintf(path, n, "%s/profile.yaml", t->scratch);
	prof = inlint_decision_list_write(t->cands, all, NULL, path, err,
					  errlen)
		       ? NULL
		       : inlint_tune_file_hash(path, err, errlen);
	unlink(path);
	free(path);
	free(all);
	both = NULL;
	if (prof) {
		n = strlen(file) + strlen(prof) + 96;
		both = inlint_xmalloc(n);
		snprintf(both, n, "%s+calls>=%llu+cost>=%g+outline>=%g%s%s:%s",
			 file, o->calls_above, o->profile ? o->cost_above : 0,
			 o->outline_above, o->ablate ? "+ablate" : "",
			 o->copies_above ? "+copies" : "", prof);
	}
	free(prof);
	free(file);
	return both;
}

/* The question this run asks, as the state file records it. */
static struct inlint_tune_state *question(const struct tune *t, char *err,
					  size_t errlen)
{
	const struct tune_opts *o = t->o;
	struct inlint_tune_state *s = inlint_tune_state_create();

	s->candidates_hash = candidates_hash(t, err, errlen);
	if (!s->candidates_hash) {
		inlint_tune_state_destroy(s);
		return NULL;
	}
	s->build = inlint_strdup(o->build);
	s->bench = inlint_strdup(o->bench);
	s->metric = inlint_strdup(o->metric);
	s->runs = o->runs;
	s->objects = inlint_xcalloc(o->n_objects + 1, sizeof(*s->objects));
	for (; s->n_objects < o->n_objects; s->n_objects++)
		s->objects[s->n_objects] =
			inlint_strdup(o->objects[s->n_objects]);
	return s;
}

int tune_start(struct tune *t, char *err, size_t errlen)
{
	const struct tune_opts *o = t->o;
	struct inlint_tune_state *want;
	size_t n;

	if (inlint_metric_parse(&t->metric, o->metric, err, errlen))
		return -1;
	t->cands = o->candidates ? inlint_decisions_read_whole(o->candidates,
							       err, errlen)
				 : inlint_model_create();
	if (!t->cands)
		return -1;
	t->scratch = inlint_scratch_create("inlint-tune", err, errlen);
	if (!t->scratch)
		return -1;
	n = strlen(t->scratch) + sizeof("/decisions.yaml");
	t->apply = inlint_xmalloc(n);
	snprintf(t->apply, n, "%s/decisions.yaml", t->scratch);
	if (read_state(t, err, errlen) ||
	    (tune_records_candidates(o) && tune_profile(t, err, errlen)))
		return -1;
	if (!t->cands->n_recommendations) {
		snprintf(err, errlen, "%s: no decisions to tune",
			 o->candidates ? o->candidates
			 : o->profile  ? "the profile"
				       : "the build's records");
		return -1;
	}
	tune_merge_repeats(t);
	if (tune_check(t, err, errlen))
		return -1;
	if (!t->cands->n_recommendations) {
		snprintf(err, errlen,
			 "no decisions to tune: every candidate matched "
			 "nothing in the build");
		return -1;
	}
	tune_make_groups(t);
	want = question(t, err, errlen);
	return !want || open_state(t, want, err, errlen) ? -1 : 0;
}

int tune_run(struct tune *t, char *err, size_t errlen)
{
	size_t g = t->n_groups;

	t->n_planned = 3 + (g > t->o->bisect_above ? 2 * g - 2 : g);
	fprintf(t->log,
		"inlint tune: %zu candidate%s in %zu group%s; %s; %u run%s "
		"per step\n",
		t->cands->n_recommendations,
		t->cands->n_recommendations == 1 ? "" : "s", g,
		g == 1 ? "" : "s",
		g > t->o->bisect_above ? "bisecting blocks of groups"
				       : "each group alone over the baseline",
		t->o->runs, t->o->runs == 1 ? "" : "s");
	if (tune_measure_baseline(t, err, errlen))
		return -1;
	tune_note_set(t, t->baseline, t->pick, "baseline");
	if (t->o->n_objects)
		tune_load_base_text(t, &t->state->steps[t->baseline]);
	if (tune_measure_range(t, 0, g - 1, &t->all, err, errlen) ||
	    tune_ablate(t, err, errlen))
		return -1;
	return tune_search(t, err, errlen);
}

static double ratio(const struct tune *t, size_t step)
{
	double base = tune_median_of(t, t->baseline);

	return base ? tune_median_of(t, step) / base : 1.0;
}

/* The winning set, each decision saying what it measured alone. */
int tune_write_decisions(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations;
	char **messages = inlint_xcalloc(n, sizeof(*messages));
	int ret;

	for (size_t i = 0; i < n; i++) {
		if (!t->pick[i])
			continue;
		messages[i] = inlint_xmalloc(160);
		snprintf(messages[i], 160,
			 "inlint tune: %s x%.4f of the baseline with its group "
			 "alone, %u run%s",
			 t->o->metric, ratio(t, t->results[t->group[i]].step),
			 t->o->runs, t->o->runs == 1 ? "" : "s");
	}
	ret = inlint_decision_list_write(t->cands, t->pick, messages, t->o->out,
					 err, errlen);
	for (size_t i = 0; i < n; i++)
		free(messages[i]);
	free(messages);
	return ret;
}

void tune_print_summary(const struct tune *t)
{
	size_t kept = 0;

	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		kept += t->pick[i];
	inlint_fprintf_escaped(
		t->log,
		"inlint tune: wrote %s: %zu decision%s, %s x%.4f of the "
		"baseline\n",
		t->o->out, kept, kept == 1 ? "" : "s", t->o->metric,
		ratio(t, t->final));
}

int tune_forget(const struct tune *t, char *err, size_t errlen)
{
	if (!unlink(t->o->state) || errno == ENOENT)
		return 0;
	snprintf(err, errlen, "%s: cannot remove (%s)", t->o->state,
		 strerror(errno));
	return -1;
}

size_t tune_steps_kept(const struct tune *t)
{
	return t->state && !t->stale ? t->state->n_steps : 0;
}

void tune_release(struct tune *t)
{
	if (t->scratch)
		inlint_scratch_remove(t->scratch);
	free(t->scratch);
	free(t->apply);
	free(t->last_apply);
	inlint_symsizes_destroy(t->base_text);
	tune_full_release(&t->narrowing);
	tune_rebuild_release(t);
	inlint_tune_state_destroy(t->state);
	free(t->results);
	for (size_t i = 0; i < t->n_sets; i++) {
		free(t->sets[i].pick);
		free(t->sets[i].in);
	}
	free(t->sets);
	free(t->pick);
	free(t->group);
	inlint_model_destroy(t->cands);
	inlint_metric_release(&t->metric);
}
