/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ir.c - small IR queries that the LLVM C API does not offer directly,
 * shared by the modules that walk IR. */
#include "ir.h"

#include "link_name.h"
#include "model.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm/Config/llvm-config.h>
#include <string.h>
#include <stdlib.h>

bool inlint_is_call(LLVMValueRef inst)
{
	return LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst) ||
	       LLVMIsACallBrInst(inst);
}

static bool only_callbr_uses(LLVMValueRef v)
{
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
		if (!LLVMIsACallBrInst(LLVMGetUser(u)))
			return false;
	return true;
}

bool inlint_block_address_taken(LLVMBasicBlockRef bb)
{
	LLVMValueRef v = LLVMBasicBlockAsValue(bb);

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (LLVMIsABlockAddress(user) && !only_callbr_uses(user))
			return true;
	}
	return false;
}

bool inlint_has_fn_attr(LLVMValueRef fn, const char *name)
{
	unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));

	/* 0: an attribute this LLVM does not have (sanitize_type in 19). */
	return kind && LLVMGetEnumAttributeAtIndex(
			       fn, LLVMAttributeFunctionIndex, kind) != NULL;
}

bool inlint_may_return_twice(LLVMValueRef call, unsigned kind)
{
	LLVMValueRef callee;

	if (!LLVMIsACallInst(call))
		return false;
	if (LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex,
					 kind))
		return true;
	callee = LLVMGetCalledValue(call);
	return LLVMIsAFunction(callee) &&
	       LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex,
					   kind);
}

LLVMValueRef inlint_passed_to(LLVMValueRef call, LLVMValueRef v, unsigned *arg)
{
	LLVMValueRef g;
	unsigned n;

	if (!inlint_is_call(call))
		return NULL;
	g = LLVMGetCalledValue(call);
	if (!LLVMIsAFunction(g) || LLVMIsDeclaration(g))
		return NULL;
	n = (unsigned)LLVMGetNumArgOperands(call);
	if (n > LLVMCountParams(g))
		n = LLVMCountParams(g);
	for (; *arg < n; (*arg)++)
		if (LLVMGetOperand(call, *arg) == v)
			return g;
	return NULL;
}

unsigned inlint_param_index(LLVMValueRef p)
{
	LLVMValueRef fn = LLVMGetParamParent(p);
	unsigned i = 0;

	while (LLVMGetParam(fn, i) != p)
		i++;
	return i;
}

/* How many wrappers may hand a callback on: xxhash's hash loop gets
 * f_scramble through two. */
#define PASSED_ON_DEPTH 3

/* The parameter v is: the parameter itself, or, in unoptimised IR (where
 * INLINT_APPLY reads it), a load of the stack slot clang stores it in and
 * stores nothing else in. NULL otherwise. */
static LLVMValueRef param_of(LLVMValueRef v)
{
	LLVMValueRef slot, p = NULL;

	if (LLVMIsAArgument(v))
		return v;
	if (!LLVMIsALoadInst(v) || !LLVMIsAAllocaInst(LLVMGetOperand(v, 0)))
		return NULL;
	slot = LLVMGetOperand(v, 0);
	for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (LLVMIsALoadInst(user))
			continue;
		if (!LLVMIsAStoreInst(user) || p ||
		    LLVMGetOperand(user, 1) != slot ||
		    !LLVMIsAArgument(LLVMGetOperand(user, 0)))
			return NULL;
		p = LLVMGetOperand(user, 0);
	}
	return p;
}

/* The function every call of p's function passes as p, following
 * parameters handed on from static callers (a wrapper that passes its
 * own f_scramble to the loop) up to depth levels. */
static LLVMValueRef bound_to(LLVMValueRef p, unsigned depth)
{
	LLVMValueRef fn = LLVMGetParamParent(p), bound = NULL, q;
	unsigned i = inlint_param_index(p);

	/* Other TUs may call an extern function with other arguments. */
	if (LLVMGetLinkage(fn) != LLVMInternalLinkage &&
	    LLVMGetLinkage(fn) != LLVMPrivateLinkage)
		return NULL;
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u), g;

		if (!inlint_is_call(user) || LLVMGetCalledValue(user) != fn ||
		    (unsigned)LLVMGetNumArgOperands(user) <= i)
			return NULL;
		g = LLVMGetOperand(user, i);
		q = depth ? param_of(g) : NULL;
		if (q)
			g = bound_to(q, depth - 1);
		if (!g || !LLVMIsAFunction(g) || (bound && g != bound))
			return NULL;
		bound = g;
	}
	return bound;
}

LLVMValueRef inlint_bound_callee(LLVMValueRef call)
{
	LLVMValueRef p = param_of(LLVMGetCalledValue(call)), bound;

	if (!p)
		return NULL;
	bound = bound_to(p, PASSED_ON_DEPTH);
	/* A pointer cast to another type passes arguments the function
	 * does not take. */
	if (bound &&
	    LLVMCountParams(bound) != (unsigned)LLVMGetNumArgOperands(call))
		return NULL;
	return bound;
}

bool inlint_is_folding_constant(LLVMValueRef v)
{
	return LLVMIsAConstantInt(v) || LLVMIsAConstantPointerNull(v) ||
	       LLVMIsAFunction(v) || LLVMIsAConstantFP(v);
}

/* Small nodes, the common case, need no allocation. */
#define ON_STACK 16

LLVMValueRef inlint_md_operand(LLVMValueRef node, unsigned i)
{
	unsigned n = LLVMGetMDNodeNumOperands(node);
	LLVMValueRef stack[ON_STACK], *ops = stack, v;

	if (i >= n)
		return NULL;
	if (n > ON_STACK)
		ops = inlint_xmalloc(n * sizeof(*ops));
	LLVMGetMDNodeOperands(node, ops);
	v = ops[i];
	if (ops != stack)
		free(ops);
	return v;
}

LLVMValueRef inlint_named_md_operand(LLVMModuleRef mod, const char *name,
				     unsigned i)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(mod, name);
	LLVMValueRef stack[ON_STACK], *ops = stack, v;

	if (i >= n)
		return NULL;
	if (n > ON_STACK)
		ops = inlint_xmalloc(n * sizeof(*ops));
	LLVMGetNamedMetadataOperands(mod, name, ops);
	v = ops[i];
	if (ops != stack)
		free(ops);
	return v;
}

LLVMValueRef inlint_function_named(LLVMModuleRef mod, const char *name,
				   enum inlint_phase phase)
{
	LLVMValueRef fn = LLVMGetNamedFunction(mod, name);
	size_t n = strlen(name);

	if (!inlint_phase_renames(phase))
		return fn;
	for (LLVMValueRef f = LLVMGetFirstFunction(mod); !fn && f;
	     f = LLVMGetNextFunction(f)) {
		size_t len;
		const char *s = LLVMGetValueName2(f, &len);

		if (len > n && memcmp(s, name, n) == 0 && s[n] == '.' &&
		    inlint_link_name_len(s) == n)
			fn = f;
	}
	return fn;
}

LLVMValueRef inlint_switch_case_value(LLVMValueRef sw, unsigned i)
{
#if LLVM_VERSION_MAJOR >= 20
	return LLVMGetSwitchCaseValue(sw, i);
#else
	/* The value, the default, then each case's value and destination. */
	return LLVMGetOperand(sw, 2 * i);
#endif
}
