/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asm_immediate.c - functions whose parameters reach an inline asm operand
 * that must be an immediate ("i"): only inlining them compiles. */
#include "asm_immediate.h"

#include "array.h"
#include "asm_constraint.h"
#include "ir.h"

#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

/* How far, and through how many values, parameters are looked for. */
#define DEPTH  8
#define VISITS 64

void inlint_asm_set_init(struct inlint_asm_set *s, const char *triple)
{
	memset(s, 0, sizeof(*s));
	s->letters = inlint_asm_immediate_letters(triple);
}

void inlint_asm_set_release(struct inlint_asm_set *s)
{
	free(s->fns);
	memset(s, 0, sizeof(*s));
}

static void params_of(LLVMValueRef v, int depth, int *visits, uint64_t *params);

/* Unoptimised IR keeps a parameter in a stack slot: the parameters
 * stored into slot. */
static void stored_params(LLVMValueRef slot, int depth, int *visits,
			  uint64_t *params)
{
	for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef s = LLVMGetUser(u);

		if (LLVMIsAStoreInst(s) && LLVMGetOperand(s, 1) == slot)
			params_of(LLVMGetOperand(s, 0), depth, visits, params);
	}
}

/* The parameters v is computed from; a call's result comes from none. */
static void params_of(LLVMValueRef v, int depth, int *visits, uint64_t *params)
{
	LLVMValueRef slot;
	unsigned i;

	if (LLVMIsAArgument(v)) {
		i = inlint_param_index(v);
		*params |= 1ull << (i < 63 ? i : 63);
		return;
	}
	if (!depth || ++*visits > VISITS || !LLVMIsAInstruction(v) ||
	    inlint_is_call(v))
		return;
	slot = LLVMIsALoadInst(v) ? LLVMGetOperand(v, 0) : NULL;
	if (slot && LLVMIsAAllocaInst(slot)) {
		stored_params(slot, depth - 1, visits, params);
		return;
	}
	for (int k = 0; k < LLVMGetNumOperands(v); k++)
		params_of(LLVMGetOperand(v, k), depth - 1, visits, params);
}

static uint64_t arg_params(LLVMValueRef call, unsigned arg)
{
	uint64_t params = 0;
	int visits = 0;

	params_of(LLVMGetOperand(call, arg), DEPTH, &visits, &params);
	return params;
}

/* Whether fn gained parameters. */
static bool add(struct inlint_asm_set *s, LLVMValueRef fn, uint64_t params)
{
	size_t i = 0;

	while (i < s->n && s->fns[i].fn != fn)
		i++;
	if (i == s->n) {
		s->fns = inlint_array_grow(s->fns, &s->cap, s->n + 1,
					   sizeof(*s->fns));
		s->fns[s->n++] = (struct inlint_asm_fn){fn, 0};
	}
	if ((s->fns[i].params | params) == s->fns[i].params)
		return false;
	s->fns[i].params |= params;
	return true;
}

static LLVMValueRef function_of(LLVMValueRef inst)
{
	return LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
}

/* The constraints are one per operand, comma-separated: outputs (=) take
 * an argument only when indirect (=*m), inputs take the next one, and
 * clobbers (~) and asm goto's labels (!i) none. */
void inlint_asm_set_note(struct inlint_asm_set *s, LLVMValueRef call)
{
	LLVMValueRef asm_val = LLVMGetCalledValue(call);
	unsigned arg = 0, n_args = (unsigned)LLVMGetNumArgOperands(call);
	uint64_t params = 0;
	const char *c, *end, *comma;
	size_t len, n;

	if (!LLVMIsAInlineAsm(asm_val))
		return;
	c = LLVMGetInlineAsmConstraintString(asm_val, &len);
	for (end = c + len; c < end && arg < n_args; c += n + 1) {
		comma = memchr(c, ',', (size_t)(end - c));
		n = (size_t)((comma ? comma : end) - c);
		if (!n || *c == '~' || *c == '!' ||
		    (*c == '=' && !memchr(c, '*', n)))
			continue;
		if (*c != '=' && inlint_asm_immediate_only(c, n, s->letters) &&
		    !LLVMIsAConstant(LLVMGetOperand(call, arg)))
			params |= arg_params(call, arg);
		arg++;
	}
	if (params)
		add(s, function_of(call), params);
}

/* The parameters of call's function that it passes into fn's. */
static uint64_t passed_on(LLVMValueRef call, uint64_t params)
{
	unsigned n_args = (unsigned)LLVMGetNumArgOperands(call);
	uint64_t mine = 0;

	for (unsigned a = 0; a < n_args; a++)
		if (params & (1ull << (a < 63 ? a : 63)))
			mine |= arg_params(call, a);
	return mine;
}

void inlint_asm_set_spread(struct inlint_asm_set *s)
{
	bool grew = true;

	while (grew) {
		grew = false;
		for (size_t i = 0; i < s->n; i++) {
			LLVMValueRef fn = s->fns[i].fn;

			for (LLVMUseRef u = LLVMGetFirstUse(fn); u;
			     u = LLVMGetNextUse(u)) {
				LLVMValueRef call = LLVMGetUser(u);
				uint64_t mine;

				if (!inlint_is_call(call) ||
				    LLVMGetCalledValue(call) != fn)
					continue;
				mine = passed_on(call, s->fns[i].params);
				grew |= mine && add(s, function_of(call), mine);
			}
		}
	}
}
