/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune.h - the engine of "inlint tune" (docs/TUNE.md): engine.c sets a run
 * up and drives it; own_profile.c, profile_cost.c, outline.c, unforce.c and
 * copies.c add candidates; narrow.c keeps their forcing to the calls the
 * bench runs when narrow_check.c measures that it pays; check.c sets apart
 * those that match nothing, groups.c links candidates, measure.c takes one
 * step, ablate.c judges groups, search.c and refine.c choose the set,
 * build.c runs a build and checks that it rewrote --objects (objects.c),
 * records.c reads the records it wrote, rebuild.c removes the objects a
 * build's decisions change, text.c reads code sizes from them, table.c
 * prints. */
#ifndef INLINT_TUNE_H
#define INLINT_TUNE_H

#include "budget_spec.h"
#include "callgrind_edges.h"
#include "experiment.h"
#include "model.h"
#include "symsize.h"
#include "tune_state.h"

#include <stdbool.h>
#include <stdio.h>

/* What the command line asks. */
struct tune_opts {
	const char *build;
	const char *bench;
	const char *metric;
	const char *candidates;
	const char *state;
	const char *out;
	unsigned runs;
	bool restart;
	size_t bisect_above; /* more groups than this: bisect blocks */
	/* --min-effect: a change of less than this percent of the metric
	 * is neutral, whatever the noise (0: only the noise decides). */
	double min_effect;
	char **objects;
	size_t n_objects;
	bool profile; /* --calls-above or --cost-above: tune's own profile */
	unsigned long long calls_above; /* --calls-above, or 0 */
	/* --cost-above: the percent of the run's instructions under a call
	 * that makes it a candidate, with constants or deciding params. */
	double cost_above;
	/* --outline-above: the percent of the run's instructions a function
	 * runs itself that makes each call inlined into it a noinline
	 * candidate, or 0. */
	double outline_above;
	bool ablate; /* --ablate (--calls-above too): none candidates */
	/* --copies-above: noinline candidates for bodies LLVM copies into
	 * this many calls, or 0. */
	size_t copies_above;
	/* --smallest: the set kept is the one with the least text of those
	 * no slower than the baseline beyond --min-effect and the noise. */
	bool smallest;
	/* --within: how far past the fastest set's metric, in percent of
	 * the baseline's, the final set may be for less text (0: as far as
	 * --min-effect). */
	double within;
	/* --rebuild-changed: the objects of the build's compiles, or NULL */
	const char *rebuild_changed;
	bool has_budget; /* --budget given */
	/* text growth allowed: bytes or percent of the baseline's text */
	struct inlint_budget_spec budget;
};

enum tune_verdict {
	TUNE_NEUTRAL,
	TUNE_KEPT,
	TUNE_SMALLER, /* the metric neutral, the text smaller: kept too */
	TUNE_DROPPED,
};

/* What the ablation found for one group of candidates. */
struct tune_result {
	size_t step;   /* the measurement judged, in state->steps */
	size_t lo, hi; /* the block of groups that step applied */
	enum tune_verdict verdict;
};

/* A set of decisions that was measured, for the search and the Pareto
 * table. */
struct tune_set {
	size_t step;	 /* its measurement, in state->steps */
	bool *pick;	 /* per candidate */
	bool *in;	 /* per group: some of its candidates are picked */
	const char *how; /* "baseline", "group", "forward", "refine"... */
};

/* A build of a full set: what it measured, where its records went, and
 * the candidates it applied, in order. */
struct tune_full {
	double instructions;
	long long text;
	char *records;
	struct inlint_recommendation *applied;
	size_t n_applied;
};

struct tune {
	const struct tune_opts *o;
	FILE *log; /* progress lines */
	struct inlint_metric metric;
	struct inlint_model *cands; /* the candidates: its recommendations */
	/* cands->information from here on: candidates that the check build
	 * found matched nothing or refused everywhere, left out of the
	 * search; each one's message says which. */
	size_t untried_from;
	size_t *group; /* per candidate, its group */
	size_t n_groups;
	struct tune_result *results; /* per group */

	struct inlint_tune_state *state;
	size_t n_loaded; /* steps that came from the state file */
	bool stale;	 /* its baseline no longer measures the same */
	char *scratch;	 /* private temp directory */
	char *apply;	 /* the decision file of the step being built */
	/* What apply held for the last build: a build that tracks the
	 * decisions finds its objects up to date when they are the same. */
	char *last_apply;
	struct inlint_symsizes *base_text; /* baseline text, once known */
	/* The narrowing check's kept build: the check build reuses its
	 * records when it would apply the same candidates. */
	struct tune_full narrowing;
	/* "clang-22 x86_64": the build measured, from the check build's
	 * records; empty when it wrote none. */
	char build[160];

	size_t baseline, all, final; /* step indices */
	bool *pick;		     /* per candidate: in the written set */
	struct tune_set *sets;	     /* every set measured, baseline first */
	size_t n_sets, cap_sets;
	size_t chosen; /* the written set, in sets */

	size_t step_no, n_planned;    /* progress */
	struct tune_rebuild *rebuild; /* rebuild.c's */
};

/* engine.c: a run, in this order. Each int function returns 0, or -1 with
 * err set ("path: problem" or what failed). */

/* Progress goes to log. */
void tune_init(struct tune *t, const struct tune_opts *o, FILE *log);
/* The metric, the candidates and their groups, the state file (resumed or
 * new) and the scratch directory. */
int tune_start(struct tune *t, char *err, size_t errlen);
/* Every step: baseline, all candidates, ablation, final set. */
int tune_run(struct tune *t, char *err, size_t errlen);
/* The winning set to o->out, atomically. */
int tune_write_decisions(struct tune *t, char *err, size_t errlen);
/* The last line on log: where the decisions went and what they gain. */
void tune_print_summary(const struct tune *t);
/* Deletes the state file of a finished run: a later run is a new
 * experiment, on sources that may have changed since. */
int tune_forget(const struct tune *t, char *err, size_t errlen);
/* The steps a rerun would resume from: the state file's, or 0 when it
 * cannot be resumed. */
size_t tune_steps_kept(const struct tune *t);
/* Removes the scratch directory and frees what t holds. */
void tune_release(struct tune *t);

/* Whether candidates come from a build of tune's own (its profile, its
 * records), not only from --candidates. */
static inline bool tune_records_candidates(const struct tune_opts *o)
{
	return o->profile || o->ablate || o->copies_above;
}

/* own_profile.c: builds without decisions, writing records; with
 * o->profile, runs the bench once under callgrind and adds an always_inline
 * candidate for every call that carries o->cost_above percent of the run
 * (tune_add_by_cost) or runs o->calls_above times; with o->ablate and
 * o->copies_above, those of tune_add_unforcing and tune_add_copies.
 * Returns 0, or -1 with err set. */
int tune_profile(struct tune *t, char *err, size_t errlen);

/* profile_cost.c: an always_inline candidate for each of the n calls of
 * the profile e that carries o->cost_above percent of e->total when the
 * records below dir say it passes constants that prune branches or its
 * callee's parameters decide some; with the wrapper calls, up its inline
 * chain, that bring it the constants it forwards, and out-of-line calls
 * linked the same way, in one group. Returns how many it added, or -1 with
 * err set. */
long tune_add_by_cost(struct tune *t, const struct inlint_call_edges *e,
		      const struct inlint_profiled_call *calls, size_t n,
		      const char *records, char *err, size_t errlen);

/* outline.c: a noinline candidate at every call that the records below
 * dir show inlined into a function that runs at least o->outline_above
 * percent of e->total itself, unless the candidates decide on that call
 * already. Returns how many it added, or -1 with err set. */
long tune_add_outlining(struct tune *t, const struct inlint_call_edges *e,
			const char *records, char *err, size_t errlen);

/* narrow.c: each always_inline candidate for a whole function becomes one
 * per call of it (in the records below dir) that the profile e saw run, or
 * that is inlined into a function that ran; left out when no call is
 * either. Elsewhere the bench never runs the call, and a forced copy
 * there costs bytes and no instruction, most of the time: all stay whole
 * when the full set measures worse narrowed (tune_narrowing_loses). A
 * candidate stays whole when a call that ran has no record, or one that
 * needs the forcing has no line. Returns 0, or -1 with err set. */
int tune_narrow(struct tune *t, const struct inlint_call_edges *e,
		const char *records, char *err, size_t errlen);

/* narrow_check.c: the full set's cost, every candidate of pick applied,
 * the bench run once under callgrind (how: "whole" or "narrowed", for the
 * progress line and the records directory scratch/how); text from
 * --objects, or 0. */
int tune_measure_full(struct tune *t, const bool *pick, const char *how,
		      struct tune_full *f, char *err, size_t errlen);
void tune_full_release(struct tune_full *f);
/* Whether the narrowed full set measures worse than the whole one (more
 * instructions beyond --min-effect, or as many and more text), said on
 * the log. */
bool tune_narrowing_loses(const struct tune *t,
			  const struct tune_full *narrowed,
			  const struct tune_full *whole);

/* build_records.c: builds with the candidates pick[] applied and the
 * records written into a new directory scratch/name (or, when the build
 * writes none there, copied from the objects of --objects), which it
 * returns (to free); NULL with err set. */
char *tune_build_for_records(struct tune *t, const bool *pick, const char *name,
			     char *err, size_t errlen);

/* records.c: calls fn(ctx, record) for each record below dir, and sets
 * *n (unless NULL) to their number. Returns 0, or -1 with err set (a
 * record that cannot be read). */
typedef void tune_record_fn(void *ctx, const struct inlint_model *rec);
int tune_each_record(const char *dir, tune_record_fn *fn, void *ctx, size_t *n,
		     char *err, size_t errlen);

/* check.c: builds with every candidate applied, writing records (or
 * reads the narrowing check's, when that build applied them), and moves
 * those no record's applied list shows applied or unchanged (they matched
 * no function or call of the build, or apply refused them everywhere) to
 * cands->information from t->untried_from. Returns 0, or -1 with err
 * set. */
int tune_check(struct tune *t, char *err, size_t errlen);

/* unforce.c: a none candidate for every always_inline or noinline that the
 * records below dir show on a function with a source line outside /usr/,
 * unless the candidates decide on it already or its record calls the
 * annotation required or without effect. Returns 0, or -1 with err set. */
int tune_add_unforcing(struct tune *t, const char *records, char *err,
		       size_t errlen);
/* Code that is not the user's: no source file or line, or the system's
 * headers. */
bool tune_foreign(const struct inlint_function *f);

/* copies.c: a noinline candidate for every function of the user's,
 * forced neither way, whose body the records below dir show inlined into
 * at least o->copies_above calls across the build, the copy no smaller
 * than its build's threshold admits; unless the candidates decide on
 * it already. Returns 0, or -1 with err set. */
int tune_add_copies(struct tune *t, const char *records, char *err,
		    size_t errlen);

/* groups.c: each candidate i with out[i] moves to the information list,
 * in order, said on the log as "inlint tune: <decision><why>" unless why
 * is NULL. */
void tune_set_apart(struct tune *t, const bool *out, const char *why);
/* A decision that is a candidate twice (a report's two reasons
 * for one function, or narrow.c's calls of two) stays once, in the group
 * of either; the other goes to the information list. */
void tune_merge_repeats(struct tune *t);
/* Candidates that must move together, as numbered groups. */
void tune_make_groups(struct tune *t);
/* pick[i]: candidate i is in a group from lo to hi. */
void tune_pick_range(const struct tune *t, size_t lo, size_t hi, bool *pick);
/* "always_inline obj_malloc", "always_inline f and 2 more" or "groups
 * 3-5 of 9", for progress lines. */
void tune_describe_range(const struct tune *t, size_t lo, size_t hi, char *buf,
			 size_t len);
/* "always_inline f" or "always_inline f in caller:12": candidate i, or
 * decision r. */
void tune_describe_candidate(const struct tune *t, size_t i, char *buf,
			     size_t len);
void tune_describe_decision(const struct inlint_recommendation *r, char *buf,
			    size_t len);
/* How many candidates of group g there are. */
size_t tune_group_size(const struct tune *t, size_t g);
/* The candidates have this always_inline already (any call, for a NULL
 * caller; every call from caller, for line 0). */
bool tune_has_always_inline(const struct tune *t, const char *callee,
			    const char *caller, unsigned line);
/* A new candidate: action on function (of file, which may be NULL), its
 * message printf's of fmt; the caller sets the rest. */
struct inlint_recommendation *
tune_add_candidate(struct tune *t, enum inlint_action action,
		   const char *function, const char *file, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* The candidates have a decision of any kind on this call of callee
 * (for every call of it, or in caller at line). */
bool tune_decides_on_call(const struct tune *t, const char *callee,
			  const char *caller, unsigned line);
/* The candidates have a decision on this function (in this file, when
 * both say which), of any kind. */
bool tune_decides_on(const struct tune *t, const char *function,
		     const char *file);

/* objects.c: calls fn(ctx, path, err, errlen) for each file the n
 * patterns of option match, in order; a pattern that matches no file is
 * an error when must_match. Returns 0, or -1 with err set (by fn too). */
typedef int tune_object_fn(void *ctx, const char *path, char *err,
			   size_t errlen);
int tune_each_glob(char *const *patterns, size_t n, const char *option,
		   bool must_match, tune_object_fn *fn, void *ctx, char *err,
		   size_t errlen);
/* The same for the files of --objects, an error when must_match. */
int tune_each_object(const struct tune_opts *o, bool must_match,
		     tune_object_fn *fn, void *ctx, char *err, size_t errlen);
/* build.c: writes the picked candidates to t->apply and runs the build
 * command with it (inlint_run_build), with --rebuild-changed's removals
 * around it (rebuild.h); fails when the build left every file of --objects as
 * it was before, unless the last build had the same decisions, or
 * --rebuild-changed found no object to remove: then no compile saw them,
 * and the step would measure an old build. Returns 0, or -1 with err
 * set. */
int tune_build(struct tune *t, const bool *pick, const char *records, char *err,
	       size_t errlen);

/* Fills st->text from the objects of the build just made: every text
 * symbol's size for the baseline (t->base_text still NULL), else the
 * changes against the baseline. Returns 0, or -1 with err set. */
int tune_read_text(struct tune *t, struct inlint_tune_step *st, char *err,
		   size_t errlen);

/* Sets t->base_text from the baseline step's sizes. */
void tune_load_base_text(struct tune *t, const struct inlint_tune_step *base);

/* table.c: the table of docs/TUNE.md on out. */
void tune_print_table(const struct tune *t, FILE *out);

#endif
