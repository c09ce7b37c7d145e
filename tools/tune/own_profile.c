/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* own_profile.c - inlint tune's own profile (--calls-above N): a build without
 * decisions, the bench once under callgrind, and every out-of-line call
 * edge run at least N times added to the candidates; with --ablate too, the
 * build's records for unforce.c (docs/TUNE.md). */
#include "tune.h"

#include "array.h"
#include "callgrind_edges.h"
#include "decision_list.h"
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

static int by_calls(const void *a, const void *b)
{
	const struct inlint_call_edge *x = a, *y = b;
	int c = (x->calls < y->calls) - (x->calls > y->calls);

	if (c)
		return c;
	c = strcmp(x->callee, y->callee);
	if (c)
		return c;
	c = strcmp(x->caller, y->caller);
	return c ? c : (x->line > y->line) - (x->line < y->line);
}

/* The candidates file has this decision already. */
static bool known(const struct inlint_model *m, const char *callee,
		  const char *caller, unsigned line)
{
	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];

		if (r->action == INLINT_ACTION_ALWAYS_INLINE &&
		    !strcmp(r->function, callee) &&
		    (!r->caller || (caller && !strcmp(r->caller, caller) &&
				    (!r->call_line || r->call_line == line))))
			return true;
	}
	return false;
}

/* An always_inline decision per edge: at the call line, or for the
 * whole callee when the call sits in code inlined into the caller. */
static void add_candidates(struct tune *t, const struct inlint_call_edges *e)
{
	struct inlint_model *m = t->cands;
	char msg[160];

	for (size_t i = 0; i < e->n && e->v[i].calls >= t->o->calls_above;
	     i++) {
		const struct inlint_call_edge *x = &e->v[i];
		const char *caller = x->inlined ? NULL : x->caller;
		struct inlint_recommendation *r;

		if (known(m, x->callee, caller, x->line))
			continue;
		r = inlint_model_add_recommendation(m);
		r->function = inlint_model_strdup(m, x->callee);
		r->caller = inlint_model_strdup(m, caller);
		r->call_line = caller ? x->line : 0;
		r->action = INLINT_ACTION_ALWAYS_INLINE;
		snprintf(msg, sizeof(msg),
			 "inlint tune: callgrind counted %llu calls from %s",
			 x->calls, x->caller);
		r->message = inlint_model_strdup(m, msg);
	}
}

/* The bench under callgrind, and its call edges as candidates. */
static int add_profile(struct tune *t, char *err, size_t errlen)
{
	struct inlint_call_edges e = {0};
	size_t before = t->cands->n_recommendations;
	int ret = -1;

	if (inlint_run_profile(t->o->bench, t->scratch, err, errlen) ||
	    read_profiles(t, &e, err, errlen))
		goto out;
	inlint_array_sort(e.v, e.n, sizeof(*e.v), by_calls);
	add_candidates(t, &e);
	fprintf(t->log,
		"inlint tune: profile: %zu out-of-line call edge%s, %zu new "
		"candidate%s run at least %llu times\n",
		e.n, e.n == 1 ? "" : "s", t->cands->n_recommendations - before,
		t->cands->n_recommendations - before == 1 ? "" : "s",
		t->o->calls_above);
	ret = 0;
out:
	inlint_call_edges_release(&e);
	return ret;
}

int tune_profile(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations;
	bool *none = inlint_xcalloc(n + 1, sizeof(*none));
	char *records = NULL;
	int ret = -1;

	if (t->o->ablate) {
		n = strlen(t->scratch) + sizeof("/records");
		records = inlint_xmalloc(n);
		snprintf(records, n, "%s/records", t->scratch);
	}
	fprintf(t->log, "inlint tune: %s: build%s\n",
		t->o->calls_above ? "profile" : "ablate",
		t->o->calls_above ? ", bench x1 under callgrind for call counts"
				  : " for the records");
	if (inlint_decision_list_write(t->cands, none, NULL, t->apply, err,
				       errlen) ||
	    inlint_run_build(t->o->build, t->apply, records, err, errlen) ||
	    (t->o->calls_above && add_profile(t, err, errlen)) ||
	    (records && tune_add_unforcing(t, records, err, errlen)))
		goto out;
	ret = 0;
out:
	free(records);
	free(none);
	return ret;
}
