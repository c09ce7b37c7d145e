/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asserted.c - a call's result followed to the branches it decides, and
 * those branches' blocks searched for an error function's call. */
#include "asserted.h"

#include <llvm-c/Core.h>

#include <stddef.h>

/* What clang makes of __attribute__((error(MSG))). */
#define ERROR_ATTR "dontcall-error"

/* How many values deep the result is followed: !(!(f() > 255)) is three. */
#define DEPTH 6

/* The users looked at for one call, at most: a result used everywhere
 * is no assertion's input, and the walk stays off the compile's time. */
#define BUDGET 64

static bool is_error_fn(LLVMValueRef fn)
{
	return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
					     ERROR_ATTR,
					     sizeof(ERROR_ATTR) - 1) != NULL;
}

bool inlint_module_asserts(LLVMModuleRef mod)
{
	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (LLVMIsDeclaration(fn) && is_error_fn(fn))
			return true;
	return false;
}

static bool calls_error(LLVMBasicBlockRef bb)
{
	for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
	     i = LLVMGetNextInstruction(i)) {
		LLVMValueRef fn =
			LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;

		if (fn && LLVMIsAFunction(fn) && is_error_fn(fn))
			return true;
	}
	return false;
}

static bool asserting_branch(LLVMValueRef br)
{
	if (!LLVMIsConditional(br))
		return false;
	for (unsigned s = 0; s < LLVMGetNumSuccessors(br); s++)
		if (calls_error(LLVMGetSuccessor(br, s)))
			return true;
	return false;
}

/* The values a result passes through on its way to a condition. */
static bool passes_on(LLVMOpcode op)
{
	switch (op) {
	case LLVMICmp:
	case LLVMZExt:
	case LLVMSExt:
	case LLVMTrunc:
	case LLVMAnd:
	case LLVMOr:
	case LLVMXor:
	case LLVMAdd:
	case LLVMSub:
	case LLVMMul:
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
	case LLVMSelect:
		return true;
	default:
		return false;
	}
}

static bool reaches_assertion(LLVMValueRef v, unsigned depth, unsigned *budget)
{
	for (LLVMUseRef u = LLVMGetFirstUse(v); u && *budget;
	     u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		LLVMOpcode op;

		--*budget;
		if (!LLVMIsAInstruction(user))
			continue;
		op = LLVMGetInstructionOpcode(user);
		if (op == LLVMBr && asserting_branch(user))
			return true;
		if (depth && passes_on(op) &&
		    reaches_assertion(user, depth - 1, budget))
			return true;
	}
	return false;
}

bool inlint_call_asserted(LLVMValueRef call)
{
	unsigned budget = BUDGET;

	return reaches_assertion(call, DEPTH, &budget);
}
