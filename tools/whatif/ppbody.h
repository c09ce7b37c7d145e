/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppbody.h - a definition's body read token by token once its macros are
 * expanded: whether it asks __builtin_constant_p about what the front end
 * cannot fold, the functions it calls, those whose result a compile-time
 * assertion tests, and its asm's immediates (ppasm.h). */
#ifndef INLINT_PPBODY_H
#define INLINT_PPBODY_H

#include "ppasm.h"
#include "pptok.h"

#include <stdbool.h>
#include <stddef.h>

#define INLINT_PPBODY_WORD 128

struct inlint_ppbody {
	char **names; /* its parameters, then the locals declared so far */
	size_t n_names, cap_names;
	char **calls; /* with want_calls: every identifier before a '(' */
	size_t n_calls, cap_calls;
	bool want_calls;
	/* __builtin_constant_p on a parameter or a local: clang leaves it to
	 * llvm.is.constant (the plugin's constant_p), GCC to its inliner. */
	bool constant_p;
	bool va_start, va_copy; /* it calls __builtin_va_start, _copy */
	/* Whether the body is `return CONSTANT;` alone: 0 at its start, 1
	 * after return, 2 after the ';', -1 when it is not. */
	int stub;
	/* The functions called in the condition of an if whose statement
	 * is a compile-time assertion's error call: BUILD_BUG_ON(cond) is
	 * `if (!(cond)) __compiletime_assert_N();`. */
	char **asserted;
	size_t n_asserted, cap_asserted;
	/* An if's condition being read: its parentheses open (0: none),
	 * the calls in it so far, the identifier before the next token,
	 * and whether `if` came last, or the condition just closed. */
	int cond;
	char **cond_calls;
	size_t n_cond_calls, cap_cond_calls;
	char cond_last[INLINT_PPBODY_WORD];
	bool if_next, cond_closed;
	/* The last identifier, when it was the last token, and whether the
	 * token before it can precede a declared name (a type word, '*'). */
	char last[INLINT_PPBODY_WORD];
	bool last_ident, declares;
	int last_name; /* its index in names, or -1 */
	/* The last token: a type word, or its punctuation and the one
	 * before it ('-' '>' is an arrow). */
	bool type_word;
	char punct, punct2;
	bool bcp_next; /* __builtin_constant_p seen, its '(' not yet */
	int bcp;       /* > 0: parentheses open in its argument */
	struct inlint_ppasm_body asm;
};

/* A parameter of the definition, before its body. */
void inlint_ppbody_param(struct inlint_ppbody *b, const char *name, size_t len);

/* The next token of the body, inside its braces. */
void inlint_ppbody_token(struct inlint_ppbody *b, const struct inlint_pptok *t);

/* Frees what b holds (the calls too, unless taken) and empties it for the
 * next definition. */
void inlint_ppbody_release(struct inlint_ppbody *b);

#endif
