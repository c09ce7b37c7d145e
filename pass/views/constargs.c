/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* constargs.c - finds where a parameter decides control flow (switch,
 * compare-and-branch, indirect call) and counts what constant arguments
 * prune there; looks only at the parameters' uses, not whole bodies. */
#include "constargs.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>

static bool is_known(LLVMValueRef v)
{
	return LLVMIsAConstantInt(v) || LLVMIsAConstantPointerNull(v) ||
	       LLVMIsAFunction(v) || LLVMIsAConstantFP(v);
}

/* Conditional branches on cmp: each loses one of its two targets. */
static unsigned branches_on(LLVMValueRef cmp)
{
	unsigned n = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(cmp); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		n += LLVMGetInstructionOpcode(user) == LLVMBr &&
		     LLVMIsConditional(user) && LLVMGetCondition(user) == cmp;
	}
	return n;
}

static unsigned pruned_by(LLVMValueRef v, unsigned depth);

/* What knowing v prunes at one of its users. */
static unsigned pruned_at(LLVMValueRef user, LLVMValueRef v, unsigned depth)
{
	LLVMValueRef other;

	if (LLVMIsASwitchInst(user) && LLVMGetOperand(user, 0) == v)
		return LLVMGetNumSuccessors(user) - 1;
	if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == v)
		return 1;
	if (LLVMIsAICmpInst(user) || LLVMIsAFCmpInst(user)) {
		other = LLVMGetOperand(user, LLVMGetOperand(user, 0) == v);
		return is_known(other) ? branches_on(user) : 0;
	}
	/* Widened or narrowed, as C integer promotion does to enums. */
	if (LLVMIsACastInst(user) && depth < 2)
		return pruned_by(user, depth + 1);
	return 0;
}

static unsigned pruned_by(LLVMValueRef v, unsigned depth)
{
	unsigned n = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
		n += pruned_at(LLVMGetUser(u), v, depth);
	return n;
}

unsigned inlint_constargs_deciding(LLVMValueRef fn)
{
	unsigned n = 0, params = LLVMCountParams(fn);

	for (unsigned i = 0; i < params; i++)
		n += pruned_by(LLVMGetParam(fn, i), 0) > 0;
	return n;
}

/* The defined function user calls directly with v as its argument arg,
 * or NULL. */
static LLVMValueRef passed_to(LLVMValueRef user, LLVMValueRef v, unsigned *arg)
{
	LLVMValueRef g;
	unsigned n;

	if (!LLVMIsACallInst(user) && !LLVMIsAInvokeInst(user))
		return NULL;
	g = LLVMGetCalledValue(user);
	if (!LLVMIsAFunction(g) || LLVMIsDeclaration(g))
		return NULL;
	n = (unsigned)LLVMGetNumArgOperands(user);
	if (n > LLVMCountParams(g))
		n = LLVMCountParams(g);
	for (*arg = 0; *arg < n; (*arg)++)
		if (LLVMGetOperand(user, *arg) == v)
			return g;
	return NULL;
}

/* Calls a constant is followed through beyond the callee: wrapper ->
 * wrapper -> template (xxhash's XXH3_hashLong_64b_withSeed_internal ->
 * XXH3_hashLong_64b_internal -> XXH3_hashLong_internal_loop). */
#define CHAIN_DEPTH 2

static unsigned pruned_deep(LLVMValueRef fn, LLVMValueRef v, unsigned depth);

/* What knowing parameter v of fn prunes in the functions fn passes it on
 * to, unchanged, up to depth calls further. */
static unsigned pruned_beyond(LLVMValueRef fn, LLVMValueRef v, unsigned depth)
{
	unsigned n = 0, arg;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef g = passed_to(LLVMGetUser(u), v, &arg);

		if (g && g != fn)
			n += pruned_deep(g, LLVMGetParam(g, arg), depth - 1);
	}
	return n;
}

/* What knowing parameter v of fn prunes in fn and beyond it. */
static unsigned pruned_deep(LLVMValueRef fn, LLVMValueRef v, unsigned depth)
{
	return pruned_by(v, 0) + (depth ? pruned_beyond(fn, v, depth) : 0);
}

/* What an argument tells about the matching parameter of callee. */
typedef unsigned per_arg_fn(LLVMValueRef arg, LLVMValueRef callee,
			    LLVMValueRef param);

static unsigned sum_args(LLVMValueRef call, LLVMValueRef callee,
			 per_arg_fn *per_arg)
{
	unsigned n = 0, params = LLVMCountParams(callee);

	if ((unsigned)LLVMGetNumArgOperands(call) < params)
		return 0;
	for (unsigned i = 0; i < params; i++)
		n += per_arg(LLVMGetOperand(call, i), callee,
			     LLVMGetParam(callee, i));
	return n;
}

static unsigned pruned_here(LLVMValueRef arg, LLVMValueRef callee,
			    LLVMValueRef param)
{
	(void)callee;
	return is_known(arg) ? pruned_by(param, 0) : 0;
}

static unsigned pruned_there(LLVMValueRef arg, LLVMValueRef callee,
			     LLVMValueRef param)
{
	return is_known(arg) ? pruned_beyond(callee, param, CHAIN_DEPTH) : 0;
}

static unsigned forwarded(LLVMValueRef arg, LLVMValueRef callee,
			  LLVMValueRef param)
{
	return LLVMIsAArgument(arg) &&
	       pruned_deep(callee, param, CHAIN_DEPTH - 1) > 0;
}

unsigned inlint_constargs_pruned_through(LLVMValueRef call, LLVMValueRef callee)
{
	return sum_args(call, callee, pruned_there);
}

unsigned inlint_constargs_forwards(LLVMValueRef call, LLVMValueRef callee)
{
	return sum_args(call, callee, forwarded);
}

unsigned inlint_constargs_pruned(LLVMValueRef call, LLVMValueRef callee)
{
	return sum_args(call, callee, pruned_here);
}
