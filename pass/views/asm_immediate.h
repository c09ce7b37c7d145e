/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asm_immediate.h - functions whose parameters reach an inline asm operand
 * that must be an immediate ("i"): only inlining them compiles. */
#ifndef INLINT_ASM_IMMEDIATE_H
#define INLINT_ASM_IMMEDIATE_H

#include <llvm-c/Types.h>
#include <stddef.h>
#include <stdint.h>

/* A function and its parameters (bit i: parameter i; bit 63: any from 63
 * on) whose values reach such an operand. */
struct inlint_asm_fn {
	LLVMValueRef fn;
	uint64_t params;
};

struct inlint_asm_set {
	struct inlint_asm_fn *fns;
	size_t n, cap;
	const char *letters; /* the target's immediate constraints */
};

/* For a module of target triple. */
void inlint_asm_set_init(struct inlint_asm_set *s, const char *triple);
void inlint_asm_set_release(struct inlint_asm_set *s);

/* call, any call: when it is inline asm with an input that every
 * alternative of its constraint wants as an immediate ("i", "n"; x86's
 * "e", arm64's "I", ...) and whose value comes from parameters of its
 * function (the kernel's arch_static_branch(key, branch): "i"
 * (&((char *)key)[branch])), the function joins s with them. Out of line,
 * the backend cannot encode the operand ("invalid operand for inline asm
 * constraint 'i'"). */
void inlint_asm_set_note(struct inlint_asm_set *s, LLVMValueRef call);

/* Adds the functions that pass their own parameters into those
 * parameters (static_key_false(key) to arch_static_branch(key, false)),
 * to a fixed point. */
void inlint_asm_set_spread(struct inlint_asm_set *s);

#endif
