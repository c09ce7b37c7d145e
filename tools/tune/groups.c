/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* groups.c - inlint tune's candidates in the search: those that only pay
 * together (one function's decisions, a record's group) move as one group,
 * numbered in file order; twins and the unmatched leave (docs/TUNE.md). */
#include "tune.h"

#include "applied_log.h"
#include "decision_conflict.h"
#include "escape.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A noinline at one call: what it pays, in registers and code around
 * that call, it pays alone. */
static bool one_call_out(const struct inlint_recommendation *r)
{
	return r->action == INLINT_ACTION_NOINLINE && r->caller && r->call_line;
}

/* Candidates that must move together: every decision about one function
 * (its call sites included: forced at every call, its body can go), but
 * for noinline at one call each, and those the record puts in one group
 * (a wrapper and the body it calls, which pay only together). */
static bool linked(const struct inlint_recommendation *a,
		   const struct inlint_recommendation *b)
{
	if (a->group && b->group && !strcmp(a->group, b->group))
		return true;
	if (strcmp(a->function, b->function) ||
	    (one_call_out(a) && one_call_out(b)))
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
void tune_make_groups(struct tune *t)
{
	const struct inlint_recommendation *r = t->cands->recommendations;
	size_t n = t->cands->n_recommendations;
	size_t *parent = inlint_xcalloc(n, sizeof(*parent));

	t->group = inlint_xcalloc(n, sizeof(*t->group));
	t->pick = inlint_xcalloc(n, sizeof(*t->pick));
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
	t->results = inlint_xcalloc(t->n_groups, sizeof(*t->results));
}

/* The first of the n candidates before r, not set apart, that is the
 * same decision and may stand for it (no other group), or SIZE_MAX. */
static size_t twin_of(const struct inlint_model *m, size_t n, const bool *apart,
		      const struct inlint_recommendation *r)
{
	for (size_t j = 0; j < n; j++) {
		const struct inlint_recommendation *x = &m->recommendations[j];

		if (!apart[j] && inlint_decisions_same(x, r) &&
		    (!x->group || !r->group || !strcmp(x->group, r->group)))
			return j;
	}
	return SIZE_MAX;
}

void tune_set_apart(struct tune *t, const bool *out, const char *why)
{
	struct inlint_model *m = t->cands;
	size_t kept = 0;
	char name[256];

	for (size_t i = 0; i < m->n_recommendations; i++) {
		struct inlint_recommendation r = m->recommendations[i];

		if (!out[i]) {
			m->recommendations[kept++] = r;
			continue;
		}
		*inlint_model_add_information(m) = r;
		if (!why)
			continue;
		tune_describe_decision(&r, name, sizeof(name));
		inlint_fprintf_escaped(t->log, "inlint tune: %s%s\n", name,
				       why);
	}
	m->n_recommendations = kept;
}

void tune_merge_repeats(struct tune *t)
{
	struct inlint_model *m = t->cands;
	bool *twin = inlint_xcalloc(m->n_recommendations + 1, sizeof(*twin));

	for (size_t i = 0; i < m->n_recommendations; i++) {
		struct inlint_recommendation *r = &m->recommendations[i];
		size_t j = twin_of(m, i, twin, r);

		if (j == SIZE_MAX)
			continue;
		twin[i] = true;
		if (!m->recommendations[j].group)
			m->recommendations[j].group =
				inlint_model_strdup(m, r->group);
	}
	tune_set_apart(t, twin, " is a candidate twice; tried once");
	free(twin);
}

void tune_pick_range(const struct tune *t, size_t lo, size_t hi, bool *pick)
{
	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		pick[i] = t->group[i] >= lo && t->group[i] <= hi;
}

void tune_describe_range(const struct tune *t, size_t lo, size_t hi, char *buf,
			 size_t len)
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

void tune_describe_candidate(const struct tune *t, size_t i, char *buf,
			     size_t len)
{
	tune_describe_decision(&t->cands->recommendations[i], buf, len);
}

void tune_describe_decision(const struct inlint_recommendation *r, char *buf,
			    size_t len)
{
	inlint_decision_words(r->action, r->function, r->caller, r->call_line,
			      buf, len);
}

size_t tune_group_size(const struct tune *t, size_t g)
{
	size_t n = 0;

	for (size_t i = 0; i < t->cands->n_recommendations; i++)
		n += t->group[i] == g;
	return n;
}

/* Decision r applies to callee's call in caller at line (every call,
 * with caller NULL). */
static bool covers(const struct inlint_recommendation *r, const char *callee,
		   const char *caller, unsigned line)
{
	return !strcmp(r->function, callee) &&
	       (!r->caller || (caller && !strcmp(r->caller, caller) &&
			       (!r->call_line || r->call_line == line)));
}

bool tune_has_always_inline(const struct tune *t, const char *callee,
			    const char *caller, unsigned line)
{
	const struct inlint_model *m = t->cands;

	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];

		if (r->action == INLINT_ACTION_ALWAYS_INLINE &&
		    covers(r, callee, caller, line))
			return true;
	}
	return false;
}

bool tune_decides_on_call(const struct tune *t, const char *callee,
			  const char *caller, unsigned line)
{
	const struct inlint_model *m = t->cands;

	for (size_t i = 0; i < m->n_recommendations; i++)
		if (covers(&m->recommendations[i], callee, caller, line))
			return true;
	return false;
}

bool tune_decides_on(const struct tune *t, const char *function,
		     const char *file)
{
	const struct inlint_model *m = t->cands;

	for (size_t i = 0; i < m->n_recommendations; i++) {
		const struct inlint_recommendation *r = &m->recommendations[i];

		if (!strcmp(r->function, function) &&
		    (!r->file || !file || !strcmp(r->file, file)))
			return true;
	}
	return false;
}

struct inlint_recommendation *
tune_add_candidate(struct tune *t, enum inlint_action action,
		   const char *function, const char *file, const char *fmt, ...)
{
	struct inlint_model *m = t->cands;
	struct inlint_recommendation *r = inlint_model_add_recommendation(m);
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	r->function = inlint_model_strdup(m, function);
	r->file = inlint_model_strdup(m, file);
	r->action = action;
	r->message = inlint_model_strdup(m, msg);
	return r;
}
