/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annot_estimate.c - the verdict the records give an added forcing
 * annotation: whether any call of the function would do otherwise than
 * the compiler did without it. */
#include "annot_estimate.h"

#include "reasons.h"
#include "report_yaml.h"

#include <string.h>

const char *inlint_estimate_never(const struct inlint_report_fn *f)
{
	if (f->recursive)
		return "recursive";
	if (f->variadic)
		return "variadic";
	if (f->attrs & INLINT_ATTR_OPTNONE)
		return "optnone";
	if (f->attrs & INLINT_ATTR_NAKED)
		return "naked";
	if (f->attrs & INLINT_ATTR_INDIRECT_BRANCH)
		return "a label's address taken";
	if (f->attrs & INLINT_ATTR_CALLS_RETURNS_TWICE)
		return "calls setjmp";
	return NULL;
}

bool inlint_estimate_inlined_everywhere(const struct inlint_report_fn *f)
{
	enum inlint_outcome o = inlint_report_fn_outcome(f);

	if (o == INLINT_OUTCOME_INLINED)
		return true;
	return o == INLINT_OUTCOME_REMOVED && f->call_sites && !f->kept;
}

bool inlint_estimate_linked_everywhere(const struct inlint_report_fn *f)
{
	return f->at_link.n &&
	       inlint_report_fn_outcome(f) == INLINT_OUTCOME_INLINED;
}

size_t inlint_estimate_other_files(struct inlint_report *rep,
				   const struct inlint_report_fn *f)
{
	struct inlint_report_extern *ext;

	if (!f->linkage || strcmp(f->linkage, "extern") != 0)
		return 0;
	ext = inlint_report_extern(rep, f->name);
	return ext->fn == INLINT_HTAB_NONE
		       ? 0
		       : inlint_report_extern_callers(rep, ext);
}

static struct inlint_estimate is(enum inlint_verdict v,
				 enum inlint_estimate_cause c)
{
	return (struct inlint_estimate){v, c};
}

static struct inlint_estimate
adding_always_inline(struct inlint_report *rep,
		     const struct inlint_report_fn *f)
{
	if (inlint_estimate_never(f))
		return is(INLINT_VERDICT_REDUNDANT, INLINT_ESTIMATE_NEVER);
	if (inlint_estimate_linked_everywhere(f))
		return is(INLINT_VERDICT_REDUNDANT, INLINT_ESTIMATE_ALREADY);
	/* Inlined at link time into other files, its body kept as well. */
	if (f->at_link.n && inlint_estimate_other_files(rep, f))
		return is(INLINT_VERDICT_LOAD_BEARING, INLINT_ESTIMATE_FLIPS);
	if (!f->call_sites)
		return is(INLINT_VERDICT_REDUNDANT, INLINT_ESTIMATE_NO_CALL);
	if (inlint_estimate_inlined_everywhere(f))
		return is(INLINT_VERDICT_REDUNDANT, INLINT_ESTIMATE_ALREADY);
	return is(INLINT_VERDICT_LOAD_BEARING, INLINT_ESTIMATE_FLIPS);
}

static struct inlint_estimate adding_noinline(const struct inlint_report_fn *f)
{
	/* What a link inlined, noinline keeps out of line. */
	if (f->at_link.n)
		return is(INLINT_VERDICT_LOAD_BEARING, INLINT_ESTIMATE_FLIPS);
	if (!f->call_sites)
		return is(INLINT_VERDICT_REDUNDANT, INLINT_ESTIMATE_NO_CALL);
	if (f->kept == f->call_sites)
		return is(INLINT_VERDICT_REDUNDANT, INLINT_ESTIMATE_ALREADY);
	return is(INLINT_VERDICT_LOAD_BEARING, INLINT_ESTIMATE_FLIPS);
}

struct inlint_estimate inlint_estimate_adding(struct inlint_report *rep,
					      const struct inlint_report_fn *f,
					      unsigned attr)
{
	if (attr == INLINT_ATTR_NOINLINE)
		return adding_noinline(f);
	return adding_always_inline(rep, f);
}

/* A removal: what LLVM does without the annotation is not in the
 * records, unless no call could change. */
static enum inlint_verdict removing(struct inlint_report *rep,
				    const struct inlint_report_fn *f)
{
	struct inlint_estimate e = inlint_estimate_adding(
		rep, f,
		f->attrs & INLINT_ATTR_ALWAYS_INLINE ? INLINT_ATTR_ALWAYS_INLINE
						     : INLINT_ATTR_NOINLINE);

	if (e.cause == INLINT_ESTIMATE_NEVER ||
	    e.cause == INLINT_ESTIMATE_NO_CALL)
		return INLINT_VERDICT_REDUNDANT;
	return INLINT_VERDICT_UNKNOWN;
}

/* The estimate for r about f; false when r is about no annotation. */
static bool estimate(struct inlint_report *rep,
		     const struct inlint_report_rec *r,
		     const struct inlint_report_fn *f, enum inlint_verdict *v)
{
	int reason = inlint_reason_parse(r->reason);

	if (reason == INLINT_REASON_ALWAYS_INLINE_REQUIRED)
		*v = INLINT_VERDICT_REQUIRED;
	else if (reason == INLINT_REASON_CANNOT_INLINE ||
		 reason == INLINT_REASON_ADDRESS_TAKEN_ONLY)
		*v = INLINT_VERDICT_REDUNDANT;
	else if (r->action == INLINT_ACTION_ALWAYS_INLINE && r->caller)
		*v = INLINT_VERDICT_LOAD_BEARING; /* advised where kept */
	else if (r->action == INLINT_ACTION_ALWAYS_INLINE)
		*v = inlint_estimate_adding(rep, f, INLINT_ATTR_ALWAYS_INLINE)
			     .verdict;
	else if (r->action == INLINT_ACTION_NOINLINE)
		*v = inlint_estimate_adding(rep, f, INLINT_ATTR_NOINLINE)
			     .verdict;
	else if (f->attrs & (INLINT_ATTR_ALWAYS_INLINE | INLINT_ATTR_NOINLINE))
		*v = removing(rep, f);
	else
		return false;
	return true;
}

static bool changes(const struct inlint_report_measured *m)
{
	return m && (m->calls_flipped || m->text_delta || m->n_functions);
}

/* Measured, it is load-bearing if it changes something in one
 * configuration (or the one build), redundant if in none. */
static void judge(struct inlint_report *rep, struct inlint_report_rec *r)
{
	size_t fn = inlint_report_fn_index(rep, r->function, r->file);
	bool bears = changes(r->measured);

	r->has_verdict = fn != INLINT_HTAB_NONE &&
			 estimate(rep, r, &rep->fns[fn], &r->verdict);
	r->verdict_evidence = INLINT_EVIDENCE_ESTIMATE;
	if (!r->has_verdict || !r->measured ||
	    r->verdict == INLINT_VERDICT_REQUIRED)
		return;
	for (size_t k = 0; r->in_config && k < rep->n_configs; k++)
		bears |= changes(r->in_config[k]);
	r->verdict =
		bears ? INLINT_VERDICT_LOAD_BEARING : INLINT_VERDICT_REDUNDANT;
	r->verdict_evidence = INLINT_EVIDENCE_MEASURED;
}

void inlint_report_judge(struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->n_recs; i++)
		judge(rep, &rep->recs[i]);
}
