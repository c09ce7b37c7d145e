/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* apply.c - turns decisions into alwaysinline/noinline attributes on
 * functions and call sites, removing the conflicting one first (both at
 * once is invalid IR) and refusing what would be unsafe or pointless. */
#include "apply.h"

#include "advice.h"
#include "decision_arg.h"
#include "decision_conflict.h"
#include "ir.h"
#include "one_line.h"
#include "paths.h"
#include "required_why.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A decision's function, found in this module. */
struct target {
	LLVMValueRef fn;
	size_t idx; /* in the facts model */
};

/* A static function is named by name and file: `static int init(void)`
 * exists in hundreds of kernel files. Extern ones by name alone. */
static bool find_target(LLVMModuleRef mod, const struct inlint_model *facts,
			const char *name, const char *file, struct target *t)
{
	long idx = inlint_model_find_function(facts, name);
	const struct inlint_function *f;

	if (idx < 0)
		return false;
	f = &facts->functions[idx];
	if (strcmp(f->linkage, "static") == 0 && file && *file &&
	    !inlint_same_file(file, f->file))
		return false;
	t->fn = inlint_function_named(mod, name, facts->phase);
	t->idx = (size_t)idx;
	return t->fn != NULL;
}

static unsigned kind_of(const char *name)
{
	return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

/* Sets or clears one enum attribute of a function (call == NULL) or of a
 * call site; returns whether anything changed. */
static bool set_attr(LLVMValueRef fn, LLVMValueRef call, const char *name,
		     bool on)
{
	unsigned kind = kind_of(name);
	LLVMAttributeIndex idx = LLVMAttributeFunctionIndex;
	bool has = call ? LLVMGetCallSiteEnumAttribute(call, idx, kind) != NULL
			: LLVMGetEnumAttributeAtIndex(fn, idx, kind) != NULL;
	LLVMAttributeRef attr;

	if (has == on)
		return false;
	if (!on) {
		if (call)
			LLVMRemoveCallSiteEnumAttribute(call, idx, kind);
		else
			LLVMRemoveEnumAttributeAtIndex(fn, idx, kind);
		return true;
	}
	attr = LLVMCreateEnumAttribute(LLVMGetTypeContext(LLVMTypeOf(fn)), kind,
				       0);
	if (call)
		LLVMAddCallSiteAttribute(call, idx, attr);
	else
		LLVMAddAttributeAtIndex(fn, idx, attr);
	return true;
}

/* The attribute an action adds (NULL for none) and the ones it removes. */
static const char *added_by(enum inlint_action a)
{
	switch (a) {
	case INLINT_ACTION_ALWAYS_INLINE:
		return "alwaysinline";
	case INLINT_ACTION_NOINLINE:
		return "noinline";
	case INLINT_ACTION_INLINE:
		return "inlinehint";
	default:
		return NULL;
	}
}

/* Applies action to a function or call site; describes it into detail.
 * Removal comes first, so alwaysinline and noinline never meet; inline
 * removes nothing, as the word `inline` beside a forcing one does not. */
static bool change(LLVMValueRef fn, LLVMValueRef call, enum inlint_action a,
		   char *detail, size_t len)
{
	/* plain also drops the hint clang gives an inline function. */
	static const char *const removed[] = {"alwaysinline", "noinline",
					      "inlinehint"};
	const char *add = added_by(a);
	size_t n = a == INLINT_ACTION_PLAIN    ? 3
		   : a == INLINT_ACTION_INLINE ? 0
					       : 2;
	size_t used = 0;
	bool changed = false;

	detail[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		if ((add && strcmp(add, removed[i]) == 0) ||
		    !set_attr(fn, call, removed[i], false))
			continue;
		used += (size_t)snprintf(detail + used, len - used,
					 "%sremoved %s", used ? ", " : "",
					 removed[i]);
		changed = true;
	}
	if (add && used < len && set_attr(fn, call, add, true)) {
		snprintf(detail + used, len - used, "%sadded %s",
			 used ? ", " : "", add);
		changed = true;
	}
	return changed;
}

/* "__always_inline is required: ..." into buf, or NULL. */
static const char *required_by(const struct inlint_model *facts, size_t idx,
			       char *buf, size_t len)
{
	char why[256];
	const char *required =
		inlint_always_inline_required(facts, idx, why, sizeof(why));

	if (!required)
		return NULL;
	snprintf(buf, len, INLINT_WHY_ALWAYS_INLINE "%s", required);
	return buf;
}

/* Why the decision must not be applied to function idx, or NULL. */
static const char *refusal(const struct inlint_model *facts, size_t idx,
			   enum inlint_action a, const char *caller, char *buf,
			   size_t len)
{
	bool call_site = caller != NULL;
	const struct inlint_function *f = &facts->functions[idx];
	const char *never = inlint_never_inlinable(f);
	const char *required = required_by(facts, idx, buf, len);

	if (a == INLINT_ACTION_ALWAYS_INLINE && never)
		return never;
	if (a == INLINT_ACTION_ALWAYS_INLINE &&
	    inlint_target_refusal(facts, idx, caller, buf, len))
		return buf;
	if (call_site && a == INLINT_ACTION_INLINE)
		return "the inline hint is the function's, not a call's";
	if (call_site)
		return a == INLINT_ACTION_NOINLINE ? required : NULL;
	if (a == INLINT_ACTION_INLINE)
		return NULL;
	if ((f->attrs & INLINT_ATTR_NO_INSTRUMENT) &&
	    (f->attrs & INLINT_ATTR_NOINLINE))
		return INLINT_WHY_NOINSTR_NOINLINE;
	if (a != INLINT_ACTION_NOINLINE && (f->attrs & INLINT_ATTR_OPTNONE))
		return "optnone: LLVM requires noinline with it";
	/* LLVM's inliner does not look for naked: without the noinline, it
	 * would paste the asm, ret included, into a caller. */
	if (a != INLINT_ACTION_NOINLINE && (f->attrs & INLINT_ATTR_NAKED))
		return "naked: clang gives it noinline, and without it LLVM "
		       "would inline its bare asm into callers";
	if (a != INLINT_ACTION_ALWAYS_INLINE &&
	    (f->attrs & INLINT_ATTR_ALWAYS_INLINE))
		return required;
	/* Out of line, such asm does not compile, nor such an assertion,
	 * forced or not. */
	if (a == INLINT_ACTION_NOINLINE &&
	    (f->attrs & (INLINT_ATTR_ASM_IMMEDIATE | INLINT_ATTR_ASSERTED)))
		return required;
	return NULL;
}

static struct inlint_applied *log_entry(struct inlint_model *log,
					const struct inlint_recommendation *d,
					const struct inlint_function *f)
{
	struct inlint_applied *e = inlint_model_add_applied(log);

	e->function = inlint_strdup(d->function);
	e->file = inlint_strdup(f->file);
	e->caller = inlint_strdup(d->caller);
	e->call_line = d->caller ? d->call_line : 0;
	e->action = d->action;
	return e;
}

static void finish(struct inlint_applied *e, const char *refused, bool changed,
		   const char *detail)
{
	if (refused) {
		e->status = INLINT_APPLY_REFUSED;
		e->detail = inlint_strdup(refused);
	} else {
		e->status =
			changed ? INLINT_APPLY_APPLIED : INLINT_APPLY_UNCHANGED;
		e->detail = inlint_strdup(changed ? detail : "already so");
	}
}

static unsigned call_line(LLVMValueRef call)
{
	LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);

	return loc ? LLVMDILocationGetLine(loc) : 0;
}

/* A call through a parameter that the callers bind to callee is one of
 * its calls: the attribute stays on the call when inlining the caller, or
 * propagating the constant, makes it direct. */
static bool calls(LLVMValueRef call, LLVMValueRef callee)
{
	return inlint_is_call(call) && (LLVMGetCalledValue(call) == callee ||
					inlint_bound_callee(call) == callee);
}

/* A call-site decision: every call from caller to the target, or only
 * those at call_line. With apply false, only counts them. Returns the
 * number of calls changed (or matched), or -1 when no call matched. */
static int change_calls(LLVMValueRef caller, LLVMValueRef callee,
			const struct inlint_recommendation *d, bool apply,
			char *detail, size_t len)
{
	int matched = 0, changed = 0;
	char one[128];

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(caller); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			if (!calls(i, callee) ||
			    (d->call_line && call_line(i) != d->call_line))
				continue;
			matched++;
			if (!apply)
				continue;
			if (change(callee, i, d->action, one, sizeof(one))) {
				changed++;
				snprintf(detail, len, "%s on %d call%s", one,
					 changed, changed == 1 ? "" : "s");
			}
		}
	if (!matched)
		return -1;
	return apply ? changed : matched;
}

/* A decision that matched this module: its function, and the calling
 * function of a call-site decision (NULL for the function's own). */
struct match {
	const struct inlint_recommendation *d;
	struct target t;
	LLVMValueRef caller;
};

/* Code inlined at line (at any line, for 0) sits in fn: an earlier phase
 * (the compile, before an LTO link) inlined the call a decision names. */
static bool inlined_at(LLVMValueRef fn, unsigned line)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);
			LLVMMetadataRef at =
				loc ? LLVMDILocationGetInlinedAt(loc) : NULL;

			while (at && LLVMDILocationGetInlinedAt(at))
				at = LLVMDILocationGetInlinedAt(at);
			if (at && (!line || LLVMDILocationGetLine(at) == line))
				return true;
		}
	return false;
}

/* fn calls through a pointer at line (at any line, for 0): a profile
 * names such a call after the function it reached, but no attribute on the
 * call can choose that function (ffmpeg's table of codebook wrappers). */
static bool calls_through_pointer(LLVMValueRef fn, unsigned line)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i))
			if (inlint_is_call(i) &&
			    !LLVMIsAConstant(LLVMGetCalledValue(i)) &&
			    !LLVMIsAInlineAsm(LLVMGetCalledValue(i)) &&
			    (!line || call_line(i) == line))
				return true;
	return false;
}

/* A call-site decision whose function and caller are both here matches no
 * call: a wrong caller or line (a profile that named the function the call
 * was inlined into), or a call through a pointer. It changes nothing here,
 * and nowhere else unless another TU has a function of the caller's name:
 * the record's problem. */
static void matches_no_call(struct inlint_model *log, LLVMValueRef caller,
			    const struct inlint_recommendation *d)
{
	char buf[1024], line[32] = "", at[32] = "", why[256] = "";

	if (d->call_line) {
		snprintf(line, sizeof(line), ", line %u", d->call_line);
		snprintf(at, sizeof(at), " at line %u", d->call_line);
	}
	if (calls_through_pointer(caller, d->call_line))
		snprintf(why, sizeof(why),
			 "; %s calls through a pointer%s, and an attribute "
			 "cannot bind that call to %s",
			 d->caller, d->call_line ? " there" : "", d->function);
	snprintf(buf, sizeof(buf),
		 "%s:%u: %s for %s (calls from %s%s) matches nothing: no call "
		 "to %s in %s%s%s",
		 log->decisions_file, d->at, inlint_action_name(d->action),
		 d->function, d->caller, line, d->function, d->caller, at, why);
	inlint_one_line(buf);
	inlint_model_add_problem(log, "%s", buf);
}

/* Only calls that exist are logged: most call-site decisions are for other
 * TUs. */
static bool match(LLVMModuleRef mod, const struct inlint_model *facts,
		  const struct inlint_recommendation *d, struct match *x,
		  struct inlint_model *log)
{
	x->d = d;
	x->caller = NULL;
	if (!find_target(mod, facts, d->function, d->file, &x->t))
		return false;
	if (!d->caller)
		return true;
	x->caller = inlint_function_named(mod, d->caller, facts->phase);
	if (!x->caller || LLVMIsDeclaration(x->caller))
		return false;
	if (change_calls(x->caller, x->t.fn, d, false, NULL, 0) >= 0)
		return true;
	if (!inlined_at(x->caller, d->call_line))
		matches_no_call(log, x->caller, d);
	return false;
}

/* What the source edit of a function's decision a does where the compile
 * restricts inlining (-fno-inline, -finline-hint-functions): clang gives
 * noinline to every function the inliner may not take, so one the edit
 * leaves unforced, or not declared inline under the hint flag, stays out
 * of line. */
static enum inlint_action as_built(const struct inlint_model *facts, size_t idx,
				   enum inlint_action a)
{
	enum inlint_inlining in = facts->inliner.inlining;
	bool hinted = facts->functions[idx].attrs & INLINT_ATTR_INLINE_HINT;

	if (in == INLINT_INLINING_NORMAL || a == INLINT_ACTION_ALWAYS_INLINE)
		return a;
	if (in == INLINT_INLINING_HINTED &&
	    (a == INLINT_ACTION_INLINE || (a == INLINT_ACTION_NONE && hinted)))
		return a;
	return INLINT_ACTION_NOINLINE;
}

/* A function's decision, as built. Declared inline under
 * -finline-hint-functions, a function loses the noinline clang gave it:
 * the hint alone removes nothing otherwise. */
static bool change_function(const struct inlint_model *facts,
			    const struct target *t, enum inlint_action a,
			    char *detail, size_t len)
{
	bool changed = change(t->fn, NULL, a, detail, len);
	size_t used = strlen(detail);

	if (a != INLINT_ACTION_INLINE ||
	    facts->inliner.inlining != INLINT_INLINING_HINTED ||
	    !set_attr(t->fn, NULL, "noinline", false))
		return changed;
	snprintf(detail + used, len - used, "%sremoved noinline",
		 used ? ", " : "");
	return true;
}

static void apply_one(const struct inlint_model *facts, const struct match *x,
		      struct inlint_model *log)
{
	const struct inlint_recommendation *d = x->d;
	enum inlint_action a =
		d->caller ? d->action : as_built(facts, x->t.idx, d->action);
	char detail[256] = "", why[256];
	const char *refused;
	struct inlint_applied *e;
	int changed;

	refused = refusal(facts, x->t.idx, a, d->caller, why, sizeof(why));
	if (x->caller)
		changed = refused ? 0
				  : change_calls(x->caller, x->t.fn, d, true,
						 detail, sizeof(detail));
	else
		changed = !refused && change_function(facts, &x->t, a, detail,
						      sizeof(detail));
	e = log_entry(log, d, &facts->functions[x->t.idx]);
	finish(e, refused, changed > 0, detail);
}

/* Neither of two decisions that contradict is applied: the last must not
 * silently win. The later one of each pair is the record's problem. */
static void refuse_conflict(const struct inlint_model *facts,
			    const struct match *x,
			    const struct inlint_recommendation *other,
			    bool later, struct inlint_model *log)
{
	bool numbered = log->decisions_file &&
			!strcmp(log->decisions_file, INLINT_DECISIONS_OPTION);
	char why[1024], ref[64];

	inlint_decision_ref(other, numbered, ref, sizeof(ref));
	snprintf(why, sizeof(why), "conflicts with %s: none of them is applied",
		 ref);
	finish(log_entry(log, x->d, &facts->functions[x->t.idx]), why, false,
	       NULL);
	if (!later)
		return;
	inlint_decisions_conflict_text(log->decisions_file, numbered, other,
				       x->d, why, sizeof(why));
	inlint_model_add_problem(log, "%s; none of them is applied", why);
}

void inlint_apply(LLVMModuleRef mod, const struct inlint_model *facts,
		  const struct inlint_model *decisions,
		  struct inlint_model *log)
{
	size_t n_all = decisions->n_recommendations, n = 0;
	struct match *mine = inlint_xcalloc(n_all + 1, sizeof(*mine));
	struct inlint_recommendation *keys =
		inlint_xcalloc(n_all + 1, sizeof(*keys));
	size_t *with = inlint_xcalloc(n_all + 1, sizeof(*with));

	for (size_t i = 0; i < n_all; i++) {
		if (!match(mod, facts, &decisions->recommendations[i], &mine[n],
			   log))
			continue;
		/* Matched by name here, whatever file each names. */
		keys[n] = *mine[n].d;
		keys[n++].file = NULL;
	}
	inlint_decisions_conflicts(keys, n, with);
	for (size_t i = 0; i < n; i++)
		if (with[i] == SIZE_MAX)
			apply_one(facts, &mine[i], log);
		else
			refuse_conflict(facts, &mine[i], mine[with[i]].d,
					with[i] < i, log);
	free(with);
	free(keys);
	free(mine);
}
