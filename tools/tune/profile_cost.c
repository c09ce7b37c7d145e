/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* profile_cost.c - inlint tune's candidates by cost (--cost-above): the calls
 * that carry a large share of the run's instructions, however seldom they
 * run, when the build's records say their constants or their callee's
 * parameters decide branches; with the wrapper calls that bring those
 * constants, in one group (docs/TUNE.md). */
#include "tune.h"

#include "array.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Wrapper calls followed up an inline chain: constargs.c follows constants
 * two calls beyond the call that passes them. */
#define CHAIN_DEPTH 3

/* What the records say of one call in the source, and of its callee. */
struct fact {
	const char *caller, *callee; /* the profile's strings */
	unsigned line;
	unsigned pruned, through, forwards, deciding;
	bool found;
};

struct facts {
	struct fact *v;
	size_t n, cap;
};

/* A candidate this rule added (or found added by it): its index in the
 * candidates, its fact and its group (union-find over members). */
struct member {
	size_t idx;
	const struct fact *fact;
	size_t parent;
};

struct members {
	struct member *v;
	size_t n, cap;
};

static int by_call(const void *a, const void *b)
{
	const struct fact *x = a, *y = b;
	int c = strcmp(x->callee, y->callee);

	if (!c)
		c = strcmp(x->caller, y->caller);
	return c ? c : (x->line > y->line) - (x->line < y->line);
}

static struct fact *lookup(const struct facts *f, const char *caller,
			   const char *callee, unsigned line)
{
	struct fact key = {.caller = caller, .callee = callee, .line = line};

	return inlint_array_search(&key, f->v, f->n, sizeof(*f->v), by_call);
}

static void want(struct facts *f, const char *caller, const char *callee,
		 unsigned line)
{
	f->v = inlint_array_grow(f->v, &f->cap, f->n + 1, sizeof(*f->v));
	f->v[f->n++] =
		(struct fact){.caller = caller, .callee = callee, .line = line};
}

static bool costly(const struct tune *t, const struct inlint_call_edges *e,
		   const struct inlint_profiled_call *c)
{
	return e->total &&
	       100.0 * (double)c->cost / (double)e->total >= t->o->cost_above &&
	       !e->v[c->first].inlined;
}

/* The facts the rule asks: each costly call's, and those of the calls up
 * the inline chains of its copies. Sorted, each once. */
static void want_all(struct facts *f, const struct tune *t,
		     const struct inlint_call_edges *e,
		     const struct inlint_profiled_call *calls, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		if (!costly(t, e, &calls[i]))
			continue;
		for (size_t j = calls[i].first; j < calls[i].end; j++) {
			const struct inlint_call_edge *y = &e->v[j];
			const char *inner = y->caller;

			want(f, y->caller, y->callee, y->line);
			for (size_t d = 0; d < y->n_up && d < CHAIN_DEPTH &&
					   y->up[d].function;
			     d++) {
				want(f, y->up[d].function, inner,
				     y->up[d].line);
				inner = y->up[d].function;
			}
		}
	}
	inlint_array_sort(f->v, f->n, sizeof(*f->v), by_call);
	for (size_t i = 0; i < f->n; i++)
		if (!k || by_call(&f->v[k - 1], &f->v[i]))
			f->v[k++] = f->v[i];
	f->n = k;
}

static unsigned umax(unsigned a, unsigned b)
{
	return a > b ? a : b;
}

/* The wanted facts rec shows; for statics of one name in several TUs, the
 * most any of them shows. */
static void fill_from(void *ctx, const struct inlint_model *rec)
{
	struct facts *f = ctx;

	for (size_t c = 0; c < rec->n_call_sites; c++) {
		const struct inlint_call_site *cs = &rec->call_sites[c];
		const struct inlint_function *callee =
			&rec->functions[cs->callee];
		struct fact *x = lookup(f, rec->functions[cs->caller].name,
					callee->name, cs->line);

		if (!x)
			continue;
		x->found = true;
		x->pruned = umax(x->pruned, cs->pruned);
		x->through = umax(x->through, cs->pruned_through);
		x->forwards = umax(x->forwards, cs->forwards);
		x->deciding = umax(x->deciding, callee->deciding_params);
	}
}

/* Constants the call passes that prune branches, in the callee or beyond,
 * or parameters of the callee that decide some. */
static bool folds(const struct fact *x)
{
	return x && x->found && (x->pruned || x->through || x->deciding);
}

static size_t root_of(struct members *m, size_t i)
{
	while (m->v[i].parent != i)
		i = m->v[i].parent = m->v[m->v[i].parent].parent;
	return i;
}

static void unite(struct members *m, size_t a, size_t b)
{
	a = root_of(m, a);
	b = root_of(m, b);
	m->v[a > b ? a : b].parent = a > b ? b : a;
}

/* The member for always_inline of x's callee at x's call: one this rule
 * added already, or a new one. SIZE_MAX when the candidates have it from
 * elsewhere. */
static size_t add(struct tune *t, struct members *m, const struct fact *x,
		  const char *msg)
{
	struct inlint_model *c = t->cands;
	struct inlint_recommendation *r;

	for (size_t i = 0; i < m->n; i++)
		if (m->v[i].fact == x)
			return i;
	if (tune_has_always_inline(t, x->callee, x->caller, x->line))
		return SIZE_MAX;
	r = inlint_model_add_recommendation(c);
	r->function = inlint_model_strdup(c, x->callee);
	r->caller = inlint_model_strdup(c, x->caller);
	r->call_line = x->line;
	r->action = INLINT_ACTION_ALWAYS_INLINE;
	r->message = inlint_model_strdup(c, msg);
	m->v = inlint_array_grow(m->v, &m->cap, m->n + 1, sizeof(*m->v));
	m->v[m->n] = (struct member){c->n_recommendations - 1, x, m->n};
	return m->n++;
}

/* The wrapper calls up y's inline chain that bring the constants its call
 * (fact x, member site) forwards: while a call passes its caller's
 * parameters on, the call into that caller, up to the first that passes
 * constants; none if no call does. */
static void add_wrappers(struct tune *t, struct members *m,
			 const struct facts *f,
			 const struct inlint_call_edge *y, const struct fact *x,
			 size_t site, double share)
{
	const struct fact *path[CHAIN_DEPTH];
	const char *inner = y->caller;
	size_t n = 0, keep = 0, w;
	char msg[512];

	for (size_t d = 0; d < y->n_up && d < CHAIN_DEPTH && x->forwards &&
			   !keep && y->up[d].function;
	     d++) {
		x = lookup(f, y->up[d].function, inner, y->up[d].line);
		if (!x || !x->found)
			break;
		path[n++] = x;
		keep = x->pruned || x->through ? n : 0;
		inner = y->up[d].function;
	}
	for (size_t i = 0; i < keep; i++) {
		snprintf(msg, sizeof(msg),
			 "inlint tune: wrapper call of a chain: the constants "
			 "passed at %s:%u reach the call of %s at %s:%u, whose "
			 "calls carry %.1f%% of the instructions",
			 path[keep - 1]->caller, path[keep - 1]->line,
			 y->callee, y->caller, y->line, share);
		w = add(t, m, path[i], msg);
		if (w != SIZE_MAX && site != SIZE_MAX)
			unite(m, w, site);
	}
}

/* A costly call: its candidate, and the wrapper calls of its copies. */
static void add_call(struct tune *t, struct members *m, const struct facts *f,
		     const struct inlint_call_edges *e,
		     const struct inlint_profiled_call *c)
{
	const struct inlint_call_edge *y = &e->v[c->first];
	const struct fact *x = lookup(f, y->caller, y->callee, y->line);
	double share = 100.0 * (double)c->cost / (double)e->total;
	char msg[512];
	size_t site;

	if (!folds(x))
		return;
	snprintf(msg, sizeof(msg),
		 "inlint tune: callgrind: %llu calls carry %.1f%% of the "
		 "instructions; the records: its constants kill %u branch "
		 "targets in %s and %u beyond, %u of its parameters decide "
		 "branches",
		 c->calls, share, x->pruned, y->callee, x->through,
		 x->deciding);
	site = add(t, m, x, msg);
	for (size_t j = c->first; j < c->end; j++)
		add_wrappers(t, m, f, &e->v[j], x, site, share);
}

/* Out-of-line chains: a costly call into a wrapper whose own costly call
 * forwards what it brings. */
static void link_out_of_line(struct members *m)
{
	for (size_t i = 0; i < m->n; i++)
		for (size_t j = 0; j < m->n; j++) {
			const struct fact *a = m->v[i].fact, *b = m->v[j].fact;

			if (b->forwards && !strcmp(a->callee, b->caller) &&
			    (a->pruned || a->through || a->forwards))
				unite(m, i, j);
		}
}

/* A group of more than one member is named after its outermost wrapper:
 * the function of its first member whose caller is no member's callee. */
static void name_groups(struct tune *t, struct members *m)
{
	struct inlint_recommendation *r = t->cands->recommendations;

	for (size_t g = 0; g < m->n; g++) {
		size_t n = 0, outer = SIZE_MAX;

		for (size_t i = 0; i < m->n; i++) {
			bool inner = false;

			if (root_of(m, i) != g)
				continue;
			n++;
			for (size_t j = 0; j < m->n; j++)
				inner |= root_of(m, j) == g &&
					 !strcmp(m->v[j].fact->callee,
						 m->v[i].fact->caller);
			if (!inner && outer == SIZE_MAX)
				outer = i;
		}
		if (n < 2)
			continue;
		if (outer == SIZE_MAX)
			outer = g;
		for (size_t i = 0; i < m->n; i++)
			if (root_of(m, i) == g)
				r[m->v[i].idx].group = inlint_model_strdup(
					t->cands, r[m->v[outer].idx].function);
	}
}

long tune_add_by_cost(struct tune *t, const struct inlint_call_edges *e,
		      const struct inlint_profiled_call *calls, size_t n,
		      const char *records, char *err, size_t errlen)
{
	struct facts f = {0};
	struct members m = {0};
	const struct inlint_profiled_call **order = NULL;
	long added = -1;

	want_all(&f, t, e, calls, n);
	if (f.n && tune_each_record(records, fill_from, &f, NULL, err, errlen))
		goto out;
	/* The costliest first: groups are numbered in candidate order. */
	order = inlint_profiled_calls_ranked(calls, n, true);
	for (size_t i = 0; i < n; i++)
		if (costly(t, e, order[i]))
			add_call(t, &m, &f, e, order[i]);
	link_out_of_line(&m);
	name_groups(t, &m);
	added = (long)m.n;
out:
	free(order);
	free(m.v);
	free(f.v);
	return added;
}
