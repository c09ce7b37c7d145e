/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asm_constraint.h - which inline asm input constraints want an immediate
 * on a target: the plugin reads them from IR, GCC's view from source. */
#ifndef INLINT_ASM_CONSTRAINT_H
#define INLINT_ASM_CONSTRAINT_H

#include <stdbool.h>
#include <stddef.h>

/* GCC's immediate constraint letters and those of target (a triple, or
 * its first word: "x86_64", "aarch64"; NULL or another: the generic ones
 * alone). */
const char *inlint_asm_immediate_letters(const char *target);

/* Whether every alternative of one input's constraint (c, len bytes;
 * "ri", "i|r" in IR and "r,i" in C have two) wants an immediate: a
 * register ({dx}), a two-letter code (^Ua), a tied operand (0) or any
 * other letter does not. */
bool inlint_asm_immediate_only(const char *c, size_t len, const char *letters);

#endif
