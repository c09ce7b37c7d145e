/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit.c - inlint audit's rounds: every TU's baseline, then one
 * strip-everything compile per TU, then the group search of search.h,
 * each round the tests of every TU still searching, all run side by side,
 * the biggest TUs' first; at the end the verdicts, merged over the TUs
 * that share an annotation. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "audit.h"

#include "array.h"
#include "decision_list.h"
#include "def_scan.h"
#include "own_source.h"
#include "paths.h"
#include "ppview.h"
#include "scratch.h"
#include "search.h"
#include "xalloc.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One TU's annotations, as decisions (one each: action none for a forcing
 * attribute, plain for the hint of a plain inline), and its
 * search over those apply did not refuse. */
struct unit {
	size_t tu;
	struct inlint_model *dec;
	size_t *ann;   /* decision i -> annotation */
	bool *refused; /* decision i: apply refused to strip it */
	size_t *cand;  /* search index -> decision */
	size_t n_cand;
	bool *pick;  /* decisions to strip in this round */
	char *path;  /* its decision file (the round's first) */
	char **more; /* the decision files of the round's other subsets */
	size_t n_more, cap_more;
	bool active;	/* searching */
	size_t n_round; /* subsets its search strips this round */
	struct inlint_audit_search search;
};

/* What the search found about one annotation, over all TUs. */
struct state {
	char *key; /* absolute path of its file */
	bool bears, required;
};

struct inlint_audit {
	struct inlint_whatif *w;
	const struct inlint_whatif_tus *tus;
	char *scratch;
	struct unit *units;
	struct state *states;
	size_t cap_states;
	char compiler[64], arch[64];
	struct inlint_audit_scope scope;
	struct inlint_audit_result r;
};

static char *absolute(const struct inlint_whatif_tu *tu, const char *file)
{
	size_t n = strlen(tu->directory) + strlen(file) + 2;
	char *joined = inlint_xmalloc(n), *real;

	if (file[0] == '/')
		snprintf(joined, n, "%s", file);
	else
		snprintf(joined, n, "%s/%s", tu->directory, file);
	real = realpath(joined, NULL);
	if (!real)
		return joined;
	free(joined);
	return real;
}

/* The annotation of f (in TU tu), found or added. */
static size_t annotation(struct inlint_audit *a, size_t tu,
			 const struct inlint_function *f, unsigned line,
			 unsigned attr)
{
	struct inlint_audit_result *r = &a->r;
	char *key = absolute(&a->tus->v[tu], f->file);
	struct inlint_audit_annotation *an;
	size_t i;

	for (i = 0; i < r->n_annotations; i++)
		if (r->annotations[i].line == line &&
		    !strcmp(r->annotations[i].function, f->name) &&
		    !strcmp(a->states[i].key, key))
			break;
	if (i < r->n_annotations) {
		free(key);
		return i;
	}
	r->annotations = inlint_array_grow(r->annotations, &r->cap_annotations,
					   i + 1, sizeof(*r->annotations));
	a->states = inlint_array_grow(a->states, &a->cap_states, i + 1,
				      sizeof(*a->states));
	an = &r->annotations[r->n_annotations++];
	memset(an, 0, sizeof(*an));
	an->function = inlint_strdup(f->name);
	an->file = inlint_strdup(f->file);
	an->line = line;
	an->attr = attr;
	a->states[i] = (struct state){key, false, false};
	return i;
}

/* Its baseline's calls to f: how many, how many inlined. */
static void count_calls(const struct inlint_model *m, size_t fi,
			struct inlint_audit_annotation *an)
{
	for (size_t c = 0; c < m->n_call_sites; c++) {
		if (m->call_sites[c].callee != fi)
			continue;
		an->calls++;
		an->inlined += m->call_sites[c].inlined;
	}
}

static void add_tu(struct inlint_audit_annotation *an, const char *file)
{
	an->tus = inlint_array_grow(an->tus, &an->cap_tus, an->n_tus + 1,
				    sizeof(*an->tus));
	an->tus[an->n_tus++] = file;
}

/* The annotation f carries, if the scope judges it: its forcing
 * attribute, else the hint of a plain inline, else 0. own: f is defined
 * in the TU's own source. A forcing one left out for being in a header
 * is noted. */
static unsigned annotation_of(struct inlint_audit *a,
			      const struct inlint_function *f, bool own)
{
	unsigned attr =
		f->attrs & (INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_NOINLINE);

	if (!own && !a->scope.headers) {
		a->r.headers_left_out |= attr != 0;
		return 0;
	}
	if (attr || a->scope.plain == INLINT_AUDIT_INLINE_NONE)
		return attr;
	if (a->scope.plain == INLINT_AUDIT_INLINE_OWN && !own)
		return 0;
	return f->attrs & INLINT_ATTR_INLINE_HINT;
}

/* Measured from objects, no apply refuses: what its own definition shows
 * after expansion (__builtin_constant_p on a variable, noinstr code) makes
 * annotation ai required as the plugin's apply would, never stripped. */
static bool required_from_view(struct inlint_audit *a, const struct unit *u,
			       const struct inlint_function *f, unsigned line,
			       size_t ai)
{
	const struct inlint_ppview *v = inlint_whatif_view(a->w, u->tu);
	const struct inlint_ppdef *d = inlint_ppview_find(v, f->name, line);
	struct inlint_audit_annotation *an = &a->r.annotations[ai];
	char buf[256];
	const char *why;

	if (!inlint_whatif_baseline(a->w, u->tu)->calls || !d)
		return false;
	why = inlint_ppview_required(v, d, d->annots, buf, sizeof(buf));
	if (!why)
		return false;
	a->states[ai].required = true;
	if (!an->why)
		an->why = inlint_strdup(why);
	return true;
}

/* The unit's decisions: every function of its baseline with a forcing
 * annotation, action none, or a plain inline, action plain (none keeps
 * the hint, so an `inline __always_inline` is judged on its forcing). */
static void collect(struct inlint_audit *a, struct unit *u)
{
	const struct inlint_model *m =
		inlint_whatif_baseline(a->w, u->tu)->record;
	struct inlint_srcdefs defs = {0};
	size_t n = 0;
	bool own;

	if (!m->has_debug_info)
		inlint_own_source_read(a->tus->v[u->tu].path,
				       inlint_whatif_view(a->w, u->tu), &defs);
	u->dec = inlint_model_create();
	u->ann = inlint_xcalloc(m->n_functions + 1, sizeof(*u->ann));
	u->refused = inlint_xcalloc(m->n_functions + 1, sizeof(*u->refused));
	for (size_t i = 0; i < m->n_functions; i++) {
		const struct inlint_function *f = &m->functions[i];
		unsigned attr, line;
		struct inlint_recommendation *d;
		size_t ai;

		/* optnone forces noinline by itself: nothing to strip. */
		if (!f->file || (f->attrs & INLINT_ATTR_OPTNONE))
			continue;
		own = inlint_own_source_has(m, f, &defs, &line);
		if (!(attr = annotation_of(a, f, own)))
			continue;
		ai = annotation(a, u->tu, f, line, attr);
		u->refused[n] = own && required_from_view(a, u, f, line, ai);
		count_calls(m, i, &a->r.annotations[ai]);
		add_tu(&a->r.annotations[ai], a->tus->v[u->tu].file);
		d = inlint_model_add_recommendation(u->dec);
		d->function = inlint_model_strdup(u->dec, f->name);
		d->file = inlint_model_strdup(u->dec, f->file);
		d->action = attr == INLINT_ATTR_INLINE_HINT
				    ? INLINT_ACTION_PLAIN
				    : INLINT_ACTION_NONE;
		u->ann[n++] = ai;
	}
	inlint_srcdefs_release(&defs);
	u->pick = inlint_xcalloc(n + 1, sizeof(*u->pick));
	u->cand = inlint_xcalloc(n + 1, sizeof(*u->cand));
}

static void describe(struct inlint_audit *a,
		     const struct inlint_whatif_build *b)
{
	a->r.objects = b->calls != NULL;
	inlint_whatif_build_words(b, a->compiler, sizeof(a->compiler), a->arch,
				  sizeof(a->arch));
	a->r.compiler = a->compiler;
	a->r.arch = a->arch;
}

static bool changed(const struct inlint_whatif_effect *e)
{
	return e->n_flips || e->n_copies || e->text_delta;
}

/* Decisions of the variant's record that apply refused: required. */
static void mark_refused(struct inlint_audit *a, struct unit *u,
			 const struct inlint_model *variant)
{
	for (size_t i = 0; i < variant->n_applied; i++) {
		const struct inlint_applied *ap = &variant->applied[i];

		if (ap->status != INLINT_APPLY_REFUSED)
			continue;
		for (size_t d = 0; d < u->dec->n_recommendations; d++) {
			const struct inlint_recommendation *r =
				&u->dec->recommendations[d];
			struct inlint_audit_annotation *an =
				&a->r.annotations[u->ann[d]];

			if (strcmp(r->function, ap->function) ||
			    !inlint_same_file(r->file, ap->file))
				continue;
			u->refused[d] = true;
			a->states[u->ann[d]].required = true;
			if (!an->why)
				an->why = inlint_strdup(ap->detail);
		}
	}
	for (size_t d = 0; d < u->dec->n_recommendations; d++)
		if (!u->refused[d])
			u->cand[u->n_cand++] = d;
}

static int by_index(const void *x, const void *y)
{
	size_t p = *(const size_t *)x, q = *(const size_t *)y;

	return (p > q) - (p < q);
}

/* A load-bearing group of unit u, with its effect (moved in). */
static void add_finding(struct inlint_audit *a, const struct unit *u,
			struct inlint_whatif_effect *e)
{
	const struct inlint_audit_search *s = &u->search;
	struct inlint_audit_result *r = &a->r;
	struct inlint_audit_finding *f;
	size_t *members = inlint_xcalloc(s->n_group + 1, sizeof(*members));
	size_t i;

	for (size_t k = 0; k < s->n_group; k++) {
		members[k] = u->ann[u->cand[s->group[k]]];
		a->states[members[k]].bears = true;
	}
	inlint_array_sort(members, s->n_group, sizeof(*members), by_index);
	for (i = 0; i < r->n_findings; i++)
		if (r->findings[i].n_members == s->n_group &&
		    !memcmp(r->findings[i].members, members,
			    s->n_group * sizeof(*members)))
			break;
	if (i == r->n_findings) {
		r->findings = inlint_array_grow(r->findings, &r->cap_findings,
						i + 1, sizeof(*r->findings));
		f = &r->findings[r->n_findings++];
		memset(f, 0, sizeof(*f));
		f->members = members;
		f->n_members = f->cap_members = s->n_group;
	} else {
		f = &r->findings[i];
		free(members);
	}
	f->effects = inlint_array_grow(f->effects, &f->cap_effects,
				       f->n_effects + 1, sizeof(*f->effects));
	f->effects[f->n_effects++] = *e;
	memset(e, 0, sizeof(*e));
}

/* The decision file of subset j of the unit's round. */
static const char *subset_path(const struct inlint_audit *a, struct unit *u,
			       size_t j)
{
	size_t n = strlen(a->scratch) + 64;

	if (!j)
		return u->path;
	while (u->n_more < j) {
		u->more = inlint_array_grow(u->more, &u->cap_more,
					    u->n_more + 1, sizeof(*u->more));
		u->more[u->n_more] = inlint_xmalloc(n);
		snprintf(u->more[u->n_more], n, "%s/u%zu.%zu.yaml", a->scratch,
			 u->tu, u->n_more + 1);
		u->n_more++;
	}
	return u->more[j - 1];
}

/* Writes subset j of the unit's round (the first round: every decision,
 * already in u->pick) to its file. */
static int write_subset(const struct inlint_audit *a, struct unit *u, size_t j,
			bool first, char *err, size_t errlen)
{
	if (!first) {
		const bool *s = inlint_audit_search_subset(&u->search, j);

		memset(u->pick, 0,
		       u->dec->n_recommendations * sizeof(*u->pick));
		for (size_t i = 0; i < u->n_cand; i++)
			u->pick[u->cand[i]] = s[i];
	}
	return inlint_decision_list_write(u->dec, u->pick, NULL,
					  subset_path(a, u, j), err, errlen);
}

/* The first compile stripped every decision, which also tells which ones
 * apply refuses: the search over the others starts with it. */
static void start_search(struct inlint_audit *a, struct unit *u,
			 const struct inlint_whatif_result *res)
{
	mark_refused(a, u, res->variant->record);
	inlint_audit_search_init(&u->search, u->n_cand);
	/* The search's first subset is everything: this compile. */
	u->active = inlint_audit_search_next(&u->search) > 0;
}

/* What the compile of subset j of unit u's round showed; after the
 * round's last, the next round's size. */
static void feed(struct inlint_audit *a, struct unit *u, size_t j,
		 struct inlint_whatif_result *res, bool first)
{
	if (first)
		start_search(a, u, res);
	if (u->active &&
	    inlint_audit_search_feed(&u->search, j, changed(&res->effect)))
		add_finding(a, u, &res->effect);
	if (u->active && j + 1 == u->n_round) {
		u->n_round = inlint_audit_search_next(&u->search);
		u->active = u->n_round > 0;
	}
}

/* The bytes of code in the unit's baseline: what its compiles take. */
static uint64_t weight(const struct inlint_audit *a, const struct unit *u)
{
	const struct inlint_symsizes *syms =
		inlint_whatif_baseline(a->w, u->tu)->syms;
	uint64_t n = 0;

	for (size_t i = 0; syms && i < syms->n_syms; i++)
		if (strchr("tTwW", syms->syms[i].type))
			n += syms->syms[i].size;
	return n;
}

/* One test of a round: subset j of unit i, and its unit's weight. */
struct test {
	size_t unit, j;
	uint64_t weight;
};

/* Heaviest first, so that a round does not end on one long compile; else
 * in the order of the units and their subsets. */
static int by_weight(const void *x, const void *y)
{
	const struct test *p = x, *q = y;

	if (p->weight != q->weight)
		return (p->weight < q->weight) - (p->weight > q->weight);
	if (p->unit != q->unit)
		return (p->unit > q->unit) - (p->unit < q->unit);
	return (p->j > q->j) - (p->j < q->j);
}

/* The round's tests, heaviest first, their decision files written.
 * Returns how many, or -1 with err set. */
static long plan_round(struct inlint_audit *a, bool first, struct test **out,
		       char *err, size_t errlen)
{
	struct test *t = NULL;
	size_t n = 0, cap = 0;

	for (size_t i = 0; i < a->tus->n; i++) {
		struct unit *u = &a->units[i];
		uint64_t w;

		if (!u->active)
			continue;
		if (first)
			u->n_round = 1;
		w = weight(a, u);
		for (size_t j = 0; j < u->n_round; j++) {
			if (write_subset(a, u, j, first, err, errlen)) {
				free(t);
				return -1;
			}
			t = inlint_array_grow(t, &cap, n + 1, sizeof(*t));
			t[n++] = (struct test){i, j, w};
		}
	}
	inlint_array_sort(t, n, sizeof(*t), by_weight);
	*out = t;
	return (long)n;
}

/* The order of the units, and of each unit's subsets: the search's. */
static int by_unit(const void *x, const void *y)
{
	const struct test *p = *(struct test *const *)x,
			  *q = *(struct test *const *)y;

	if (p->unit != q->unit)
		return (p->unit > q->unit) - (p->unit < q->unit);
	return (p->j > q->j) - (p->j < q->j);
}

/* Feeds the round's results to the units, each unit's subsets in order. */
static void feed_round(struct inlint_audit *a, struct test *t, size_t n,
		       struct inlint_whatif_result *res, bool first)
{
	struct test **order = inlint_xcalloc(n + 1, sizeof(*order));

	for (size_t k = 0; k < n; k++)
		order[k] = &t[k];
	inlint_array_sort(order, n, sizeof(*order), by_unit);
	for (size_t k = 0; k < n; k++) {
		size_t at = (size_t)(order[k] - t);

		feed(a, &a->units[t[at].unit], t[at].j, &res[at], first);
		inlint_whatif_result_release(&res[at]);
	}
	free(order);
}

/* One round: the tests of every active unit, side by side. */
static int run_round(struct inlint_audit *a, bool first, char *err,
		     size_t errlen)
{
	struct test *t = NULL;
	long n = plan_round(a, first, &t, err, errlen);
	struct inlint_whatif_request *req;
	struct inlint_whatif_result *res;
	int ret;

	if (n < 0)
		return -1;
	req = inlint_xcalloc((size_t)n + 1, sizeof(*req));
	res = inlint_xcalloc((size_t)n + 1, sizeof(*res));
	for (long k = 0; k < n; k++)
		req[k] = (struct inlint_whatif_request){
			a->units[t[k].unit].tu,
			subset_path(a, &a->units[t[k].unit], t[k].j)};
	ret = n ? inlint_whatif_run(a->w, req, (size_t)n, res, err, errlen) : 0;
	if (!ret) {
		a->r.compiles += (unsigned)n;
		feed_round(a, t, (size_t)n, res, first);
	}
	free(req);
	free(res);
	free(t);
	return ret;
}

/* Whether TU tu's baseline is needed: with the headers judged, always;
 * else when its own source, as the preprocessor leaves it, has an
 * annotation the scope judges (or it could not be read). */
static bool needs_baseline(const struct inlint_audit *a, size_t tu)
{
	const struct inlint_ppview *v = inlint_whatif_view(a->w, tu);

	if (a->scope.headers || !v)
		return true;
	for (size_t i = 0; i < v->n_defs; i++) {
		const struct inlint_ppdef *d = &v->defs[i];

		if (d->n_always || d->n_noinline)
			return true;
		if (a->scope.plain != INLINT_AUDIT_INLINE_NONE &&
		    (d->annots & INLINT_ANNOT_INLINE))
			return true;
	}
	return false;
}

/* The baselines the audit needs (one at least: it names the compiler),
 * compiled. Returns 0, or -1 with err set. */
static int run_baselines(struct inlint_audit *a, char *err, size_t errlen)
{
	size_t n = a->tus->n;
	bool *need = inlint_xcalloc(n + 1, sizeof(*need));
	unsigned count = 0;
	int ret;

	for (size_t i = 0; i < n; i++)
		count += need[i] = needs_baseline(a, i);
	if (n && !count) {
		size_t first = 0;

		while (a->scope.audited && first + 1 < n &&
		       !a->scope.audited[first])
			first++;
		need[first] = true;
		count = 1;
	}
	ret = inlint_whatif_run_baselines_of(a->w, need, err, errlen);
	a->r.compiles = count;
	free(need);
	return ret;
}

/* Whether a baseline's record has no lines (no debug info). */
static bool lacks_lines(const struct inlint_audit *a)
{
	for (size_t i = 0; i < a->tus->n; i++) {
		const struct inlint_whatif_build *b =
			inlint_whatif_baseline(a->w, i);

		if (b && !b->record->has_debug_info)
			return true;
	}
	return false;
}

/* Whether a baseline was measured from objects. */
static bool from_objects(const struct inlint_audit *a)
{
	for (size_t i = 0; i < a->tus->n; i++) {
		const struct inlint_whatif_build *b =
			inlint_whatif_baseline(a->w, i);

		if (b && b->calls)
			return true;
	}
	return false;
}

static void prepare(struct inlint_audit *a)
{
	const struct inlint_whatif_build *described = NULL;

	for (size_t i = 0; i < a->tus->n; i++) {
		struct unit *u = &a->units[i];
		const struct inlint_whatif_build *b =
			inlint_whatif_baseline(a->w, i);
		size_t n = strlen(a->scratch) + 32;

		u->tu = i;
		if (!described)
			described = b;
		if (a->scope.audited && !a->scope.audited[i])
			continue;
		a->r.tus++;
		if (!b) {
			/* Its own source has no annotation judged: only the
			 * headers' are left out. */
			a->r.headers_left_out |=
				inlint_whatif_view(a->w, i)->header_forcing;
			continue;
		}
		collect(a, u);
		u->path = inlint_xmalloc(n);
		snprintf(u->path, n, "%s/u%zu.yaml", a->scratch, i);
		for (size_t d = 0; d < u->dec->n_recommendations; d++) {
			u->pick[d] = !u->refused[d];
			u->active |= u->pick[d];
		}
	}
	if (described)
		describe(a, described);
}

static int by_name(const void *x, const void *y)
{
	const struct inlint_audit_annotation *p =
		*(struct inlint_audit_annotation *const *)x;
	const struct inlint_audit_annotation *q =
		*(struct inlint_audit_annotation *const *)y;

	return strcmp(p->function, q->function);
}

/* The first of the n annotations sorted by name that is named name. */
static size_t first_named(struct inlint_audit_annotation *const *by, size_t n,
			  const char *name)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(by[mid]->function, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Counts f of TU tu for the annotation it is, if any (by is sorted by
 * name). */
static void count_one(struct inlint_audit *a, size_t tu,
		      const struct inlint_function *f,
		      struct inlint_audit_annotation *const *by)
{
	size_t n = a->r.n_annotations;
	char *key = NULL;

	for (size_t i = first_named(by, n, f->name);
	     i < n && !strcmp(by[i]->function, f->name); i++) {
		if (by[i]->line != f->line)
			continue;
		if (!key)
			key = absolute(&a->tus->v[tu], f->file);
		if (!strcmp(a->states[by[i] - a->r.annotations].key, key)) {
			by[i]->compiled_by++;
			break;
		}
	}
	free(key);
}

/* How many TUs, audited or not, have each annotation in their baseline:
 * for a header function, how many compile it. */
static void count_compiled_by(struct inlint_audit *a)
{
	size_t n = a->r.n_annotations;
	struct inlint_audit_annotation **by =
		inlint_xcalloc(n + 1, sizeof(*by));

	for (size_t i = 0; i < n; i++)
		by[i] = &a->r.annotations[i];
	inlint_array_sort(by, n, sizeof(*by), by_name);
	for (size_t t = 0; n && t < a->tus->n; t++) {
		const struct inlint_whatif_build *b =
			inlint_whatif_baseline(a->w, t);
		const struct inlint_model *m = b ? b->record : NULL;

		/* Without a baseline, its own source has no annotation. */
		for (size_t i = 0; m && i < m->n_functions; i++)
			if (m->functions[i].file)
				count_one(a, t, &m->functions[i], by);
	}
	free(by);
}

static bool any_active(const struct inlint_audit *a)
{
	for (size_t i = 0; i < a->tus->n; i++)
		if (a->units[i].active)
			return true;
	return false;
}

/* An annotation and its index before sorting. */
struct placed {
	const struct inlint_audit_annotation *a;
	size_t i;
};

static int by_place(const void *x, const void *y)
{
	const struct inlint_audit_annotation *p = ((const struct placed *)x)->a,
					     *q = ((const struct placed *)y)->a;
	int c = strcmp(p->file, q->file);

	if (c)
		return c;
	if (p->line != q->line)
		return (p->line > q->line) - (p->line < q->line);
	return strcmp(p->function, q->function);
}

static int by_first_member(const void *x, const void *y)
{
	const struct inlint_audit_finding *p = x, *q = y;

	return by_index(p->members, q->members);
}

/* Annotations in source order (file, line), the findings' members
 * renumbered, the findings by their first member. */
static void sort_result(struct inlint_audit_result *r)
{
	size_t n = r->n_annotations;
	struct placed *order = inlint_xcalloc(n + 1, sizeof(*order));
	size_t *rank = inlint_xcalloc(n + 1, sizeof(*rank));
	struct inlint_audit_annotation *sorted =
		inlint_xcalloc(n + 1, sizeof(*sorted));

	for (size_t i = 0; i < n; i++)
		order[i] = (struct placed){&r->annotations[i], i};
	inlint_array_sort(order, n, sizeof(*order), by_place);
	for (size_t i = 0; i < n; i++) {
		sorted[i] = *order[i].a;
		rank[order[i].i] = i;
	}
	free(r->annotations);
	r->annotations = sorted;
	r->cap_annotations = n + 1;
	for (size_t i = 0; i < r->n_findings; i++) {
		struct inlint_audit_finding *f = &r->findings[i];

		for (size_t k = 0; k < f->n_members; k++)
			f->members[k] = rank[f->members[k]];
		inlint_array_sort(f->members, f->n_members, sizeof(*f->members),
				  by_index);
	}
	inlint_array_sort(r->findings, r->n_findings, sizeof(*r->findings),
			  by_first_member);
	free(order);
	free(rank);
}

/* Verdicts from the states: required wins, then load-bearing. */
static void judge(struct inlint_audit *a)
{
	struct inlint_audit_result *r = &a->r;

	for (size_t i = 0; i < r->n_annotations; i++) {
		const struct state *s = &a->states[i];

		r->annotations[i].verdict = s->required ? INLINT_AUDIT_REQUIRED
					    : s->bears
						    ? INLINT_AUDIT_LOAD_BEARING
						    : INLINT_AUDIT_REDUNDANT;
	}
	sort_result(r);
}

struct inlint_audit *inlint_audit_run(const struct inlint_whatif_config *c,
				      const struct inlint_whatif_tus *tus,
				      const struct inlint_audit_scope *scope,
				      char *err, size_t errlen)
{
	struct inlint_audit *a = inlint_xcalloc(1, sizeof(*a));
	bool first = true;

	a->tus = tus;
	a->scope = *scope;
	a->units = inlint_xcalloc(tus->n + 1, sizeof(*a->units));
	a->scratch = inlint_scratch_create("inlint-audit", err, errlen);
	if (!a->scratch)
		goto fail;
	a->w = inlint_whatif_create(c, tus, err, errlen);
	/* The views tell which baselines are needed (all, with the headers)
	 * and, without debug info, which functions are a TU's own; measured
	 * from objects, which annotations are required. */
	if (!a->w ||
	    (!scope->headers && inlint_whatif_run_views(a->w, err, errlen)) ||
	    run_baselines(a, err, errlen) ||
	    ((lacks_lines(a) || from_objects(a)) &&
	     inlint_whatif_run_views(a->w, err, errlen)))
		goto fail;
	prepare(a);
	count_compiled_by(a);
	while (any_active(a)) {
		if (run_round(a, first, err, errlen))
			goto fail;
		first = false;
	}
	judge(a);
	return a;
fail:
	inlint_audit_destroy(a);
	return NULL;
}

const struct inlint_audit_result *
inlint_audit_result(const struct inlint_audit *a)
{
	return &a->r;
}

static void release_result(struct inlint_audit_result *r)
{
	for (size_t i = 0; i < r->n_annotations; i++) {
		free(r->annotations[i].function);
		free(r->annotations[i].file);
		free(r->annotations[i].why);
		free(r->annotations[i].tus);
	}
	free(r->annotations);
	for (size_t i = 0; i < r->n_findings; i++) {
		for (size_t k = 0; k < r->findings[i].n_effects; k++)
			inlint_whatif_effect_release(
				&r->findings[i].effects[k]);
		free(r->findings[i].effects);
		free(r->findings[i].members);
	}
	free(r->findings);
}

void inlint_audit_destroy(struct inlint_audit *a)
{
	if (!a)
		return;
	for (size_t i = 0; a->units && i < a->tus->n; i++) {
		struct unit *u = &a->units[i];

		inlint_model_destroy(u->dec);
		free(u->ann);
		free(u->refused);
		free(u->cand);
		free(u->pick);
		free(u->path);
		for (size_t j = 0; j < u->n_more; j++)
			free(u->more[j]);
		free(u->more);
		inlint_audit_search_release(&u->search);
	}
	free(a->units);
	for (size_t i = 0; i < a->r.n_annotations; i++)
		free(a->states[i].key);
	free(a->states);
	release_result(&a->r);
	inlint_whatif_destroy(a->w);
	if (a->scratch)
		inlint_scratch_remove(a->scratch);
	free(a->scratch);
	free(a);
}
