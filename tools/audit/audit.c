/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* audit.c - inlint audit: the baselines of the TUs that have annotations
 * to judge, each TU's annotations as decisions, the search rounds of
 * rounds.c until no TU searches, then the verdicts, merged over the TUs
 * that share an annotation. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "audit.h"
#include "audit_state.h"

#include "array.h"
#include "build_words.h"
#include "def_scan.h"
#include "own_source.h"
#include "ppview.h"
#include "scratch.h"
#include "search.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	a->r.profile =
		inlint_build_profile(inlint_model_profile_format(b->record));
	inlint_whatif_build_level(b, a->level, sizeof(a->level));
	a->r.level = *a->level ? a->level : NULL;
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

/* Whether a baseline needs the views after all (with --headers they
 * are not run first): its record has no lines (no debug info) to tell
 * a TU's own functions, or it was measured from objects, whose required
 * annotations the views tell. */
static bool views_wanted(const struct inlint_audit *a)
{
	for (size_t i = 0; i < a->tus->n; i++) {
		const struct inlint_whatif_build *b =
			inlint_whatif_baseline(a->w, i);

		if (b && (!b->record->has_debug_info || b->calls))
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

	return inlint_array_cmp_size(p->members, q->members);
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
				  inlint_array_cmp_size);
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
	    (views_wanted(a) && inlint_whatif_run_views(a->w, err, errlen)))
		goto fail;
	prepare(a);
	count_compiled_by(a);
	while (inlint_audit_searching(a)) {
		if (inlint_audit_round(a, first, err, errlen))
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
