/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* own_profile.c - inlint tune's own profile (--calls-above N, --cost-above
 * PCT%, --outline-above PCT%): a build without decisions, the bench once
 * under callgrind, each call named by the source function that holds it
 * (inline_chain.c); the calls that carry enough of the run (profile_cost.c)
 * or run at least N times become candidates, whose forcing narrow.c keeps
 * to the calls the bench runs, and so do the calls inlined into functions
 * that run enough of it themselves (outline.c); with --ablate and
 * --copies-above too, the build's records for unforce.c and copies.c
 * (docs/TUNE.md). */
#include "tune.h"

#include "inline_chain.h"
#include "xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Reads and removes every profile file the run left. */
static int read_profiles(const struct tune *t, struct inlint_call_edges *e,
			 char *err, size_t errlen)
{
	DIR *d = opendir(t->scratch);
	struct dirent *de;
	char path[4096];
	int ret = 0;

	if (!d) {
		snprintf(err, errlen, "%s: cannot open (%s)", t->scratch,
			 strerror(errno));
		return -1;
	}
	while ((de = readdir(d))) {
		if (strncmp(de->d_name, INLINT_PROFILE_PREFIX,
			    sizeof(INLINT_PROFILE_PREFIX) - 1))
			continue;
		snprintf(path, sizeof(path), "%s/%s", t->scratch, de->d_name);
		if (!ret)
			ret = inlint_call_edges_read(e, path, err, errlen);
		unlink(path);
	}
	closedir(d);
	return ret;
}

/* An always_inline decision per call run at least o->calls_above times:
 * at the call line, or for the whole callee when the call sits in code
 * inlined from another file that no inline chain named. */
static size_t add_by_count(struct tune *t, const struct inlint_call_edges *e,
			   const struct inlint_profiled_call *calls, size_t n)
{
	struct inlint_model *m = t->cands;
	const struct inlint_profiled_call **order =
		inlint_profiled_calls_ranked(calls, n, false);
	size_t added = 0;

	for (size_t i = 0; i < n && order[i]->calls >= t->o->calls_above; i++) {
		const struct inlint_call_edge *x = &e->v[order[i]->first];
		const char *caller = x->inlined ? NULL : x->caller;
		struct inlint_recommendation *r;

		if (tune_has_always_inline(t, x->callee, caller, x->line))
			continue;
		r = tune_add_candidate(
			t, INLINT_ACTION_ALWAYS_INLINE, x->callee, NULL,
			"inlint tune: callgrind counted %llu calls from %s",
			order[i]->calls, x->caller);
		r->caller = inlint_model_strdup(m, caller);
		r->call_line = caller ? x->line : 0;
		added++;
	}
	free(order);
	return added;
}

/* "profile: 7 out-of-line calls; 1 new candidate carries at least 2% of
 * the instructions, 4 more run at least 500 times". */
static void say_added(const struct tune *t, size_t calls, long by_cost,
		      size_t by_count)
{
	fprintf(t->log,
		"inlint tune: profile: %zu out-of-line call%s; %ld new "
		"candidate%s at least %g%% of the instructions",
		calls, calls == 1 ? "" : "s", by_cost,
		by_cost == 1 ? " carries" : "s carry", t->o->cost_above);
	if (t->o->calls_above)
		fprintf(t->log, ", %zu more run%s at least %llu times",
			by_count, by_count == 1 ? "s" : "", t->o->calls_above);
	fputc('\n', t->log);
}

/* The bench under callgrind, and its calls as candidates. */
static int add_profile(struct tune *t, const char *records, char *err,
		       size_t errlen)
{
	struct inlint_call_edges e = {0};
	struct inlint_profiled_call *calls = NULL;
	size_t n = 0, by_count = 0;
	long by_cost;
	int ret = -1;

	if (inlint_run_profile(t->o->bench, t->scratch, err, errlen) ||
	    read_profiles(t, &e, err, errlen) ||
	    inlint_call_edges_map(&e, t->scratch, err, errlen))
		goto out;
	calls = inlint_call_edges_by_call(&e, &n);
	/* By cost first: a call both rules find keeps the group of its
	 * chain. */
	by_cost = tune_add_by_cost(t, &e, calls, n, records, err, errlen);
	if (by_cost < 0)
		goto out;
	if (t->o->calls_above)
		by_count = add_by_count(t, &e, calls, n);
	say_added(t, n, by_cost, by_count);
	if (t->o->outline_above &&
	    tune_add_outlining(t, &e, records, err, errlen) < 0)
		goto out;
	if (!n && e.no_source)
		fprintf(t->log,
			"inlint tune: profile: %zu call%s in the bench's own "
			"code without a source file: it has no debug "
			"information (build with -g; -gdwarf-4 for valgrind "
			"3.19)\n",
			e.no_source, e.no_source == 1 ? "" : "s");
	ret = tune_narrow(t, &e, records, err, errlen);
out:
	free(calls);
	inlint_call_edges_release(&e);
	return ret;
}

int tune_profile(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations;
	bool *none = inlint_xcalloc(n + 1, sizeof(*none));
	char *records;
	int ret = -1;

	fprintf(t->log, "inlint tune: %s: build%s\n",
		t->o->profile  ? "profile"
		: t->o->ablate ? "ablate"
			       : "copies",
		t->o->profile
			? ", bench x1 under callgrind for call counts and costs"
			: " for the records");
	/* Its records: the cost rule's facts, --ablate's annotations and
	 * --copies-above's copies. */
	records = tune_build_for_records(t, none, "records", err, errlen);
	if (!records ||
	    (t->o->profile && add_profile(t, records, err, errlen)) ||
	    (t->o->ablate && tune_add_unforcing(t, records, err, errlen)) ||
	    (t->o->copies_above && tune_add_copies(t, records, err, errlen)))
		goto out;
	ret = 0;
out:
	free(records);
	free(none);
	return ret;
}
