/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget.c - costs from the copies' bytes and a greedy pick by benefit per
 * byte (a knapsack's usual approximation). */
#include "budget.h"

#include "array.h"
#include "objbytes.h"
#include "reasons.h"
#include "xalloc.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Only a static (or linkonce) function nobody takes the address of loses
 * its body when every call is inlined. */
static bool removable(const struct inlint_report_fn *f)
{
	return f->linkage && !f->address_taken &&
	       (strcmp(f->linkage, "static") == 0 ||
		strcmp(f->linkage, "linkonce") == 0);
}

/* Inlining every kept call (or the one call of a call-site decision): a
 * copy per call, less the body when none is left to call it. */
static double inline_cost(const struct inlint_report_fn *f, size_t calls,
			  double copy)
{
	if (removable(f) && calls >= f->kept)
		return (double)calls * copy - (double)f->copies * copy;
	return (double)calls * copy;
}

static double rec_cost(const struct inlint_report *rep,
		       const struct inlint_report_rec *r, size_t fn,
		       bool *measured)
{
	const struct inlint_report_fn *f = &rep->fns[fn];
	double copy = inlint_report_copy_bytes(rep, fn, measured);
	size_t calls = r->caller ? 1 : f->kept;
	size_t inlined = f->call_sites - f->kept;

	if (r->action == INLINT_ACTION_ALWAYS_INLINE)
		return inline_cost(f, calls, copy);
	/* noinline, and none on a forced body copied where LLVM would not
	 * inline it (forced-inline-bloat): one body kept, the copies gone. */
	if (r->action == INLINT_ACTION_NOINLINE ||
	    inlint_reason_parse(r->reason) ==
		    INLINT_REASON_FORCED_INLINE_BLOAT) {
		if (r->caller)
			inlined = inlined ? 1 : 0;
		return (f->copies ? 0 : copy) - (double)inlined * copy;
	}
	/* none elsewhere: removing __always_inline changes nothing LLVM would
	 * not inline anyway; removing noinline lets it inline the calls, as it
	 * does for the small helpers advised so. */
	return f->attrs & INLINT_ATTR_NOINLINE ? inline_cost(f, calls, copy)
					       : 0;
}

void inlint_report_costs(struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];
		size_t fn = inlint_report_fn_index(rep, r->function, r->file);
		bool measured = false;

		if (r->cost_source != INLINT_COST_UNSET)
			continue;
		r->cost = fn == INLINT_HTAB_NONE
				  ? 0
				  : (int64_t)llround(
					    rec_cost(rep, r, fn, &measured));
		r->cost_source =
			measured ? INLINT_COST_OBJECTS : INLINT_COST_ESTIMATE;
	}
}

/* What keeping r is taken to cost: its share measured together as it
 * is, a growth measured alone times its interaction. */
static int64_t charge(const struct inlint_report_rec *r)
{
	if (r->cost <= 0 || r->cost_source == INLINT_COST_TOGETHER ||
	    !r->interaction)
		return r->cost;
	return (int64_t)llround((double)r->cost * r->interaction);
}

/* Forcing a call that the whole program reaches rarely (an error report's
 * dump, an __init path) gains no time: not worth a byte, nor the churn of
 * a change that costs none. One that saves bytes is kept for that. */
static bool buys_nothing(const struct inlint_report_rec *r)
{
	return r->action == INLINT_ACTION_ALWAYS_INLINE &&
	       r->global_hotness == INLINT_HOTNESS_COLD && r->cost >= 0;
}

/* What the budget keeps or drops whole: one recommendation, or a
 * whole_group(). */
struct unit {
	size_t first; /* its first recommendation */
	int64_t cost;
	double score;
	bool nothing; /* every member buys nothing */
	bool barred;  /* a member is not among those that may be kept */
};

/* Free ones (no growth) first by score, then by score per byte. */
static int cmp_value(const void *pa, const void *pb)
{
	const struct unit *a = pa, *b = pb;
	double va, vb;

	if ((a->cost <= 0) != (b->cost <= 0))
		return a->cost <= 0 ? -1 : 1;
	va = a->cost <= 0 ? a->score : a->score / (double)a->cost;
	vb = b->cost <= 0 ? b->score : b->score / (double)b->cost;
	if (va != vb)
		return va > vb ? -1 : 1;
	return (a->first > b->first) - (a->first < b->first);
}

/* The group that r pays only with: a chain's constants fold only once
 * all of it is inlined. Forced functions grouped only because they call
 * each other (kept-out-of-line) each save a call alone. */
static const char *whole_group(const struct inlint_report_rec *r)
{
	return inlint_reason_parse(r->reason) == INLINT_REASON_CONSTANT_ARGS
		       ? r->group
		       : NULL;
}

/* Each recommendation's next one in its unit (SIZE_MAX after the last),
 * and in of[i] the unit's first: the first of its whole_group(), else
 * itself. */
static size_t *units_of(const struct inlint_report *rep, size_t *of)
{
	size_t *next = inlint_xcalloc(rep->n_recs + 1, sizeof(*next));
	size_t *last = inlint_xcalloc(rep->n_recs + 1, sizeof(*last));

	for (size_t i = 0; i < rep->n_recs; i++) {
		const char *g = whole_group(&rep->recs[i]);

		of[i] = last[i] = i;
		next[i] = SIZE_MAX;
		for (size_t j = 0; g && j < i; j++)
			if (of[j] == j && whole_group(&rep->recs[j]) &&
			    !strcmp(rep->recs[j].group, g)) {
				of[i] = j;
				next[last[j]] = i;
				last[j] = i;
				break;
			}
	}
	free(last);
	return next;
}

/* The units, summed from their members; information changes nothing, so
 * it neither spends nor saves. Returns how many. */
static size_t price_units(const struct inlint_report *rep, const size_t *of,
			  const bool *among, struct unit *units)
{
	size_t n = 0, *slot = inlint_xcalloc(rep->n_recs + 1, sizeof(*slot));

	for (size_t i = 0; i < rep->n_recs; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];
		struct unit *u;

		if (r->information)
			continue;
		if (of[i] == i || !slot[of[i]]) {
			units[n] =
				(struct unit){.first = of[i], .nothing = true};
			slot[of[i]] = ++n;
		}
		u = &units[slot[of[i]] - 1];
		u->cost += charge(r);
		u->score += r->score;
		u->nothing &= buys_nothing(r);
		u->barred |= among && !among[i];
	}
	free(slot);
	return n;
}

static void drop_or_keep(struct inlint_report *rep, const size_t *next,
			 const struct unit *u, bool over)
{
	struct inlint_report_budget *bud = &rep->budget;

	for (size_t i = u->first; i != SIZE_MAX; i = next[i]) {
		struct inlint_report_rec *r = &rep->recs[i];

		if (r->information)
			continue;
		r->over_budget = over;
		bud->dropped += over;
		bud->cold += over && buys_nothing(r);
		bud->kept += !over;
	}
	if (!over)
		bud->delta += u->cost;
}

void inlint_budget_keep(struct inlint_report *rep, const bool *among,
			int64_t aim)
{
	struct inlint_report_budget *bud = &rep->budget;
	size_t *of = inlint_xcalloc(rep->n_recs + 1, sizeof(*of));
	size_t *next = units_of(rep, of);
	struct unit *units = inlint_xcalloc(rep->n_recs + 1, sizeof(*units));
	size_t n = price_units(rep, of, among, units);

	bud->delta = 0;
	bud->kept = bud->dropped = bud->cold = 0;
	for (size_t i = 0; i < rep->n_recs; i++)
		rep->recs[i].over_budget = false;
	inlint_array_sort(units, n, sizeof(*units), cmp_value);
	for (size_t k = 0; k < n; k++)
		drop_or_keep(rep, next, &units[k],
			     units[k].barred || units[k].nothing ||
				     (units[k].cost > 0 &&
				      bud->delta + units[k].cost > aim));
	free(units);
	free(next);
	free(of);
}

void inlint_budget_apply(struct inlint_report *rep,
			 const struct inlint_budget_spec *b, const bool *among)
{
	struct inlint_report_budget *bud = &rep->budget;

	bud->set = true;
	bud->text = inlint_report_text_bytes(rep);
	bud->text_objects = rep->objects_read;
	bud->text_tus = rep->n_tus;
	bud->limit = inlint_budget_spec_bytes(b, bud->text);
	inlint_budget_keep(rep, among, bud->limit);
}
