/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* narrow.c - inlint tune's forcing where the bench can feel it: an
 * always_inline candidate for a whole function becomes one per call that
 * the bench runs, out of line or inlined into a function that runs, when
 * the full set measures no worse so (narrow_check.c). */
#include "tune.h"

#include "arena.h"
#include "array.h"
#include "escape.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One call of a candidate's callee in the source, as the records of the
 * build without decisions show it (all copies of a header's call
 * folded): inlined into a function that ran (or one the record does not
 * name), and whether the profile saw the call itself run. */
struct site {
	const char *callee; /* the candidate's string */
	const char *caller;
	unsigned line;
	bool hot_copy, ran;
};

struct sites {
	struct site *v;
	size_t n, cap;
	const char **callees; /* sorted: the candidates' functions */
	size_t n_callees;
	struct inlint_arena *strings; /* the callers' names */
	const struct inlint_call_edges *e;
};

static int by_call(const void *a, const void *b)
{
	const struct site *x = a, *y = b;
	int c = strcmp(x->callee, y->callee);

	if (!c)
		c = strcmp(x->caller, y->caller);
	return c ? c : (x->line > y->line) - (x->line < y->line);
}

/* A function-wide always_inline: the kind narrowed. */
static bool wide(const struct inlint_recommendation *r)
{
	return r->action == INLINT_ACTION_ALWAYS_INLINE && !r->caller;
}

/* Whether call cs has an inlined copy in a function that ran. A copy
 * the record does not place counts as run. */
static bool hot_copy(const struct inlint_call_edges *e,
		     const struct inlint_model *rec,
		     const struct inlint_call_site *cs)
{
	const struct inlint_function *f = &rec->functions[cs->callee];
	const char *caller = rec->functions[cs->caller].name;
	bool placed = false;

	if (!cs->inlined)
		return false;
	for (size_t i = 0; i < f->n_inlined_into; i++) {
		const struct inlint_inline_site *x = &f->inlined_into[i];

		if (x->line != cs->line || strcmp(x->caller, caller))
			continue;
		if (inlint_call_edges_ran(e, x->into))
			return true;
		placed = true;
	}
	return !placed;
}

static void collect(void *ctx, const struct inlint_model *rec)
{
	struct sites *s = ctx;

	for (size_t c = 0; c < rec->n_call_sites; c++) {
		const struct inlint_call_site *cs = &rec->call_sites[c];
		const char *name = rec->functions[cs->callee].name;
		const char **callee = inlint_array_search(
			&name, s->callees, s->n_callees, sizeof(*s->callees),
			inlint_array_cmp_str);

		if (!callee)
			continue;
		s->v = inlint_array_grow(s->v, &s->cap, s->n + 1,
					 sizeof(*s->v));
		s->v[s->n++] = (struct site){
			.callee = *callee,
			.caller = inlint_arena_strdup(
				s->strings, rec->functions[cs->caller].name),
			.line = cs->line,
			.hot_copy = hot_copy(s->e, rec, cs),
		};
	}
}

/* Sorted, each call once, its flags those of any copy. */
static void fold(struct sites *s)
{
	size_t k = 0;

	inlint_array_sort(s->v, s->n, sizeof(*s->v), by_call);
	for (size_t i = 0; i < s->n; i++) {
		struct site *x = &s->v[i];

		if (k && !by_call(&s->v[k - 1], x))
			s->v[k - 1].hot_copy |= x->hot_copy;
		else
			s->v[k++] = *x;
	}
	s->n = k;
}

/* The sites of callee, from *lo to *hi. */
static void range_of(const struct sites *s, const char *callee, size_t *lo,
		     size_t *hi)
{
	*lo = 0;
	while (*lo < s->n && strcmp(s->v[*lo].callee, callee))
		++*lo;
	*hi = *lo;
	while (*hi < s->n && !strcmp(s->v[*hi].callee, callee))
		++*hi;
}

/* Marks the sites the profile saw run. false when a run call of callee
 * has no site: it sits where no inline chain named it, or in code without
 * a record, so which calls need the forcing is unknown. */
static bool mark_ran(struct sites *s, const char *callee,
		     const struct inlint_call_edges *e)
{
	for (size_t i = 0; i < e->n; i++) {
		const struct inlint_call_edge *y = &e->v[i];
		struct site key = {
			.callee = callee, .caller = y->caller, .line = y->line};
		struct site *x;

		if (strcmp(y->callee, callee))
			continue;
		x = y->inlined ? NULL
			       : inlint_array_search(&key, s->v, s->n,
						     sizeof(*s->v), by_call);
		if (!x)
			return false;
		x->ran = true;
	}
	return true;
}

/* Whether the call at x needs the forcing: the bench runs it, or the
 * compiler inlines it already into code that runs (forced, it stays so
 * when its caller grows). Elsewhere the bench never runs it, and a forced
 * copy costs bytes and, most of the time, no instruction. */
static bool needs(const struct site *x)
{
	return x->ran || x->hot_copy;
}

/* How many of the calls from lo to hi need the forcing; SIZE_MAX when one
 * that needs it has no line to name it by. */
static size_t count_needed(const struct site *v, size_t lo, size_t hi)
{
	size_t need = 0;

	for (size_t k = lo; k < hi; k++) {
		if (!needs(&v[k]))
			continue;
		if (!v[k].line)
			return SIZE_MAX;
		need++;
	}
	return need;
}

/* A copy of candidate c, at call x, that m owns. */
static void copy_at(struct inlint_model *m, struct inlint_recommendation *r,
		    const struct inlint_recommendation *c, const struct site *x)
{
	*r = *c;
	r->function = inlint_model_strdup(m, c->function);
	r->file = inlint_model_strdup(m, c->file);
	r->reason = inlint_model_strdup(m, c->reason);
	r->message = inlint_model_strdup(m, c->message);
	r->group = inlint_model_strdup(m, c->group);
	r->evidence = inlint_model_strdup(m, c->evidence);
	r->caller = inlint_model_strdup(m, x->caller);
	r->call_line = x->line;
}

/* Candidate i, as one decision per call from lo to hi that needs it: in
 * its place for the first, added after the others for the rest. */
static void narrow(struct tune *t, size_t i, const struct site *v, size_t lo,
		   size_t hi)
{
	struct inlint_model *m = t->cands;
	struct inlint_recommendation c = m->recommendations[i];
	bool first = true;

	for (size_t k = lo; k < hi; k++) {
		if (!needs(&v[k]))
			continue;
		if (first) {
			m->recommendations[i].caller =
				inlint_model_strdup(m, v[k].caller);
			m->recommendations[i].call_line = v[k].line;
		} else {
			copy_at(m, inlint_model_add_recommendation(m), &c,
				&v[k]);
		}
		first = false;
	}
}

static void say(const struct tune *t, const char *callee, size_t need, size_t n)
{
	if (need)
		inlint_fprintf_escaped(
			t->log,
			"inlint tune: profile: always_inline %s only at %zu of "
			"its %zu calls: the bench never runs the others\n",
			callee, need, n);
	else
		inlint_fprintf_escaped(t->log,
				       "inlint tune: profile: always_inline "
				       "%s: the bench runs none of its %zu "
				       "calls; left out\n",
				       callee, n);
}

/* The candidates' functions, sorted, each once. */
static void wide_callees(struct sites *s, const struct inlint_model *m)
{
	s->callees =
		inlint_xcalloc(m->n_recommendations + 1, sizeof(*s->callees));
	for (size_t i = 0; i < m->n_recommendations; i++)
		if (wide(&m->recommendations[i]))
			s->callees[s->n_callees++] =
				m->recommendations[i].function;
	s->n_callees = inlint_array_unique_str(s->callees, s->n_callees, NULL);
}

/* How many calls of candidate r need the forcing, from *lo to *hi in the
 * sites; SIZE_MAX when it stays as it is. */
static size_t needed(struct sites *s, const struct inlint_recommendation *r,
		     size_t *lo, size_t *hi)
{
	size_t need;

	if (!wide(r))
		return SIZE_MAX;
	range_of(s, r->function, lo, hi);
	if (*lo == *hi || !mark_ran(s, r->function, s->e))
		return SIZE_MAX;
	need = count_needed(s->v, *lo, *hi);
	return need == *hi - *lo ? SIZE_MAX : need;
}

/* The candidates none of whose calls needs the forcing, gone[0..n), to
 * the information list. */
static void set_apart(struct tune *t, const bool *gone, size_t n)
{
	bool *out =
		inlint_xcalloc(t->cands->n_recommendations + 1, sizeof(*out));

	memcpy(out, gone, n * sizeof(*out));
	tune_set_apart(t, out, NULL);
	free(out);
}

/* Every candidate, or those not gone[0..n) and all from n on. */
static bool *full_set(const struct tune *t, const bool *gone, size_t n)
{
	size_t all = t->cands->n_recommendations;
	bool *pick = inlint_xcalloc(all + 1, sizeof(*pick));

	for (size_t i = 0; i < all; i++)
		pick[i] = i >= n || !gone || !gone[i];
	return pick;
}

static int measure(struct tune *t, const bool *gone, size_t n, const char *how,
		   struct tune_full *f, char *err, size_t errlen)
{
	bool *pick = full_set(t, gone, n);
	int ret = tune_measure_full(t, pick, how, f, err, errlen);

	free(pick);
	return ret;
}

/* Narrows the candidates by need[0..n), a copy of the whole ones kept in
 * *whole, and sets gone[i] for those left out. */
static void narrow_all(struct tune *t, struct sites *s, const size_t *need,
		       bool *gone, struct inlint_recommendation **whole)
{
	size_t n = t->cands->n_recommendations;

	*whole = inlint_xmalloc((n + 1) * sizeof(**whole));
	memcpy(*whole, t->cands->recommendations, n * sizeof(**whole));
	for (size_t i = 0; i < n; i++) {
		size_t lo, hi;

		if (need[i] == SIZE_MAX)
			continue;
		range_of(s, t->cands->recommendations[i].function, &lo, &hi);
		gone[i] = !need[i];
		if (need[i])
			narrow(t, i, s->v, lo, hi);
	}
}

/* Back to the n candidates of whole. The model's arrays grow by their
 * count, so a shorter count keeps room for what follows. */
static void unnarrow(struct tune *t, const struct inlint_recommendation *whole,
		     size_t n, bool *gone)
{
	memcpy(t->cands->recommendations, whole, n * sizeof(*whole));
	t->cands->n_recommendations = n;
	memset(gone, 0, n * sizeof(*gone));
}

/* Narrows by need[0..n) when the full set measures no worse so. */
static int narrow_if_pays(struct tune *t, struct sites *s, const size_t *need,
			  bool *gone, char *err, size_t errlen)
{
	size_t n = t->cands->n_recommendations;
	struct inlint_recommendation *whole = NULL;
	struct tune_full w = {0}, nw = {0};
	bool lost;
	int ret = -1;

	if (measure(t, NULL, n, "whole", &w, err, errlen))
		goto out;
	narrow_all(t, s, need, gone, &whole);
	if (measure(t, gone, n, "narrowed", &nw, err, errlen))
		goto out;
	lost = tune_narrowing_loses(t, &nw, &w);
	if (lost)
		unnarrow(t, whole, n, gone);
	/* The kept build moves to t, for the check build. */
	t->narrowing = lost ? w : nw;
	memset(lost ? &w : &nw, 0, sizeof(w));
	ret = 0;
out:
	tune_full_release(&w);
	tune_full_release(&nw);
	free(whole);
	return ret;
}

int tune_narrow(struct tune *t, const struct inlint_call_edges *e,
		const char *records, char *err, size_t errlen)
{
	struct sites s = {.strings = inlint_arena_create(), .e = e};
	size_t n = t->cands->n_recommendations, lo, hi;
	bool *gone = inlint_xcalloc(n + 1, sizeof(*gone)), narrows = false;
	size_t *need = inlint_xcalloc(n + 1, sizeof(*need));
	int ret = -1;

	wide_callees(&s, t->cands);
	if (s.n_callees &&
	    tune_each_record(records, collect, &s, NULL, err, errlen))
		goto out;
	fold(&s);
	for (size_t i = 0; i < n; i++) {
		const char *callee = t->cands->recommendations[i].function;

		need[i] = needed(&s, &t->cands->recommendations[i], &lo, &hi);
		if (need[i] != SIZE_MAX)
			say(t, callee, need[i], hi - lo);
		narrows |= need[i] != SIZE_MAX;
	}
	if (narrows && narrow_if_pays(t, &s, need, gone, err, errlen))
		goto out;
	set_apart(t, gone, n);
	ret = 0;
out:
	free(need);
	free(gone);
	free(s.callees);
	free(s.v);
	inlint_arena_destroy(s.strings);
	return ret;
}
