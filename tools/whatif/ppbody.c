/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppbody.c - names declared in a body told from the tokens around them
 * (a type word, '*' or typeof's ')' before, '=' ';' ',' '[' after): enough to
 * know that
 * __builtin_constant_p's argument is a variable, never a constant. */
#include "ppbody.h"

#include "array.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

static void add(char ***v, size_t *n, size_t *cap, const char *s, size_t len)
{
	*v = inlint_array_grow(*v, cap, *n + 1, sizeof(**v));
	(*v)[(*n)++] = inlint_strndup(s, len);
}

void inlint_ppbody_param(struct inlint_ppbody *b, const char *name, size_t len)
{
	add(&b->names, &b->n_names, &b->cap_names, name, len);
	inlint_ppasm_name(&b->asm, true);
}

/* The index of the name t is among b's names, or -1. */
static int named(const struct inlint_ppbody *b, const struct inlint_pptok *t)
{
	for (size_t i = 0; i < b->n_names; i++)
		if (strlen(b->names[i]) == t->len &&
		    !memcmp(b->names[i], t->at, t->len))
			return (int)i;
	return -1;
}

static bool member(const struct inlint_ppbody *b)
{
	return b->punct == '.' || (b->punct == '>' && b->punct2 == '-');
}

/* Words after which an identifier is no declared name. */
static bool statement_word(const struct inlint_pptok *t)
{
	static const char *const words[] = {"return", "goto",	  "case",
					    "else",   "do",	  "sizeof",
					    "break",  "continue", NULL};

	return inlint_pptok_in(t, words);
}

static void ident(struct inlint_ppbody *b, const struct inlint_pptok *t)
{
	bool in_member = member(b);
	int name = in_member ? -1 : named(b, t);

	inlint_ppasm_token(&b->asm, t, name, in_member);
	b->last_name = name;
	if (b->bcp && name >= 0)
		b->constant_p = true;
	if (inlint_pptok_is(t, "__builtin_constant_p"))
		b->bcp_next = true;
	b->va_start |= inlint_pptok_is(t, "__builtin_va_start");
	b->va_copy |= inlint_pptok_is(t, "__builtin_va_copy");
	b->declares = b->type_word || b->punct == '*' || b->punct == ')';
	b->last_ident = t->len < sizeof(b->last);
	if (b->last_ident) {
		memcpy(b->last, t->at, t->len);
		b->last[t->len] = '\0';
	}
	b->type_word = !statement_word(t);
	b->punct = b->punct2 = '\0';
}

/* Returns the index of the name that c, '=', assigns, or -1. */
static int punct(struct inlint_ppbody *b, char c)
{
	int assigned = c == '=' && b->last_ident ? b->last_name : -1;

	if (b->last_ident && b->declares && strchr("=;,[", c)) {
		add(&b->names, &b->n_names, &b->cap_names, b->last,
		    strlen(b->last));
		inlint_ppasm_name(&b->asm, false);
		assigned = c == '=' ? (int)b->n_names - 1 : -1;
	}
	if (b->last_ident && c == '(' && b->want_calls)
		add(&b->calls, &b->n_calls, &b->cap_calls, b->last,
		    strlen(b->last));
	if (b->bcp_next && c == '(')
		b->bcp = 1;
	else if (b->bcp)
		b->bcp += (c == '(') - (c == ')');
	b->bcp_next = false;
	b->last_ident = false;
	b->type_word = false;
	b->punct2 = b->punct;
	b->punct = c;
	return assigned;
}

/* The words a constant may hold once expanded: NULL's cast, false. */
static bool constant_word(const struct inlint_pptok *t)
{
	static const char *const words[] = {
		"false", "true", "void",   "_Bool",    "char", "short",
		"int",	 "long", "signed", "unsigned", NULL};

	return inlint_pptok_in(t, words);
}

static void stub(struct inlint_ppbody *b, const struct inlint_pptok *t)
{
	bool ident = t->kind == INLINT_PPTOK_IDENT;

	if (b->stub == 0)
		b->stub = ident && inlint_pptok_is(t, "return") ? 1 : -1;
	else if (b->stub == 1 && t->kind == INLINT_PPTOK_PUNCT && *t->at == ';')
		b->stub = 2;
	else if (b->stub == 2 || (b->stub == 1 && ident && !constant_word(t)))
		b->stub = -1;
}

static void drop_cond_calls(struct inlint_ppbody *b)
{
	for (size_t i = 0; i < b->n_cond_calls; i++)
		free(b->cond_calls[i]);
	b->n_cond_calls = 0;
}

/* The kernel's compiletime_assert() names its error function so. */
static bool is_assert(const struct inlint_pptok *t)
{
	static const char prefix[] = "__compiletime_assert_";

	return t->kind == INLINT_PPTOK_IDENT && t->len >= sizeof(prefix) &&
	       !memcmp(t->at, prefix, sizeof(prefix) - 1);
}

/* An if's condition, and whether the statement after it is a
 * compile-time assertion's: then its calls go to b->asserted. */
static void assert_guard(struct inlint_ppbody *b, const struct inlint_pptok *t)
{
	char c = t->kind == INLINT_PPTOK_PUNCT ? *t->at : '\0';

	if (b->cond_closed && is_assert(t))
		for (size_t i = 0; i < b->n_cond_calls; i++)
			add(&b->asserted, &b->n_asserted, &b->cap_asserted,
			    b->cond_calls[i], strlen(b->cond_calls[i]));
	if (b->cond_closed)
		drop_cond_calls(b);
	b->cond_closed = false;
	if (!b->cond) {
		b->cond = b->if_next && c == '(';
		b->if_next = inlint_pptok_is(t, "if");
		return;
	}
	if (t->kind == INLINT_PPTOK_IDENT && t->len < sizeof(b->cond_last)) {
		memcpy(b->cond_last, t->at, t->len);
		b->cond_last[t->len] = '\0';
		return;
	}
	if (c == '(' && b->cond_last[0])
		add(&b->cond_calls, &b->n_cond_calls, &b->cap_cond_calls,
		    b->cond_last, strlen(b->cond_last));
	b->cond_last[0] = '\0';
	b->cond += (c == '(') - (c == ')');
	b->cond_closed = !b->cond;
}

void inlint_ppbody_token(struct inlint_ppbody *b, const struct inlint_pptok *t)
{
	stub(b, t);
	assert_guard(b, t);
	if (t->kind == INLINT_PPTOK_IDENT) {
		ident(b, t);
		return;
	}
	if (t->kind == INLINT_PPTOK_PUNCT) {
		inlint_ppasm_token(&b->asm, t, punct(b, *t->at), false);
		return;
	}
	inlint_ppasm_token(&b->asm, t, -1, false);
	b->last_ident = b->type_word = b->bcp_next = false;
	b->punct = b->punct2 = '\0';
}

void inlint_ppbody_release(struct inlint_ppbody *b)
{
	for (size_t i = 0; i < b->n_names; i++)
		free(b->names[i]);
	free(b->names);
	for (size_t i = 0; i < b->n_calls; i++)
		free(b->calls[i]);
	free(b->calls);
	for (size_t i = 0; i < b->n_asserted; i++)
		free(b->asserted[i]);
	free(b->asserted);
	drop_cond_calls(b);
	free(b->cond_calls);
	inlint_ppasm_body_release(&b->asm);
	memset(b, 0, sizeof(*b));
}
