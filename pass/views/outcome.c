/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* outcome.c - the "after" view: which functions kept a body, which calls
 * survive, and where bodies were inlined, read from inlinedAt chains. */
#include "outcome.h"

#include "array.h"
#include "inline_reach.h"
#include "ir.h"
#include "md_map.h"
#include "scopes.h"
#include "size.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm/Config/llvm-config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A survivor's caller once a call site of the model has claimed it. */
#define SURVIVOR_TAKEN (-2)

struct survivor {
	size_t callee;
	long caller; /* logical caller: where the call is in source */
	unsigned line;
	size_t seq; /* order found, so that sorting keeps the first first */
};

struct copy {
	long fn;
	unsigned insns;
};

/* The copies an instruction counts in above the first link of its chain:
 * they depend on that link's inlinedAt location alone. */
struct uplinks {
	size_t first, n; /* in after.up_copy */
};

struct after {
	struct inlint_model *m;
	struct inlint_scopes scopes;
	/* inlinedAt locations whose chain is recorded, each with the
	 * number of the function it was seen in (fn_seq). */
	struct inlint_md_map chains;
	long fn_seq;
	const char *into; /* the name of the function scanned */
	bool *has_body;
	struct survivor *calls;
	size_t n_calls, cap_calls;
	LLVMMetadataRef last_loc;
	/* Inlined copies, one per inlinedAt location: whose copy it is and
	 * how many instructions it holds (its own inlined callees included). */
	struct inlint_md_map copies;
	struct copy *copy;
	size_t n_copy, cap_copy;
	/* The uplinks of each inlinedAt location seen first in a chain. */
	struct inlint_md_map ups;
	struct uplinks *uplinks;
	size_t n_uplinks, cap_uplinks;
	size_t *up_copy;
	size_t n_up_copy, cap_up_copy;
	/* The last instruction's first link: the instructions of an inlined
	 * copy come one after another. */
	struct {
		LLVMMetadataRef ia;
		long fn, copy;
		struct uplinks up;
	} last;
	/* Instructions of each function's own out-of-line body, not of its
	 * specialised clones (f.constprop.0). */
	unsigned *body_size;
};

static bool has_site(const struct inlint_function *f, const char *caller,
		     const char *into, unsigned line)
{
	for (size_t i = 0; i < f->n_inlined_into; i++) {
		const struct inlint_inline_site *s = &f->inlined_into[i];

		if (s->line == line && strcmp(s->caller, caller) == 0 &&
		    strcmp(s->into, into) == 0)
			return true;
	}
	return false;
}

static void add_site(struct after *a, long callee, long caller,
		     const char *into, unsigned line)
{
	struct inlint_function *f;
	const char *cname;

	if (callee < 0)
		return;
	f = &a->m->functions[callee];
	cname = caller >= 0 ? a->m->functions[caller].name : into;
	if (!has_site(f, cname, into, line))
		inlint_model_add_inline_site(a->m, f, cname, into, line);
}

static void add_link(void *ctx, long callee, long caller, unsigned line)
{
	struct after *a = ctx;

	add_site(a, callee, caller, a->into, line);
}

/* The links recorded for one function need not be walked again in it. The
 * link below a walked location cannot be skipped: merged (line 0) inlinedAt
 * locations are shared by code of different callees. */
static void walk_inlined_at(struct after *a, LLVMMetadataRef loc)
{
	if (!loc || loc == a->last_loc)
		return;
	a->last_loc = loc;
	inlint_scopes_walk_chain(&a->scopes, &a->chains, a->fn_seq, loc,
				 add_link, a);
}

static void walk_debug_records(struct after *a, LLVMValueRef inst)
{
#if LLVM_VERSION_MAJOR >= 20
	for (LLVMDbgRecordRef r = LLVMGetFirstDbgRecord(inst); r;
	     r = LLVMGetNextDbgRecord(r))
		walk_inlined_at(a, LLVMDbgRecordGetDebugLoc(r));
#else
	(void)a;
	(void)inst;
#endif
}

/* The copy of ia's inlined call, claimed for fn when none has claimed it;
 * -1 when it is another function's: a location shared by copies of
 * different functions (a merged line-0 inlinedAt) counts for the first. */
static long claim_copy(struct after *a, LLVMMetadataRef ia, long fn)
{
	bool found;
	long *slot = inlint_md_map_slot(&a->copies, ia, &found);

	if (!found) {
		a->copy = inlint_array_grow(a->copy, &a->cap_copy,
					    a->n_copy + 1, sizeof(*a->copy));
		*slot = (long)a->n_copy;
		a->copy[a->n_copy++] = (struct copy){fn, 0};
	}
	return a->copy[*slot].fn == fn ? *slot : -1;
}

/* Claimed on first sight, in chain order, as a walk per instruction
 * would: claims never change, so later instructions reuse the list. */
static struct uplinks uplinks_of(struct after *a, LLVMMetadataRef ia)
{
	bool found;
	long *slot = inlint_md_map_slot(&a->ups, ia, &found);
	struct uplinks u = {a->n_up_copy, 0};
	LLVMMetadataRef loc = ia;

	if (found)
		return a->uplinks[*slot];
	*slot = (long)a->n_uplinks;
	for (LLVMMetadataRef up = LLVMDILocationGetInlinedAt(loc); up;
	     loc = up, up = LLVMDILocationGetInlinedAt(up)) {
		long fn = inlint_scopes_function(&a->scopes, loc), c;

		if (fn < 0 || (c = claim_copy(a, up, fn)) < 0)
			continue;
		a->up_copy = inlint_array_grow(a->up_copy, &a->cap_up_copy,
					       a->n_up_copy + 1,
					       sizeof(*a->up_copy));
		a->up_copy[a->n_up_copy++] = (size_t)c;
		u.n++;
	}
	a->uplinks = inlint_array_grow(a->uplinks, &a->cap_uplinks,
				       a->n_uplinks + 1, sizeof(*a->uplinks));
	a->uplinks[a->n_uplinks++] = u;
	return u;
}

/* One instruction counts in every inlined copy its location sits in: a
 * callee's copy inside a wrapper's copy is part of both. */
static void count_in_copies(struct after *a, LLVMMetadataRef loc)
{
	LLVMMetadataRef ia = loc ? LLVMDILocationGetInlinedAt(loc) : NULL;
	long fn;

	if (!ia)
		return;
	fn = inlint_scopes_function(&a->scopes, loc);
	if (ia != a->last.ia || fn != a->last.fn) {
		a->last.copy = fn >= 0 ? claim_copy(a, ia, fn) : -1;
		a->last.up = ia == a->last.ia ? a->last.up : uplinks_of(a, ia);
		a->last.ia = ia;
		a->last.fn = fn;
	}
	if (a->last.copy >= 0)
		a->copy[a->last.copy].insns++;
	for (size_t i = 0; i < a->last.up.n; i++)
		a->copy[a->up_copy[a->last.up.first + i]].insns++;
}

static void add_survivor(struct after *a, LLVMValueRef inst, long physical)
{
	LLVMValueRef callee = LLVMGetCalledValue(inst);
	LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
	size_t len;
	long idx, caller = physical;

	if (!LLVMIsAFunction(callee))
		return;
	idx = inlint_model_find_body(a->m, LLVMGetValueName2(callee, &len));
	if (idx < 0)
		return;
	if (loc && a->m->has_debug_info &&
	    inlint_scopes_function(&a->scopes, loc) >= 0)
		caller = inlint_scopes_function(&a->scopes, loc);
	if (a->n_calls == a->cap_calls) {
		a->cap_calls = a->cap_calls ? 2 * a->cap_calls : 64;
		a->calls = inlint_xrealloc(a->calls,
					   a->cap_calls * sizeof(*a->calls));
	}
	a->calls[a->n_calls] = (struct survivor){
		(size_t)idx, caller, loc ? LLVMDILocationGetLine(loc) : 0,
		a->n_calls};
	a->n_calls++;
	a->m->functions[idx].calls_left++;
}

static void scan_function(struct after *a, LLVMValueRef fn)
{
	size_t len;
	const char *name = LLVMGetValueName2(fn, &len);
	long idx = inlint_model_find_body(a->m, name);

	a->fn_seq++;
	a->into = name;
	if (idx >= 0) {
		unsigned n = inlint_function_size(fn);

		a->has_body[idx] = true;
		a->m->functions[idx].final_size += n;
		if (strcmp(a->m->functions[idx].name, name) == 0)
			a->body_size[idx] = n;
	}
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);

			if (inlint_is_call(i))
				add_survivor(a, i, idx);
			if (inlint_instruction_counts(i))
				count_in_copies(a, loc);
			walk_inlined_at(a, loc);
			walk_debug_records(a, i);
		}
}

/* The callee as its callers see it (DESIGN.md: after its own callees were
 * inlined): its out-of-line body when one is left, else its largest
 * inlined copy. Both are read after the whole pipeline, the closest the
 * after view comes to the moment the inliner looked at it. */
static void set_callee_sizes(struct after *a)
{
	struct inlint_model *m = a->m;
	unsigned *largest =
		inlint_xcalloc(m->n_functions + 1, sizeof(*largest));

	for (size_t i = 0; i < a->n_copy; i++)
		if (a->copy[i].insns > largest[a->copy[i].fn])
			largest[a->copy[i].fn] = a->copy[i].insns;
	for (size_t i = 0; i < m->n_functions; i++) {
		struct inlint_function *f = &m->functions[i];
		const char *from = a->body_size[i] ? "out-of-line body"
				   : largest[i]	   ? "inlined copy"
						   : NULL;

		f->callee_size = a->body_size[i] ? a->body_size[i] : largest[i];
		free(f->callee_size_from);
		f->callee_size_from = inlint_model_strdup(m, from);
	}
	free(largest);
}

/* A call site survives when a remaining call has the same callee, logical
 * caller and line (without debug info: callee and caller). Each remaining
 * call accounts for one site. */
static int cmp_survivor(const void *x, const void *y)
{
	const struct survivor *a = x, *b = y;

	if (a->callee != b->callee)
		return a->callee < b->callee ? -1 : 1;
	return (a->seq > b->seq) - (a->seq < b->seq);
}

/* Sorted by callee, so that each call site looks only at its callee's
 * surviving calls: linear, not calls x sites, on big modules. */
static void sort_survivors(struct after *a)
{
	inlint_array_sort(a->calls, a->n_calls, sizeof(*a->calls),
			  cmp_survivor);
}

/* The first surviving call to callee, or the end of the calls. */
static struct survivor *first_survivor(struct after *a, size_t callee)
{
	size_t lo = 0, hi = a->n_calls;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (a->calls[mid].callee < callee)
			lo = mid + 1;
		else
			hi = mid;
	}
	return a->calls + lo;
}

static bool take_survivor(struct after *a, const struct inlint_call_site *cs)
{
	for (struct survivor *s = first_survivor(a, cs->callee);
	     s < a->calls + a->n_calls && s->callee == cs->callee; s++) {
		if (s->caller != (long)cs->caller)
			continue;
		if (a->m->has_debug_info && s->line != cs->line)
			continue;
		s->caller = SURVIVOR_TAKEN;
		return true;
	}
	return false;
}

/* With debug info a site counts as inlined only when an inlined copy of the
 * callee sits at that line of that caller; a call that vanished otherwise
 * was folded or deleted as dead. Without debug info, gone means inlined. */
static bool site_inlined(struct after *a, const struct inlint_call_site *cs)
{
	const struct inlint_model *m = a->m;
	const struct inlint_function *f = &m->functions[cs->callee];
	const char *caller = m->functions[cs->caller].name;

	if (cs->kept)
		return false;
	if (!m->has_debug_info)
		return true;
	for (size_t i = 0; i < f->n_inlined_into; i++)
		if (f->inlined_into[i].line == cs->line &&
		    strcmp(f->inlined_into[i].caller, caller) == 0)
			return true;
	return false;
}

/* Without debug info a call that survives is named by the function it sits
 * in: one that a body inlined there brought along matches no site of that
 * function, and take_survivor leaves it. It keeps the call site whose
 * caller was inlined (up calls that did not survive) into its function:
 * else a call kept in copy_page_range, written in copy_present_ptes, would
 * count as inlined, and inlining it for real as no flip. */
static void take_carried(struct after *a)
{
	struct inlint_model *m = a->m;
	struct inlint_inline_reach *r = inlint_inline_reach_create(m);

	for (size_t c = 0; c < m->n_call_sites; c++) {
		struct inlint_call_site *cs = &m->call_sites[c];
		struct survivor *s = first_survivor(a, cs->callee);

		for (; !cs->kept && s < a->calls + a->n_calls &&
		       s->callee == cs->callee;
		     s++)
			if (s->caller >= 0 &&
			    inlint_inline_reach_into(r, cs->caller,
						     (size_t)s->caller)) {
				s->caller = SURVIVOR_TAKEN;
				cs->kept = true;
			}
	}
	inlint_inline_reach_destroy(r);
}

static void decide_outcomes(struct after *a)
{
	struct inlint_model *m = a->m;
	size_t *inlined = inlint_xcalloc(m->n_functions, sizeof(*inlined));

	for (size_t c = 0; c < m->n_call_sites; c++)
		m->call_sites[c].kept = take_survivor(a, &m->call_sites[c]);
	if (!m->has_debug_info)
		take_carried(a);
	for (size_t c = 0; c < m->n_call_sites; c++) {
		struct inlint_call_site *cs = &m->call_sites[c];

		cs->inlined = site_inlined(a, cs);
		inlined[cs->callee] += cs->inlined;
		if (cs->inlined && !m->has_debug_info)
			add_site(a, (long)cs->callee, (long)cs->caller,
				 m->functions[cs->caller].name, cs->line);
	}
	for (size_t i = 0; i < m->n_functions; i++) {
		struct inlint_function *f = &m->functions[i];
		bool any = f->n_inlined_into || inlined[i];

		if (!a->has_body[i])
			f->outcome = any ? INLINT_OUTCOME_INLINED
					 : INLINT_OUTCOME_REMOVED;
		else
			f->outcome = any ? INLINT_OUTCOME_PARTIAL
					 : INLINT_OUTCOME_OUT_OF_LINE;
	}
	free(inlined);
}

void inlint_outcome_build(struct inlint_model *m, LLVMModuleRef mod)
{
	struct after a = {.m = m,
			  .scopes = {.m = m, .ctx = LLVMGetModuleContext(mod)}};

	a.has_body = inlint_xcalloc(m->n_functions, sizeof(*a.has_body));
	a.body_size = inlint_xcalloc(m->n_functions + 1, sizeof(*a.body_size));
	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (!LLVMIsDeclaration(fn))
			scan_function(&a, fn);
	sort_survivors(&a);
	decide_outcomes(&a);
	set_callee_sizes(&a);
	free(m->outcome_source);
	m->outcome_source =
		inlint_strdup(m->has_debug_info ? "debug-info" : "calls");
	inlint_scopes_release(&a.scopes);
	inlint_md_map_release(&a.chains);
	inlint_md_map_release(&a.copies);
	inlint_md_map_release(&a.ups);
	free(a.copy);
	free(a.uplinks);
	free(a.up_copy);
	free(a.body_size);
	free(a.has_body);
	free(a.calls);
}

/* "inlined at 2 of 3 calls" for a call-site decision's calls. */
static void judge_calls(const struct inlint_model *m, struct inlint_applied *a,
			size_t callee)
{
	size_t calls = 0, inlined = 0;
	char buf[64];

	for (size_t c = 0; c < m->n_call_sites; c++) {
		const struct inlint_call_site *cs = &m->call_sites[c];

		if (cs->callee != callee ||
		    strcmp(m->functions[cs->caller].name, a->caller) != 0 ||
		    (a->call_line && cs->line != a->call_line))
			continue;
		calls++;
		inlined += cs->inlined;
	}
	snprintf(buf, sizeof(buf), "inlined at %zu of %zu calls", inlined,
		 calls);
	a->effect = inlint_strdup(buf);
	if (a->action == INLINT_ACTION_ALWAYS_INLINE)
		a->took_effect = calls && inlined == calls;
	else if (a->action == INLINT_ACTION_NOINLINE)
		a->took_effect = calls && inlined == 0;
	else
		a->took_effect = true;
}

static void judge_function(struct inlint_applied *a,
			   const struct inlint_function *f)
{
	a->effect = inlint_strdup(inlint_outcome_name(f->outcome));
	if (a->action == INLINT_ACTION_ALWAYS_INLINE)
		a->took_effect = f->outcome == INLINT_OUTCOME_INLINED;
	else if (a->action == INLINT_ACTION_NOINLINE)
		a->took_effect = f->outcome == INLINT_OUTCOME_OUT_OF_LINE ||
				 f->outcome == INLINT_OUTCOME_REMOVED;
	else
		a->took_effect = true;
}

void inlint_outcome_judge(struct inlint_model *m)
{
	for (size_t i = 0; i < m->n_applied; i++) {
		struct inlint_applied *a = &m->applied[i];
		long fi = inlint_model_find_function(m, a->function);

		free(a->effect);
		a->effect = NULL;
		a->took_effect = false;
		if (fi < 0 || a->status == INLINT_APPLY_REFUSED)
			continue;
		if (a->caller)
			judge_calls(m, a, (size_t)fi);
		else
			judge_function(a, &m->functions[fi]);
	}
}
