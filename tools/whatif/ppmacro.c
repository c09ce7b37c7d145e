/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppmacro.c - a body's tokens copied, the macros kept expanded in turn and
 * each __attribute__((...)) list rebuilt without the forcing items the
 * strip names; other macros (__section(...)) stay as written. */
#include "ppmacro.h"

#include "array.h"
#include "def_scan.h"
#include "pptok.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Deeper than any real chain of macros, and more expansions than any
 * real declaration needs: bodies that name each other several times
 * would grow exponentially. */
#define MAX_DEPTH      16
#define MAX_EXPANSIONS 4096

struct text {
	char *v;
	size_t n, cap;
};

static void append(struct text *t, const char *s, size_t len)
{
	if (!len)
		return;
	t->v = inlint_array_grow(t->v, &t->cap, t->n + len + 2, 1);
	if (t->n)
		t->v[t->n++] = ' ';
	memcpy(t->v + t->n, s, len);
	t->n += len;
	t->v[t->n] = '\0';
}

static size_t find(const struct inlint_ppmacros *m, const char *name,
		   size_t len)
{
	for (size_t i = 0; i < m->n; i++)
		if (strlen(m->v[i].name) == len &&
		    !memcmp(m->v[i].name, name, len))
			return i;
	return m->n;
}

/* The annotation an attribute item is (its first word), or 0. */
static unsigned item_annot(const char *p, const char *end)
{
	static const struct {
		const char *word;
		unsigned annot;
	} items[] = {
		{"always_inline", INLINT_ANNOT_ALWAYS_INLINE},
		{"__always_inline__", INLINT_ANNOT_ALWAYS_INLINE},
		{"noinline", INLINT_ANNOT_NOINLINE},
		{"__noinline__", INLINT_ANNOT_NOINLINE},
	};
	struct inlint_pptok t;

	inlint_pptok_next(p, end, &t);
	for (size_t i = 0; i < sizeof(items) / sizeof(items[0]); i++)
		if (inlint_pptok_is(&t, items[i].word))
			return items[i].annot;
	return 0;
}

/* The attribute whose list runs from p (after its "((") to the "))" that
 * closes it, rebuilt into out without the items strip names; returns
 * where it ends. */
static const char *attribute(const char *p, const char *end, unsigned strip,
			     struct text *out, struct inlint_ppstrip *s)
{
	struct text kept = {0};
	const char *item = p;
	int depth = 0;
	struct inlint_pptok t;

	for (;;) {
		const char *at = p;

		p = inlint_pptok_next(p, end, &t);
		if (t.kind == INLINT_PPTOK_END ||
		    (depth == 0 && *t.at == ')') ||
		    (depth == 0 && *t.at == ',' &&
		     t.kind == INLINT_PPTOK_PUNCT)) {
			unsigned a = item_annot(item, at);

			s->n_always +=
				(a & strip) == INLINT_ANNOT_ALWAYS_INLINE;
			s->n_noinline += (a & strip) == INLINT_ANNOT_NOINLINE;
			if (!(a & strip) && at > item) {
				if (kept.n)
					append(&kept, ",", 1);
				append(&kept, item, (size_t)(at - item));
			}
			if (t.kind == INLINT_PPTOK_END || *t.at == ')')
				break;
			item = p;
			continue;
		}
		if (t.kind == INLINT_PPTOK_PUNCT)
			depth += (*t.at == '(') - (*t.at == ')');
	}
	/* The list's ')' is read; the attribute's own is next. */
	p = inlint_pptok_next(p, end, &t);
	if (kept.n) {
		append(out, "__attribute__((", 15);
		append(out, kept.v, kept.n);
		append(out, "))", 2);
	}
	free(kept.v);
	return p;
}

static bool is_inline_word(const struct inlint_pptok *t)
{
	return inlint_pptok_is(t, "inline") || inlint_pptok_is(t, "__inline") ||
	       inlint_pptok_is(t, "__inline__");
}

/* Whether p starts "((" (blanks allowed); *after is past it. */
static bool opens_list(const char *p, const char *end, const char **after)
{
	struct inlint_pptok a, b;
	const char *q = inlint_pptok_next(p, end, &a);

	q = inlint_pptok_next(q, end, &b);
	*after = q;
	return a.kind == INLINT_PPTOK_PUNCT && *a.at == '(' &&
	       b.kind == INLINT_PPTOK_PUNCT && *b.at == '(';
}

/* One expansion: as the preprocessor, a macro is not expanded again
 * inside its own expansion. */
struct expansion {
	const struct inlint_ppmacros *m;
	unsigned strip;
	size_t active[MAX_DEPTH]; /* the macros being expanded */
	unsigned depth, left;	  /* left: expansions still allowed */
	struct text out;
	struct inlint_ppstrip s;
};

/* The kept macro t names that may be expanded here, or m->n. */
static size_t expandable(const struct expansion *x,
			 const struct inlint_pptok *t)
{
	size_t i;

	if (t->kind != INLINT_PPTOK_IDENT || x->depth == MAX_DEPTH || !x->left)
		return x->m->n;
	i = find(x->m, t->at, t->len);
	for (unsigned k = 0; k < x->depth && i < x->m->n; k++)
		if (x->active[k] == i)
			return x->m->n;
	return i;
}

static void expand(struct expansion *x, const char *p, const char *end)
{
	struct inlint_pptok t;
	const char *list;

	for (p = inlint_pptok_next(p, end, &t); t.kind;
	     p = inlint_pptok_next(p, end, &t)) {
		size_t i;

		if ((inlint_pptok_is(&t, "__attribute__") ||
		     inlint_pptok_is(&t, "__attribute")) &&
		    opens_list(p, end, &list)) {
			p = attribute(list, end, x->strip, &x->out, &x->s);
		} else if ((i = expandable(x, &t)) < x->m->n) {
			const char *b = x->m->v[i].body;

			x->left--;
			x->active[x->depth++] = i;
			expand(x, b, b + strlen(b));
			x->depth--;
		} else if (is_inline_word(&t) &&
			   (x->strip & INLINT_ANNOT_INLINE)) {
			x->s.n_inline++;
		} else {
			append(&x->out, t.at, t.len);
		}
	}
}

/* The expansion of body through m's macros (the macro it is, or m->n),
 * less what strip names. */
static struct expansion expanded(const struct inlint_ppmacros *m, size_t i,
				 const char *body, size_t len, unsigned strip)
{
	struct expansion x = {.m = m, .strip = strip, .left = MAX_EXPANSIONS};

	if (i < m->n)
		x.active[x.depth++] = i;
	expand(&x, body, body + len);
	return x;
}

#define FORCING (INLINT_ANNOT_ALWAYS_INLINE | INLINT_ANNOT_NOINLINE)

void inlint_ppmacros_define(struct inlint_ppmacros *m, const char *name,
			    size_t len, const char *body, size_t body_len)
{
	struct inlint_pptok t = {INLINT_PPTOK_IDENT, name, len};
	size_t i = find(m, name, len);
	struct expansion x =
		expanded(m, i, body, body_len, FORCING | INLINT_ANNOT_INLINE);

	free(x.out.v);
	if ((!x.s.n_always && !x.s.n_noinline && !x.s.n_inline) ||
	    is_inline_word(&t)) {
		inlint_ppmacros_undef(m, name, len);
		return;
	}
	if (i == m->n) {
		m->v = inlint_array_grow(m->v, &m->cap, m->n + 1,
					 sizeof(*m->v));
		m->v[m->n++].name = inlint_strndup(name, len);
	} else {
		free(m->v[i].body);
	}
	m->v[i].body = inlint_strndup(body, body_len);
}

void inlint_ppmacros_undef(struct inlint_ppmacros *m, const char *name,
			   size_t len)
{
	size_t i = find(m, name, len);

	if (i == m->n)
		return;
	free(m->v[i].name);
	free(m->v[i].body);
	m->v[i] = m->v[--m->n];
}

char *inlint_ppmacros_strip(const struct inlint_ppmacros *m, const char *name,
			    size_t len, unsigned strip,
			    struct inlint_ppstrip *s)
{
	size_t i = find(m, name, len);
	struct expansion x;
	const char *b;

	*s = (struct inlint_ppstrip){0, 0, 0};
	if (i == m->n)
		return NULL;
	b = m->v[i].body;
	x = expanded(m, i, b, strlen(b), strip);
	/* clang gives an always_inline function no inline hint, and the
	 * plugin strips only the attribute: the macro's inline goes too. */
	if (x.s.n_always && !(strip & INLINT_ANNOT_INLINE)) {
		free(x.out.v);
		x = expanded(m, i, b, strlen(b), strip | INLINT_ANNOT_INLINE);
	}
	*s = x.s;
	return x.out.v ? x.out.v : inlint_strdup("");
}

void inlint_ppmacros_release(struct inlint_ppmacros *m)
{
	for (size_t i = 0; i < m->n; i++) {
		free(m->v[i].name);
		free(m->v[i].body);
	}
	free(m->v);
	memset(m, 0, sizeof(*m));
}
