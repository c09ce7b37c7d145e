/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* def_scan.c - the annotation words (each also in its __attribute__((...))
 * spelling) and a scan of a definition's first lines up to its name. */
#include "def_scan.h"

#include "xalloc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* WORD and its __attribute__((WORD)) spelling, both as a definition may
 * write them. */
#define WORD(w, annot, in_attribute)                                           \
	{w, "__attribute__((" w "))", annot, in_attribute}

static const struct {
	const char *word;
	const char *attr;
	enum inlint_annot annot;
	bool in_attribute; /* only inside __attribute__((...)) */
} words[] = {
	WORD("__always_inline", INLINT_ANNOT_ALWAYS_INLINE, false),
	WORD("always_inline", INLINT_ANNOT_ALWAYS_INLINE, true),
	WORD("__always_inline__", INLINT_ANNOT_ALWAYS_INLINE, true),
	WORD("inline", INLINT_ANNOT_INLINE, false),
	WORD("__inline", INLINT_ANNOT_INLINE, false),
	WORD("__inline__", INLINT_ANNOT_INLINE, false),
	WORD("noinline", INLINT_ANNOT_NOINLINE, false),
	WORD("__noinline", INLINT_ANNOT_NOINLINE, false),
	WORD("__noinline__", INLINT_ANNOT_NOINLINE, true),
	WORD("noinline_for_stack", INLINT_ANNOT_NOINLINE_FOR_STACK, false),
	WORD("__cold", INLINT_ANNOT_COLD, false),
	WORD("cold", INLINT_ANNOT_COLD, true),
	WORD("__cold__", INLINT_ANNOT_COLD, true),
};

#define N_WORDS (sizeof(words) / sizeof(words[0]))

unsigned inlint_annot_index(enum inlint_annot a)
{
	unsigned i = 0, bit = a;

	while (bit > 1u) {
		bit >>= 1;
		i++;
	}
	return i;
}

static void word(struct inlint_def_scan *s, const char *w, size_t n)
{
	bool in_attr = s->attr_depth > 0;

	if ((n == 13 && memcmp(w, "__attribute__", 13) == 0) ||
	    (n == 11 && memcmp(w, "__attribute", 11) == 0)) {
		s->attr_next = true;
		return;
	}
	for (size_t i = 0; i < N_WORDS; i++) {
		unsigned k;

		if (strlen(words[i].word) != n ||
		    memcmp(words[i].word, w, n) != 0)
			continue;
		if (words[i].in_attribute && !in_attr)
			break;
		k = inlint_annot_index(words[i].annot);
		s->annots |= words[i].annot;
		s->spelling[k] = in_attr ? words[i].attr : words[i].word;
		if (s->on_annot)
			s->on_annot(s->ctx, w, n, words[i].annot);
		return;
	}
	if (!in_attr && s->on_word)
		s->on_word(s->ctx, w, n);
	if (!in_attr && n < sizeof(s->last)) {
		memcpy(s->last, w, n);
		s->last[n] = '\0';
	}
}

static void punct(struct inlint_def_scan *s, const char *t)
{
	char c = *t;

	if (c == '(' && (s->attr_next || s->attr_depth)) {
		s->attr_depth++;
		s->attr_next = false;
	} else if (c == ')' && s->attr_depth) {
		s->attr_depth--;
	} else if (c == '(' && s->last[0]) {
		s->name = inlint_strdup(s->last);
		s->found = true;
		s->post = true;
		s->depth = 1;
		s->end = t + 1;
	} else if (c == ';' || c == '{' || c == '=' || c == '(') {
		s->done = true;
	}
}

/* An identifier after the parameters: the one before it was a type word
 * when this one follows it. */
static void post_word(struct inlint_def_scan *s, const char *w, size_t n)
{
	if (s->depth)
		return;
	s->seen_plain |= s->pending;
	s->pending = n < sizeof(s->post_last);
	if (s->pending) {
		memcpy(s->post_last, w, n);
		s->post_last[n] = '\0';
	}
}

/* Punctuation after the name's '(': "IDENT(...) TYPE *NAME(" makes NAME
 * the name (IDENT was an attribute macro); "NAME(...) MACRO(...)" keeps
 * it; ';', '{', '=' or ',' ends the declaration. */
static void post_punct(struct inlint_def_scan *s, const char *t)
{
	char c = *t;

	if (s->depth) {
		s->depth += c == '(';
		s->depth -= c == ')';
		return;
	}
	if (c == '(' && s->pending && s->seen_plain) {
		free(s->name);
		s->name = inlint_strdup(s->post_last);
		s->end = t + 1;
		s->done = true;
	} else if (c == '(') {
		s->depth = 1;
	} else if (c == '*') {
		s->seen_plain = true;
	} else if (c == ';' || c == '{' || c == '=' || c == ',') {
		s->done = true;
	}
	if (c != ' ' && c != '\t') {
		s->seen_plain |= s->pending && c != '(';
		s->pending = false;
	}
}

void inlint_def_scan_text(struct inlint_def_scan *s, const char *t)
{
	while (*t && !s->done) {
		if (isalpha((unsigned char)*t) || *t == '_') {
			const char *w = t;

			while (isalnum((unsigned char)*t) || *t == '_')
				t++;
			if (s->post)
				post_word(s, w, (size_t)(t - w));
			else
				word(s, w, (size_t)(t - w));
			continue;
		}
		if (t[0] == '/' && (t[1] == '/' || t[1] == '*'))
			return;
		if (s->post)
			post_punct(s, t++);
		else
			punct(s, t++);
	}
}

bool inlint_def_may_start(const char *t)
{
	return isalpha((unsigned char)t[0]) || t[0] == '_';
}
