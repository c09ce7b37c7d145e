/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* constargs.c - finds where a parameter decides control flow (switch,
 * compare-and-branch, indirect call) and counts what constant arguments
 * prune there; looks only at the parameters' uses, not whole bodies. */
#include "constargs.h"

#include "array.h"
#include "htab.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

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

/* Whether x is known once its function's constants are: a constant, or
 * arithmetic on constants; with params, also a parameter, which a chain's
 * callers pass as a constant too (DPDK's num * (esize / sizeof(uint32_t))
 * once both are). */
static bool known_with(LLVMValueRef x, bool params, unsigned depth)
{
	if (is_known(x) || (params && LLVMIsAArgument(x)))
		return true;
	if (depth >= 4 || (!LLVMIsACastInst(x) && !LLVMIsABinaryOperator(x)))
		return false;
	for (int i = 0; i < LLVMGetNumOperands(x); i++)
		if (!known_with(LLVMGetOperand(x, i), params, depth + 1))
			return false;
	return true;
}

/* Whether user is a value that knowing v makes known: v widened or
 * narrowed, as C integer promotion does to enums, or combined with what
 * known_with() knows (a switch on n & 7). */
static bool derived(LLVMValueRef user, LLVMValueRef v, bool params)
{
	if (LLVMIsACastInst(user))
		return true;
	return LLVMIsABinaryOperator(user) &&
	       known_with(LLVMGetOperand(user, LLVMGetOperand(user, 0) == v),
			  params, 0);
}

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
	if (depth < 2 && derived(user, v, false))
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
 * wrapper -> wrapper -> wrapper -> copy loop (DPDK's rte_ring_enqueue_elem
 * -> rte_ring_enqueue_bulk_elem -> rte_ring_mp_enqueue_bulk_elem ->
 * __rte_ring_do_enqueue_elem -> __rte_ring_enqueue_elems, whose element
 * size decides the copy). */
#define CHAIN_DEPTH 4

struct inlint_constargs_memo {
	LLVMValueRef param;
	unsigned depth, pruned;
};

struct memo_key {
	const struct inlint_constargs *c;
	LLVMValueRef param;
	unsigned depth;
};

static bool memo_eq(const void *key, size_t idx)
{
	const struct memo_key *k = key;

	return k->c->v[idx].param == k->param && k->c->v[idx].depth == k->depth;
}

static unsigned pruned_deep(struct inlint_constargs *c, LLVMValueRef fn,
			    LLVMValueRef v, unsigned depth);

/* What knowing v, parameter of fn or derived() from one (derivation
 * steps so far), prunes in the functions fn passes it on to, up to depth
 * calls further. */
static unsigned pruned_beyond(struct inlint_constargs *c, LLVMValueRef fn,
			      LLVMValueRef v, unsigned depth, unsigned steps)
{
	unsigned n = 0, arg;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		LLVMValueRef g = passed_to(user, v, &arg);

		if (g && g != fn)
			n += pruned_deep(c, g, LLVMGetParam(g, arg), depth - 1);
		else if (steps < 2 && derived(user, v, true))
			n += pruned_beyond(c, fn, user, depth, steps + 1);
	}
	return n;
}

/* What knowing parameter v of fn prunes in fn and beyond it, worked out
 * once per parameter and depth: a parameter handed to many helpers, each
 * handing it on, would otherwise be walked once per path. */
static unsigned pruned_deep(struct inlint_constargs *c, LLVMValueRef fn,
			    LLVMValueRef v, unsigned depth)
{
	struct memo_key k = {c, v, depth};
	uint64_t hash =
		inlint_hash_mix(inlint_hash_mix(0, (uintptr_t)v), depth);
	size_t i = inlint_htab_find(&c->index, hash, memo_eq, &k);
	unsigned n;

	if (i != INLINT_HTAB_NONE)
		return c->v[i].pruned;
	n = pruned_by(v, 0) + (depth ? pruned_beyond(c, fn, v, depth, 0) : 0);
	c->v = inlint_array_grow(c->v, &c->cap, c->n + 1, sizeof(*c->v));
	c->v[c->n] = (struct inlint_constargs_memo){v, depth, n};
	inlint_htab_insert(&c->index, hash, c->n++);
	return n;
}

void inlint_constargs_init(struct inlint_constargs *c)
{
	*c = (struct inlint_constargs){0};
	inlint_htab_init(&c->index);
}

void inlint_constargs_release(struct inlint_constargs *c)
{
	free(c->v);
	inlint_htab_release(&c->index);
	*c = (struct inlint_constargs){0};
}

/* What an argument tells about the matching parameter of callee. */
typedef unsigned per_arg_fn(struct inlint_constargs *c, LLVMValueRef arg,
			    LLVMValueRef callee, LLVMValueRef param);

static unsigned sum_args(struct inlint_constargs *c, LLVMValueRef call,
			 LLVMValueRef callee, per_arg_fn *per_arg)
{
	unsigned n = 0, params = LLVMCountParams(callee);

	if ((unsigned)LLVMGetNumArgOperands(call) < params)
		return 0;
	for (unsigned i = 0; i < params; i++)
		n += per_arg(c, LLVMGetOperand(call, i), callee,
			     LLVMGetParam(callee, i));
	return n;
}

static unsigned pruned_here(struct inlint_constargs *c, LLVMValueRef arg,
			    LLVMValueRef callee, LLVMValueRef param)
{
	(void)c;
	(void)callee;
	return is_known(arg) ? pruned_by(param, 0) : 0;
}

static unsigned pruned_there(struct inlint_constargs *c, LLVMValueRef arg,
			     LLVMValueRef callee, LLVMValueRef param)
{
	return is_known(arg) ? pruned_beyond(c, callee, param, CHAIN_DEPTH, 0)
			     : 0;
}

static unsigned forwarded(struct inlint_constargs *c, LLVMValueRef arg,
			  LLVMValueRef callee, LLVMValueRef param)
{
	return !is_known(arg) && known_with(arg, true, 0) &&
	       pruned_deep(c, callee, param, CHAIN_DEPTH - 1) > 0;
}

unsigned inlint_constargs_pruned_through(struct inlint_constargs *c,
					 LLVMValueRef call, LLVMValueRef callee)
{
	return sum_args(c, call, callee, pruned_there);
}

unsigned inlint_constargs_forwards(struct inlint_constargs *c,
				   LLVMValueRef call, LLVMValueRef callee)
{
	return sum_args(c, call, callee, forwarded);
}

unsigned inlint_constargs_pruned(LLVMValueRef call, LLVMValueRef callee)
{
	return sum_args(NULL, call, callee, pruned_here);
}
