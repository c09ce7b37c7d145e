/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* hotness.c - entry frequencies over the merged call graph: strongly
 * connected components (Tarjan, without recursion) in topological order. */
#include "hotness.h"

#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* LLVM InlineCost.cpp's -hot-callsite-rel-freq and -cold-callsite-rel-freq,
 * read against the entry of a root instead of the caller's. */
#define GLOBAL_HOT  60.0
#define GLOBAL_COLD 0.02

static bool has_prefix(const char *s, const char *const *prefixes)
{
	if (!s)
		return false;
	for (size_t i = 0; prefixes[i]; i++)
		if (strncmp(s, prefixes[i], strlen(prefixes[i])) == 0)
			return true;
	return false;
}

bool inlint_hotness_debug_api(const char *callee)
{
	static const char *const prefixes[] = {
		"seq_",		"__seq_",     "single_open",
		"debugfs_",	"sysfs_emit", "simple_read_from_buffer",
		"simple_attr_", "kernfs_",    NULL,
	};

	return has_prefix(callee, prefixes);
}

/* A call that runs on every entry of its caller: in the entry block, or
 * after the loops and branches. */
#define EVERY_ENTRY 0.999

/* What prints to the kernel log (or stops the machine): a function that
 * does so on every entry reports an error, and runs when one happened. */
static bool print_api(const char *callee)
{
	static const char *const names[] = {
		"_printk",
		"printk",
		"vprintk",
		"vprintk_emit",
		"_printk_deferred",
		"dump_stack",
		"dump_stack_lvl",
		"print_hex_dump",
		"__warn_printk",
		"panic",
		"_dev_printk",
		"_dev_emerg",
		"_dev_alert",
		"_dev_crit",
		"_dev_err",
		"_dev_warn",
		"_dev_notice",
		"_dev_info",
		NULL,
	};

	for (size_t i = 0; callee && names[i]; i++)
		if (strcmp(callee, names[i]) == 0)
			return true;
	return false;
}

void inlint_hotness_note_call(struct inlint_report *rep, size_t caller,
			      const char *callee, double frequency)
{
	if (inlint_hotness_debug_api(callee))
		rep->fns[caller].debug_api = true;
	if (frequency >= EVERY_ENTRY && print_api(callee))
		rep->fns[caller].reports = true;
}

enum inlint_hotness inlint_hotness_global_class(double global)
{
	if (global >= GLOBAL_HOT)
		return INLINT_HOTNESS_HOT;
	return global < GLOBAL_COLD ? INLINT_HOTNESS_COLD
				    : INLINT_HOTNESS_NORMAL;
}

/* Edges grouped by caller: out[first[v]..first[v + 1]) index edges. */
struct graph {
	size_t *first, *out;
};

static void graph_build(const struct inlint_report *rep, struct graph *g)
{
	size_t n = rep->n_fns, *fill;

	g->first = inlint_xcalloc(n + 1, sizeof(*g->first));
	g->out = inlint_xcalloc(rep->n_edges + 1, sizeof(*g->out));
	fill = inlint_xcalloc(n + 1, sizeof(*fill));
	for (size_t i = 0; i < rep->n_edges; i++)
		if (rep->edges[i].callee != INLINT_HTAB_NONE)
			g->first[rep->edges[i].caller + 1]++;
	for (size_t v = 0; v < n; v++)
		g->first[v + 1] += g->first[v];
	for (size_t i = 0; i < rep->n_edges; i++) {
		size_t v = rep->edges[i].caller;

		if (rep->edges[i].callee != INLINT_HTAB_NONE)
			g->out[g->first[v] + fill[v]++] = i;
	}
	free(fill);
}

struct tarjan {
	const struct inlint_report *rep;
	const struct graph *g;
	size_t *index, *low, *stack, *scc, *order;
	bool *on_stack;
	size_t n_stack, next_index, n_scc, n_order;
	size_t *call_v, *call_e, n_call; /* the DFS's own stack */
};

/* Pops one component, whose root is v, onto order (callees first). */
static void tarjan_pop(struct tarjan *t, size_t v)
{
	size_t w;

	do {
		w = t->stack[--t->n_stack];
		t->on_stack[w] = false;
		t->scc[w] = t->n_scc;
		t->order[t->n_order++] = w;
	} while (w != v);
	t->n_scc++;
}

static void tarjan_enter(struct tarjan *t, size_t v)
{
	t->index[v] = t->low[v] = ++t->next_index;
	t->stack[t->n_stack++] = v;
	t->on_stack[v] = true;
	t->call_v[t->n_call] = v;
	t->call_e[t->n_call++] = t->g->first[v];
}

static void tarjan_from(struct tarjan *t, size_t root)
{
	tarjan_enter(t, root);
	while (t->n_call) {
		size_t v = t->call_v[t->n_call - 1];
		size_t *e = &t->call_e[t->n_call - 1];

		if (*e < t->g->first[v + 1]) {
			size_t w = t->rep->edges[t->g->out[(*e)++]].callee;

			if (!t->index[w])
				tarjan_enter(t, w);
			else if (t->on_stack[w] && t->index[w] < t->low[v])
				t->low[v] = t->index[w];
			continue;
		}
		t->n_call--;
		if (t->low[v] == t->index[v])
			tarjan_pop(t, v);
		if (t->n_call) {
			size_t u = t->call_v[t->n_call - 1];

			if (t->low[v] < t->low[u])
				t->low[u] = t->low[v];
		}
	}
}

/* order: every function, each component's members together, callees'
 * components before their callers'. scc: each function's component. */
static void components(const struct inlint_report *rep, const struct graph *g,
		       size_t *order, size_t *scc)
{
	size_t n = rep->n_fns;
	struct tarjan t = {
		.rep = rep,
		.g = g,
		.index = inlint_xcalloc(n + 1, sizeof(size_t)),
		.low = inlint_xcalloc(n + 1, sizeof(size_t)),
		.stack = inlint_xcalloc(n + 1, sizeof(size_t)),
		.scc = scc,
		.order = order,
		.on_stack = inlint_xcalloc(n + 1, sizeof(bool)),
		.call_v = inlint_xcalloc(n + 1, sizeof(size_t)),
		.call_e = inlint_xcalloc(n + 1, sizeof(size_t)),
	};

	for (size_t v = 0; v < n; v++)
		if (!t.index[v])
			tarjan_from(&t, v);
	free(t.index);
	free(t.low);
	free(t.stack);
	free(t.on_stack);
	free(t.call_v);
	free(t.call_e);
}

static void join_externs(struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->n_edges; i++) {
		struct inlint_report_edge *e = &rep->edges[i];

		if (e->callee == INLINT_HTAB_NONE && e->callee_name)
			e->callee =
				inlint_report_extern(rep, e->callee_name)->fn;
	}
}

/* A root may be entered from outside the graph: nothing in the build calls
 * it, or its address is taken. A cold one is entered rarely: __init and
 * __exit code, __cold functions, and debug handlers (address taken and
 * calling a seq_file, debugfs or sysfs helper). */
static void find_roots(struct inlint_report *rep)
{
	bool *called = inlint_xcalloc(rep->n_fns + 1, sizeof(*called));

	for (size_t i = 0; i < rep->n_edges; i++) {
		const struct inlint_report_edge *e = &rep->edges[i];

		if (e->callee != INLINT_HTAB_NONE && e->callee != e->caller)
			called[e->callee] = true;
	}
	for (size_t v = 0; v < rep->n_fns; v++) {
		struct inlint_report_fn *f = &rep->fns[v];

		f->root = f->address_taken || !called[v];
		f->cold_root = (f->attrs & INLINT_ATTR_COLD) ||
			       inlint_section_cold(f->section) ||
			       (f->debug_api && f->address_taken) || f->reports;
	}
	free(called);
}

/* A function that calls an error report on every entry reports one too
 * (slab_err -> slab_bug -> _printk). */
static void find_reporters(struct inlint_report *rep)
{
	bool changed = true;

	for (size_t round = 0; changed && round < INLINT_HOTNESS_ROUNDS;
	     round++) {
		changed = false;
		for (size_t i = 0; i < rep->n_edges; i++) {
			const struct inlint_report_edge *e = &rep->edges[i];

			if (e->callee == INLINT_HTAB_NONE ||
			    !rep->fns[e->callee].reports ||
			    rep->fns[e->caller].reports ||
			    e->frequency < EVERY_ENTRY)
				continue;
			rep->fns[e->caller].reports = true;
			changed = true;
		}
	}
}

static double clamp_entry(double x)
{
	return x < INLINT_HOTNESS_MAX_ENTRY ? x : INLINT_HOTNESS_MAX_ENTRY;
}

/* One round over a component's own calls: each member's entries are what
 * reaches it from outside (ext) and from the others' last entries. True
 * when an entry changed. */
static bool component_round(struct inlint_report *rep, const struct graph *g,
			    const size_t *scc, const size_t *m, size_t n,
			    const double *ext, double *next)
{
	bool changed = false;

	for (size_t k = 0; k < n; k++)
		next[m[k]] = ext[m[k]];
	for (size_t k = 0; k < n; k++)
		for (size_t j = g->first[m[k]]; j < g->first[m[k] + 1]; j++) {
			const struct inlint_report_edge *e =
				&rep->edges[g->out[j]];

			if (scc[e->callee] == scc[m[k]])
				next[e->callee] +=
					rep->fns[m[k]].entry * e->frequency;
		}
	for (size_t k = 0; k < n; k++) {
		struct inlint_report_fn *f = &rep->fns[m[k]];
		double x = f->cold_root ? 0 : clamp_entry(next[m[k]]);

		changed |=
			x > f->entry * (1 + 1e-9) || x < f->entry * (1 - 1e-9);
		f->entry = x;
	}
	return changed;
}

/* A component's entries: its calls repeated until the sums settle. Where
 * they do not, or only at the cap (a cycle whose calls run at least once
 * per entry, as static estimates of a recursion in a loop say), LLVM's
 * SyntheticCountsUtils' answer: the calls inside the cycle counted once. */
static void solve_component(struct inlint_report *rep, const struct graph *g,
			    const size_t *scc, const size_t *m, size_t n,
			    double *ext, double *next)
{
	bool changed = true;

	for (size_t round = 0; changed && round < INLINT_HOTNESS_ROUNDS;
	     round++)
		changed = component_round(rep, g, scc, m, n, ext, next);
	for (size_t k = 0; k < n; k++)
		changed |= rep->fns[m[k]].entry >= INLINT_HOTNESS_MAX_ENTRY;
	if (changed) {
		for (size_t k = 0; k < n; k++)
			rep->fns[m[k]].entry = 0;
		component_round(rep, g, scc, m, n, ext, next);
		component_round(rep, g, scc, m, n, ext, next);
	}
	for (size_t k = 0; k < n; k++)
		for (size_t j = g->first[m[k]]; j < g->first[m[k] + 1]; j++) {
			const struct inlint_report_edge *e =
				&rep->edges[g->out[j]];

			if (scc[e->callee] != scc[m[k]])
				ext[e->callee] +=
					rep->fns[m[k]].entry * e->frequency;
		}
}

static void propagate(struct inlint_report *rep, const struct graph *g,
		      const size_t *order, const size_t *scc)
{
	size_t n = rep->n_fns, end = n;
	double *ext = inlint_xcalloc(n + 1, sizeof(*ext));
	double *next = inlint_xcalloc(n + 1, sizeof(*next));

	for (size_t v = 0; v < n; v++) {
		ext[v] = rep->fns[v].root ? 1 : 0;
		rep->fns[v].entry = 0;
	}
	/* Callers' components first: order lists callees first. */
	while (end) {
		size_t start = end - 1;

		while (start && scc[order[start - 1]] == scc[order[end - 1]])
			start--;
		solve_component(rep, g, scc, order + start, end - start, ext,
				next);
		end = start;
	}
	free(ext);
	free(next);
}

void inlint_report_propagate(struct inlint_report *rep)
{
	struct graph g;
	size_t *order = inlint_xcalloc(rep->n_fns + 1, sizeof(*order));
	size_t *scc = inlint_xcalloc(rep->n_fns + 1, sizeof(*scc));

	join_externs(rep);
	find_reporters(rep);
	find_roots(rep);
	graph_build(rep, &g);
	components(rep, &g, order, scc);
	propagate(rep, &g, order, scc);
	/* Its calls, and a root's one entry from outside (none for a cold
	 * one). */
	for (size_t v = 0; v < rep->n_fns; v++)
		rep->fns[v].global =
			rep->fns[v].root && !rep->fns[v].cold_root ? 1 : 0;
	for (size_t i = 0; i < rep->n_edges; i++) {
		struct inlint_report_edge *e = &rep->edges[i];

		/* An error report runs when an error happened, however
		 * hot the check that calls it. */
		bool report = e->callee != INLINT_HTAB_NONE &&
			      rep->fns[e->callee].reports;

		e->global = report ? 0
				   : clamp_entry(rep->fns[e->caller].entry *
						 e->frequency);
		if (e->callee != INLINT_HTAB_NONE)
			rep->fns[e->callee].global = clamp_entry(
				rep->fns[e->callee].global + e->global);
	}
	free(g.first);
	free(g.out);
	free(order);
	free(scc);
}
