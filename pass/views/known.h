/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* known.h - the integers a function computes from a parameter once a call
 * fixes it: casts, arithmetic and compares, so that a branch is decided. */
#ifndef INLINT_KNOWN_H
#define INLINT_KNOWN_H

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stdint.h>

/* A parameter and the integer a call passes as it. */
struct inlint_known {
	LLVMValueRef param;
	uint64_t value; /* within the parameter type's width */
};

/* Whether arg is an integer of at most 64 bits, or a null pointer (0):
 * *value is what param holds at that call. */
bool inlint_known_arg(LLVMValueRef arg, uint64_t *value);

/* Whether v is known from k, a constant, and the casts, arithmetic and
 * compares over them (a few steps deep); *out is its value then. */
bool inlint_known_value(const struct inlint_known *k, LLVMValueRef v,
			uint64_t *out);

#endif
