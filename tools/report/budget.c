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

struct priced {
	struct inlint_report_rec *r;
	int64_t cost;
};

/* Free ones (no growth) first by score, then by score per byte. */
static int cmp_value(const void *pa, const void *pb)
{
	const struct priced *a = pa, *b = pb;
	double va, vb;

	if ((a->cost <= 0) != (b->cost <= 0))
		return a->cost <= 0 ? -1 : 1;
	va = a->cost <= 0 ? a->r->score : a->r->score / (double)a->cost;
	vb = b->cost <= 0 ? b->r->score : b->r->score / (double)b->cost;
	if (va != vb)
		return va > vb ? -1 : 1;
	return a->r < b->r ? -1 : a->r > b->r;
}

/* Forcing a call that the whole program reaches rarely (an error report's
 * dump, an __init path) gains no time: not worth a byte, nor the churn of
 * a change that costs none. One that saves bytes is kept for that. */
static bool buys_nothing(const struct inlint_report_rec *r)
{
	return r->action == INLINT_ACTION_ALWAYS_INLINE &&
	       r->global_hotness == INLINT_HOTNESS_COLD && r->cost >= 0;
}

void inlint_budget_keep(struct inlint_report *rep, const bool *among,
			int64_t aim)
{
	struct inlint_report_budget *bud = &rep->budget;
	struct priced *order = inlint_xcalloc(rep->n_recs + 1, sizeof(*order));

	bud->delta = 0;
	bud->kept = bud->dropped = bud->cold = 0;
	for (size_t i = 0; i < rep->n_recs; i++)
		order[i] =
			(struct priced){&rep->recs[i], charge(&rep->recs[i])};
	inlint_array_sort(order, rep->n_recs, sizeof(*order), cmp_value);
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = order[i].r;

		r->over_budget = false;
		/* Information changes nothing: it neither spends nor saves. */
		if (r->information)
			continue;
		r->over_budget =
			(among && !among[r - rep->recs]) || buys_nothing(r) ||
			(order[i].cost > 0 && bud->delta + order[i].cost > aim);
		if (r->over_budget) {
			bud->dropped++;
			bud->cold += buys_nothing(r);
			continue;
		}
		bud->delta += order[i].cost;
		bud->kept++;
	}
	free(order);
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
