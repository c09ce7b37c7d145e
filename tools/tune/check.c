/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* check.c - inlint tune's check build: every candidate applied once, and
 * those that no record shows applied or unchanged, left out of the search
 * instead of measured as neutral: "matched nothing" (no function or call
 * anywhere) or "refused" (apply's reason), and why (docs/TUNE.md). */
#include "tune.h"

#include "applied_log.h"
#include "array.h"
#include "build_words.h"
#include "decision_conflict.h"
#include "escape.h"
#include "rebuild.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

struct matching {
	const struct inlint_model *cands;
	char *build; /* the first record's, as the table names it */
	size_t build_len;
	bool *matched;
	char **refused;	 /* why apply refused it, where it did */
	bool *elsewhere; /* the caller calls the function in another TU */
	char **said;	 /* why candidates matched nothing */
	size_t n_said, cap_said;
};

static void say(struct matching *m, const char *s)
{
	m->said = inlint_array_grow(m->said, &m->cap_said, m->n_said + 1,
				    sizeof(*m->said));
	m->said[m->n_said++] = inlint_strdup(s);
}

/* rec's problems with the decisions ("matches nothing: ... through a
 * pointer"), without the scratch file's name and line: said once however
 * many TUs hold the caller. */
static void keep_problems(struct matching *m, const struct inlint_model *rec)
{
	for (size_t i = 0; i < rec->n_problems; i++) {
		const char *what =
			inlint_applied_problem(rec, rec->problems[i]);

		if (what)
			say(m, what);
	}
}

/* rec's TU calls the call-site decision r's function from its caller but
 * defines it elsewhere: no compile can apply r (jemalloc's workload calls
 * je_malloc, defined in jemalloc.c), only an LTO link. */
static bool calls_elsewhere(const struct inlint_model *rec,
			    const struct inlint_recommendation *r)
{
	for (size_t k = 0; r->caller && k < rec->n_external_calls; k++) {
		const struct inlint_external_call *x = &rec->external_calls[k];

		if (!strcmp(x->callee, r->function) &&
		    !strcmp(x->caller, r->caller) &&
		    (!r->call_line || x->line == r->call_line))
			return true;
	}
	return false;
}

/* A candidate apply refused here may apply in another TU: only one
 * refused everywhere is left out. */
static void mark_logged(struct matching *m, size_t i,
			const struct inlint_applied *a)
{
	if (a->status != INLINT_APPLY_REFUSED)
		m->matched[i] = true;
	else if (!m->refused[i])
		m->refused[i] = inlint_strdup(a->detail ? a->detail : "");
}

static void mark_matched(void *ctx, const struct inlint_model *rec)
{
	struct matching *m = ctx;

	for (size_t i = 0; i < m->cands->n_recommendations; i++) {
		const struct inlint_recommendation *r =
			&m->cands->recommendations[i];

		for (size_t k = 0; k < rec->n_applied; k++)
			if (inlint_applied_logs(&rec->applied[k], r))
				mark_logged(m, i, &rec->applied[k]);
		m->elsewhere[i] = m->elsewhere[i] || calls_elsewhere(rec, r);
	}
	keep_problems(m, rec);
	if (!*m->build)
		inlint_model_build_words(rec, m->build, m->build_len);
}

/* Before the unmatched candidates are set apart: their index is still
 * that of elsewhere. */
static void say_elsewhere(struct matching *m)
{
	char buf[1024];

	for (size_t i = 0; i < m->cands->n_recommendations; i++) {
		const struct inlint_recommendation *r =
			&m->cands->recommendations[i];

		if (m->matched[i] || m->refused[i] || !m->elsewhere[i])
			continue;
		snprintf(buf, sizeof(buf),
			 "%s calls %s, which its TU does not define: only an "
			 "LTO link can inline that call",
			 r->caller, r->function);
		say(m, buf);
	}
}

static void print_said(const struct tune *t, struct matching *m)
{
	m->n_said = inlint_array_unique_str(m->said, m->n_said, free);
	for (size_t i = 0; i < m->n_said; i++)
		inlint_fprintf_escaped(t->log, "inlint tune: check: %s\n",
				       m->said[i]);
}

static bool among(const struct inlint_recommendation *r,
		  const struct inlint_recommendation *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (inlint_decisions_same(r, &v[i]))
			return true;
	return false;
}

/* The narrowing check's kept build applied every candidate and no other
 * decision, as the check build would (a twin merged since is one): a
 * build saved. */
static bool built_already(const struct tune *t)
{
	const struct tune_full *f = &t->narrowing;
	const struct inlint_model *c = t->cands;

	if (!f->records)
		return false;
	for (size_t i = 0; i < c->n_recommendations; i++)
		if (!among(&c->recommendations[i], f->applied, f->n_applied))
			return false;
	for (size_t i = 0; i < f->n_applied; i++)
		if (!among(&f->applied[i], c->recommendations,
			   c->n_recommendations))
			return false;
	return true;
}

static char *records_of_all(struct tune *t, const bool *all, char *err,
			    size_t errlen)
{
	if (built_already(t)) {
		fprintf(t->log, "inlint tune: check: the records of the "
				"narrowing check's build\n");
		return inlint_strdup(t->narrowing.records);
	}
	fprintf(t->log, "inlint tune: check: build with every candidate "
			"applied, for the records\n");
	return tune_build_for_records(t, all, "check", err, errlen);
}

/* The candidates no record shows applied or unchanged, set apart with
 * what the table says of them in their message. Returns how many apply
 * refused. */
static size_t leave_out(struct tune *t, struct matching *m)
{
	size_t n = t->cands->n_recommendations, refused = 0;
	bool *out = inlint_xcalloc(n + 1, sizeof(*out));
	char name[256], why[1024];

	for (size_t i = 0; i < n; i++) {
		struct inlint_recommendation *r = &t->cands->recommendations[i];

		out[i] = !m->matched[i];
		if (!out[i])
			continue;
		tune_describe_decision(r, name, sizeof(name));
		if (m->refused[i]) {
			refused++;
			snprintf(why, sizeof(why), "refused: %s",
				 m->refused[i]);
			inlint_fprintf_escaped(t->log,
					       "inlint tune: check: %s refused "
					       "in every TU of the build (%s); "
					       "left out\n",
					       name, m->refused[i]);
		} else {
			snprintf(why, sizeof(why), "matched nothing");
			inlint_fprintf_escaped(
				t->log,
				"inlint tune: check: %s matched "
				"nothing in the build; left out\n",
				name);
		}
		r->message = inlint_model_strdup(t->cands, why);
	}
	tune_set_apart(t, out, NULL);
	free(out);
	return refused;
}

int tune_check(struct tune *t, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations, records = 0, refused;
	bool *all = inlint_xcalloc(n + 1, sizeof(*all));
	struct matching m = {.cands = t->cands,
			     .build = t->build,
			     .build_len = sizeof(t->build),
			     .matched = inlint_xcalloc(n + 1, sizeof(bool)),
			     .refused = inlint_xcalloc(n + 1, sizeof(char *)),
			     .elsewhere = inlint_xcalloc(n + 1, sizeof(bool))};
	char *dir = NULL;
	int ret = -1;

	t->untried_from = t->cands->n_information;
	memset(all, 1, n * sizeof(*all));
	dir = records_of_all(t, all, err, errlen);
	if (!dir ||
	    tune_each_record(dir, mark_matched, &m, &records, err, errlen))
		goto out;
	if (!records) {
		fprintf(t->log, "inlint tune: check: no records (does the "
				"build command set INLINT_OUT?): every "
				"candidate is tried\n");
		if (t->o->rebuild_changed)
			snprintf(err, errlen,
				 "--rebuild-changed: the check build wrote no "
				 "records to say which objects a decision "
				 "changes");
		ret = t->o->rebuild_changed ? -1 : 0;
		goto out;
	}
	say_elsewhere(&m);
	refused = leave_out(t, &m);
	print_said(t, &m);
	fprintf(t->log,
		"inlint tune: check: %zu record%s, %zu of %zu candidate%s "
		"matched nothing",
		records, records == 1 ? "" : "s",
		t->cands->n_information - t->untried_from - refused, n,
		n == 1 ? "" : "s");
	if (refused)
		fprintf(t->log, ", %zu refused", refused);
	fputc('\n', t->log);
	ret = t->o->rebuild_changed ? tune_rebuild_learn(t, dir, err, errlen)
				    : 0;
out:
	for (size_t i = 0; i < m.n_said; i++)
		free(m.said[i]);
	free(m.said);
	for (size_t i = 0; i < n; i++)
		free(m.refused[i]);
	free(m.refused);
	free(dir);
	free(m.elsewhere);
	free(m.matched);
	free(all);
	return ret;
}
