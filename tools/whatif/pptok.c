/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* pptok.c - one token at a time: a literal skipped with its escapes, so
 * that the braces and parentheses inside it are never counted. */
#include "pptok.h"

#include <ctype.h>
#include <string.h>

static bool ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '$';
}

/* Past the literal opened by the quote at p. */
static const char *past_literal(const char *p, const char *end)
{
	char quote = *p++;

	while (p < end && *p != quote)
		p += *p == '\\' && p + 1 < end ? 2 : 1;
	return p < end ? p + 1 : end;
}

const char *inlint_pptok_next(const char *p, const char *end,
			      struct inlint_pptok *t)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' ||
			   *p == '\n' || *p == '\f' || *p == '\v'))
		p++;
	t->at = p;
	if (p >= end) {
		t->kind = INLINT_PPTOK_END;
		t->len = 0;
		return end;
	}
	if (isalpha((unsigned char)*p) || *p == '_') {
		t->kind = INLINT_PPTOK_IDENT;
		while (p < end && ident_char(*p))
			p++;
	} else if (isdigit((unsigned char)*p)) {
		t->kind = INLINT_PPTOK_NUMBER;
		while (p < end && (ident_char(*p) || *p == '.'))
			p++;
	} else if (*p == '"' || *p == '\'') {
		t->kind = INLINT_PPTOK_LITERAL;
		p = past_literal(p, end);
	} else {
		t->kind = INLINT_PPTOK_PUNCT;
		p++;
	}
	t->len = (size_t)(p - t->at);
	return p;
}

bool inlint_pptok_is(const struct inlint_pptok *t, const char *w)
{
	return t->kind == INLINT_PPTOK_IDENT && strlen(w) == t->len &&
	       !memcmp(t->at, w, t->len);
}

bool inlint_pptok_in(const struct inlint_pptok *t, const char *const *words)
{
	for (size_t i = 0; words[i]; i++)
		if (inlint_pptok_is(t, words[i]))
			return true;
	return false;
}
