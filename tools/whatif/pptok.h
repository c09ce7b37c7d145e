/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* pptok.h - C tokens of one line of preprocessed text or of a macro's
 * body: identifiers, literals (strings and characters whole), numbers and
 * punctuation, one character each, enough to follow declarations. */
#ifndef INLINT_PPTOK_H
#define INLINT_PPTOK_H

#include <stdbool.h>
#include <stddef.h>

enum inlint_pptok_kind {
	INLINT_PPTOK_END,
	INLINT_PPTOK_IDENT,
	INLINT_PPTOK_LITERAL, /* a string or character literal */
	INLINT_PPTOK_NUMBER,
	INLINT_PPTOK_PUNCT, /* one character */
};

struct inlint_pptok {
	enum inlint_pptok_kind kind;
	const char *at;
	size_t len;
};

/* The token at p (blanks skipped), before end; returns where the next
 * one starts. A literal left open runs to end. */
const char *inlint_pptok_next(const char *p, const char *end,
			      struct inlint_pptok *t);

/* Whether t is the identifier w. */
bool inlint_pptok_is(const struct inlint_pptok *t, const char *w);

/* Whether t is one of the identifiers of words (NULL-ended). */
bool inlint_pptok_in(const struct inlint_pptok *t, const char *const *words);

#endif
