/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* known.c - folds integers of at most 64 bits as LLVM would once inlined:
 * wrapping arithmetic at the type's width, signed compares by sign. */
#include "known.h"

#include <llvm-c/Core.h>

/* Steps from the parameter: what a front end puts between a parameter and
 * the branch on it (a bool widened and narrowed, a mask, a compare). */
#define KNOWN_DEPTH 4

/* The width of an integer or pointer value, or 0 when too wide. */
static unsigned width(LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned w;

	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		return 64;
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		return 0;
	w = LLVMGetIntTypeWidth(t);
	return w <= 64 ? w : 0;
}

static uint64_t mask(uint64_t x, unsigned w)
{
	return w >= 64 ? x : x & ((UINT64_C(1) << w) - 1);
}

static int64_t sext(uint64_t x, unsigned w)
{
	uint64_t sign = UINT64_C(1) << (w - 1);

	return w >= 64 ? (int64_t)x : (int64_t)((mask(x, w) ^ sign) - sign);
}

bool inlint_known_arg(LLVMValueRef arg, uint64_t *value)
{
	if (LLVMIsAConstantPointerNull(arg)) {
		*value = 0;
		return true;
	}
	if (!LLVMIsAConstantInt(arg) || !width(arg))
		return false;
	*value = LLVMConstIntGetZExtValue(arg);
	return true;
}

static bool compare(LLVMIntPredicate p, uint64_t a, uint64_t b, unsigned w)
{
	int64_t x = sext(a, w), y = sext(b, w);

	switch (p) {
	case LLVMIntEQ:
		return a == b;
	case LLVMIntNE:
		return a != b;
	case LLVMIntUGT:
		return a > b;
	case LLVMIntUGE:
		return a >= b;
	case LLVMIntULT:
		return a < b;
	case LLVMIntULE:
		return a <= b;
	case LLVMIntSGT:
		return x > y;
	case LLVMIntSGE:
		return x >= y;
	case LLVMIntSLT:
		return x < y;
	case LLVMIntSLE:
		return x <= y;
	}
	return false;
}

static bool binary(LLVMOpcode op, uint64_t a, uint64_t b, unsigned w,
		   uint64_t *out)
{
	switch (op) {
	case LLVMAdd:
		*out = a + b;
		break;
	case LLVMSub:
		*out = a - b;
		break;
	case LLVMMul:
		*out = a * b;
		break;
	case LLVMAnd:
		*out = a & b;
		break;
	case LLVMOr:
		*out = a | b;
		break;
	case LLVMXor:
		*out = a ^ b;
		break;
	case LLVMShl:
		*out = b < w ? a << b : 0;
		break;
	case LLVMLShr:
		*out = b < w ? a >> b : 0;
		break;
	case LLVMUDiv:
		if (!b)
			return false;
		*out = a / b;
		break;
	default:
		return false;
	}
	*out = mask(*out, w);
	return true;
}

static bool value_at(const struct inlint_known *k, LLVMValueRef v,
		     unsigned depth, uint64_t *out);

/* Both operands of a two-operand instruction, at their width w. */
static bool operands(const struct inlint_known *k, LLVMValueRef v,
		     unsigned depth, uint64_t x[2], unsigned *w)
{
	*w = width(LLVMGetOperand(v, 0));
	return *w && value_at(k, LLVMGetOperand(v, 0), depth + 1, &x[0]) &&
	       value_at(k, LLVMGetOperand(v, 1), depth + 1, &x[1]);
}

static bool cast(const struct inlint_known *k, LLVMValueRef v, unsigned depth,
		 uint64_t *out)
{
	LLVMValueRef from = LLVMGetOperand(v, 0);
	unsigned wf = width(from), wt = width(v);
	uint64_t x;

	if (!wf || !wt || !value_at(k, from, depth + 1, &x))
		return false;
	switch (LLVMGetInstructionOpcode(v)) {
	case LLVMZExt:
		*out = x;
		return true;
	case LLVMSExt:
		*out = mask((uint64_t)sext(x, wf), wt);
		return true;
	case LLVMTrunc:
		*out = mask(x, wt);
		return true;
	default:
		return false;
	}
}

static bool value_at(const struct inlint_known *k, LLVMValueRef v,
		     unsigned depth, uint64_t *out)
{
	uint64_t x[2];
	unsigned w;

	if (v == k->param) {
		*out = k->value;
		return true;
	}
	if (inlint_known_arg(v, out))
		return true;
	if (depth >= KNOWN_DEPTH || !LLVMIsAInstruction(v))
		return false;
	if (LLVMIsACastInst(v))
		return cast(k, v, depth, out);
	if (LLVMIsAICmpInst(v)) {
		if (!operands(k, v, depth, x, &w))
			return false;
		*out = compare(LLVMGetICmpPredicate(v), x[0], x[1], w);
		return true;
	}
	return LLVMIsABinaryOperator(v) && operands(k, v, depth, x, &w) &&
	       binary(LLVMGetInstructionOpcode(v), x[0], x[1], w, out);
}

bool inlint_known_value(const struct inlint_known *k, LLVMValueRef v,
			uint64_t *out)
{
	return value_at(k, v, 0, out);
}
