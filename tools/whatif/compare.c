/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compare.c - a variant against its baseline: call sites whose outcome
 * flipped (from the records), out-of-line copies whose size changed (from
 * the objects' symbol tables, as inlint bloat -t counts them). */
#include "whatif.h"

#include "applied_log.h"
#include "array.h"
#include "objcalls.h"
#include "sizediff.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* The calls from caller to callee on one line, and how many of them the
 * record says survive as calls. A call that is not kept was inlined, or
 * folded away with the copy inlined into its caller (the record then has no
 * inlined copy to show): either way the caller no longer calls. */
struct site {
	const char *file, *caller, *callee;
	unsigned line;
	unsigned kept;
};

struct sites {
	struct site *v;
	size_t n, cap;
};

static int by_place(const void *a, const void *b)
{
	const struct site *x = a, *y = b;
	int c = strcmp(x->file ? x->file : "", y->file ? y->file : "");

	if (!c && x->line != y->line)
		c = x->line < y->line ? -1 : 1;
	if (!c)
		c = strcmp(x->caller, y->caller);
	return c ? c : strcmp(x->callee, y->callee);
}

/* One entry per (file, line, caller, callee), sorted. */
static void collect(struct sites *s, const struct inlint_model *m)
{
	size_t k = 0;

	for (size_t i = 0; i < m->n_call_sites; i++) {
		const struct inlint_call_site *cs = &m->call_sites[i];
		const struct inlint_function *caller =
			&m->functions[cs->caller];

		s->v = inlint_array_grow(s->v, &s->cap, s->n + 1,
					 sizeof(*s->v));
		s->v[s->n++] = (struct site){
			.file = caller->file,
			.caller = caller->name,
			.callee = m->functions[cs->callee].name,
			.line = cs->line,
			.kept = cs->kept,
		};
	}
	inlint_array_sort(s->v, s->n, sizeof(*s->v), by_place);
	for (size_t i = 0; i < s->n; i++) {
		if (k && !by_place(&s->v[k - 1], &s->v[i]))
			s->v[k - 1].kept += s->v[i].kept;
		else
			s->v[k++] = s->v[i];
	}
	s->n = k;
}

/* was and now: calls kept before and after. */
static void add_flip(struct inlint_whatif_effect *r, const struct site *s,
		     unsigned was, unsigned now)
{
	struct inlint_whatif_flip *f;

	if (was == now)
		return;
	r->flips = inlint_array_grow(r->flips, &r->cap_flips, r->n_flips + 1,
				     sizeof(*r->flips));
	f = &r->flips[r->n_flips++];
	*f = (struct inlint_whatif_flip){
		.file = s->file,
		.caller = s->caller,
		.callee = s->callee,
		.line = s->line,
		.calls = now > was ? now - was : was - now,
		.now_inlined = now < was,
	};
}

/* Walks both sorted lists; a place only one side has counts as no calls
 * kept on the other. */
static void compare_sites(const struct inlint_model *old,
			  const struct inlint_model *new,
			  struct inlint_whatif_effect *r)
{
	struct sites a = {0}, b = {0};
	size_t i = 0, j = 0;

	collect(&a, old);
	collect(&b, new);
	while (i < a.n || j < b.n) {
		int c = i == a.n   ? 1
			: j == b.n ? -1
				   : by_place(&a.v[i], &b.v[j]);

		if (c < 0) {
			add_flip(r, &a.v[i], a.v[i].kept, 0);
			i++;
		} else if (c > 0) {
			add_flip(r, &b.v[j], 0, b.v[j].kept);
			j++;
		} else {
			add_flip(r, &a.v[i], a.v[i].kept, b.v[j].kept);
			i++;
			j++;
		}
	}
	free(a.v);
	free(b.v);
}

static int by_pair(const struct inlint_objcall *x,
		   const struct inlint_objcall *y)
{
	int c = strcmp(x->caller, y->caller);

	return c ? c : strcmp(x->callee, y->callee);
}

static unsigned final_size(const struct inlint_model *m, const char *name)
{
	long i = inlint_model_find_function(m, name);

	return i < 0 ? 0 : m->functions[i].final_size;
}

static void compare_copies(const struct inlint_whatif_build *old,
			   const struct inlint_whatif_build *new,
			   struct inlint_whatif_effect *r)
{
	struct inlint_sizediff *d = inlint_sizediff_create(
		"Function", "tTwW", old->syms, new->syms);

	r->text_before = d->before;
	r->text_after = d->after;
	r->text_delta = (int64_t)(d->after - d->before);
	r->copies = inlint_xcalloc(d->n_changes + 1, sizeof(*r->copies));
	r->cap_copies = d->n_changes + 1;
	for (size_t i = 0; i < d->n_changes; i++) {
		const struct inlint_size_change *c = &d->changes[i];
		struct inlint_whatif_copy *w = &r->copies[r->n_copies++];

		w->function = inlint_strdup(c->name);
		w->in_old = c->in_old;
		w->in_new = c->in_new;
		w->old_bytes = c->in_old ? c->old_size : 0;
		w->new_bytes = c->in_new ? c->new_size : 0;
		w->delta_bytes = c->delta;
		w->old_ir = final_size(old->record, c->name);
		w->new_ir = final_size(new->record, c->name);
		w->delta_ir = (long long)w->new_ir - (long long)w->old_ir;
	}
	inlint_sizediff_destroy(d);
}

/* The calls to callee in c, from any caller. */
static unsigned total(const struct inlint_objcalls *c, const char *callee)
{
	unsigned n = 0;

	for (size_t i = 0; i < c->n; i++)
		if (!strcmp(c->v[i].callee, callee))
			n += c->v[i].calls;
	return n;
}

/* Whether going from `from` to `to` brought calls from caller to callee
 * into caller with the body of a function it calls less: each call to f
 * inlined brings f's own calls to callee along. Inlined copies are
 * optimised apart from f's (a tail duplicated, a call folded), so the
 * counts need not match, and any such body accounts for all. */
static bool brought(const struct inlint_objcalls *from,
		    const struct inlint_objcalls *to, const char *caller,
		    const char *callee)
{
	for (size_t i = 0; i < from->n; i++) {
		const struct inlint_objcall *x = &from->v[i];

		if (!strcmp(x->caller, caller) &&
		    inlint_objcalls_count(to, caller, x->callee) < x->calls &&
		    inlint_objcalls_count(from, x->callee, callee))
			return true;
	}
	return false;
}

static bool has_copy(const struct inlint_symsizes *s, const char *fn)
{
	for (size_t i = 0; i < s->n_syms; i++)
		if (strchr("tTwW", s->syms[i].type) &&
		    !strcmp(s->syms[i].name, fn))
			return true;
	return false;
}

/* Whether fn's copy, which `to` has and `from` has not, took its calls
 * to callee from a caller that calls fn out of line in `to` more often
 * and callee less: a body kept out of line takes its calls along (the
 * counts need not match, as in brought). */
static bool took_along(const struct inlint_objcalls *from,
		       const struct inlint_objcalls *to, const char *fn,
		       const char *callee)
{
	for (size_t i = 0; i < to->n; i++) {
		const struct inlint_objcall *x = &to->v[i];

		if (!strcmp(x->callee, fn) &&
		    x->calls > inlint_objcalls_count(from, x->caller, fn) &&
		    inlint_objcalls_count(from, x->caller, callee) >
			    inlint_objcalls_count(to, x->caller, callee))
			return true;
	}
	return false;
}

/* Whether site's calls changed from `from` to `to` only as the bodies
 * that came or went took them along, or with the site's caller's copy
 * itself. */
static bool moved(const struct inlint_whatif_build *from,
		  const struct inlint_whatif_build *to, const struct site *s)
{
	return brought(from->calls, to->calls, s->caller, s->callee) ||
	       (!has_copy(from->syms, s->caller) &&
		took_along(from->calls, to->calls, s->caller, s->callee));
}

static void add_call_flip(struct inlint_whatif_effect *r,
			  const struct inlint_whatif_build *old,
			  const struct inlint_whatif_build *new,
			  const struct site *s, unsigned was, unsigned now)
{
	if (!(now > was ? moved(old, new, s) : moved(new, old, s)))
		add_flip(r, s, was, now);
}

/* Measured from objects: each (caller, callee) with the calls the objects
 * still make, a pair only one side has counting as none on the other. A
 * call no longer made was inlined (or folded away with its callee). The
 * objects do not say which source a call is written in: calls to a callee
 * that only moved from one caller to another (a body inlined or kept out
 * of line took them along) are no flips, nor are those that a body
 * inlined brought with it while its copy stays (an extern function) or
 * took away when it is kept out of line again. */
static void compare_calls(const struct inlint_whatif_build *baseline,
			  const struct inlint_whatif_build *variant,
			  const char *file, struct inlint_whatif_effect *r)
{
	const struct inlint_objcalls *old = baseline->calls,
				     *new = variant->calls;
	size_t i = 0, j = 0;

	while (i < old->n || j < new->n) {
		const struct inlint_objcall *a = i < old->n ? &old->v[i] : NULL;
		const struct inlint_objcall *b = j < new->n ? &new->v[j] : NULL;
		int c = !a ? 1 : !b ? -1 : by_pair(a, b);
		const struct inlint_objcall *s = c <= 0 ? a : b;
		struct site site = {file, s->caller, s->callee, 0, 0};
		unsigned was = c <= 0 ? a->calls : 0,
			 now = c >= 0 ? b->calls : 0;

		if (was != now &&
		    total(old, s->callee) != total(new, s->callee))
			add_call_flip(r, baseline, variant, &site, was, now);
		i += c <= 0;
		j += c >= 0;
	}
}

static const struct inlint_whatif_frame *frame_of(const struct inlint_frames *f,
						  const char *function)
{
	for (size_t i = 0; i < f->n; i++)
		if (!strcmp(f->v[i].function, function))
			return &f->v[i];
	return NULL;
}

/* The variant's frames over the limit that the baseline's were not, or
 * grew: the decisions' doing. */
static void compare_frames(const struct inlint_whatif_build *old,
			   const struct inlint_whatif_build *new,
			   struct inlint_whatif_effect *e)
{
	for (size_t i = 0; i < new->frames.n; i++) {
		const struct inlint_whatif_frame *f = &new->frames.v[i];
		const struct inlint_whatif_frame *was =
			frame_of(&old->frames, f->function);

		if (was && was->bytes >= f->bytes)
			continue;
		e->frames =
			inlint_array_grow(e->frames, &e->cap_frames,
					  e->n_frames + 1, sizeof(*e->frames));
		e->frames[e->n_frames++] = (struct inlint_whatif_frame){
			.function = inlint_strdup(f->function),
			.bytes = f->bytes,
			.limit = f->limit,
			.old_bytes = was ? was->bytes : 0,
		};
	}
	e->frames_fail = new->frames_fail;
}

/* What the variant's record says its decisions did not do: a decision
 * that changes nothing must not read as one measured to have no effect. */
static void note_decisions(const struct inlint_model *rec,
			   struct inlint_whatif_effect *e)
{
	size_t cap = 0;

	for (size_t i = 0; i < rec->n_applied; i++) {
		if (rec->applied[i].status != INLINT_APPLY_REFUSED)
			continue;
		e->refused =
			inlint_array_grow(e->refused, &cap, e->n_refused + 1,
					  sizeof(*e->refused));
		e->refused[e->n_refused++] = &rec->applied[i];
	}
	cap = 0;
	for (size_t i = 0; i < rec->n_problems; i++) {
		const char *p = inlint_applied_problem(rec, rec->problems[i]);

		if (!p)
			continue;
		e->problems =
			inlint_array_grow(e->problems, &cap, e->n_problems + 1,
					  sizeof(*e->problems));
		e->problems[e->n_problems++] = p;
	}
}

void inlint_whatif_compare(const struct inlint_whatif_build *baseline,
			   const struct inlint_whatif_build *variant,
			   struct inlint_whatif_effect *e)
{
	if (baseline->calls && variant->calls)
		compare_calls(baseline, variant, e->file, e);
	else
		compare_sites(baseline->record, variant->record, e);
	compare_copies(baseline, variant, e);
	compare_frames(baseline, variant, e);
	note_decisions(variant->record, e);
	e->built_by = variant->built_by;
}

void inlint_whatif_result_release(struct inlint_whatif_result *r)
{
	inlint_whatif_effect_release(&r->effect);
}
