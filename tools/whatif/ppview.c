/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppview.c - preprocessed text read line by line: line markers say which
 * file and line a line comes from, -dD's #define and #undef feed the
 * macros, and the top-level declarations are followed token by token to
 * tell a function definition (NAME(...) then '{') from the rest. */
#include "ppview.h"

#include "array.h"
#include "def_scan.h"
#include "pptok.h"
#include "xalloc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define WORD_MAX 128

/* The top-level declaration being read. */
struct decl {
	bool any; /* a token seen */
	bool in_main, name_in_main;
	unsigned line, name_line;
	char last[WORD_MAX]; /* the last identifier outside attributes */
	char name[WORD_MAX]; /* set at the first '(' after an identifier */
	unsigned annots, n_always, n_noinline;
	bool is_static, has_eq, after_rparen, attr_next;
	int paren, attr; /* depths; attr > 0 inside __attribute__((...)) */
};

struct parse {
	struct inlint_ppview *v;
	char *main_file; /* as the first line marker spells it */
	bool in_main;
	unsigned line;
	int braces;   /* > 0 inside braces, skipped */
	bool fn_body; /* those braces are a function's body */
	struct decl d;
};

static void reset(struct parse *p)
{
	memset(&p->d, 0, sizeof(p->d));
}

static void copy_word(char *to, const struct inlint_pptok *t)
{
	size_t n = t->len < WORD_MAX ? t->len : 0;

	memcpy(to, t->at, n);
	to[n] = '\0';
}

static void add_def(struct parse *p)
{
	struct inlint_ppview *v = p->v;
	const struct decl *d = &p->d;

	if (!d->name_in_main) {
		v->header_forcing |= d->n_always || d->n_noinline;
		return;
	}
	v->defs = inlint_array_grow(v->defs, &v->cap_defs, v->n_defs + 1,
				    sizeof(*v->defs));
	v->defs[v->n_defs++] = (struct inlint_ppdef){
		.name = inlint_strdup(d->name),
		.line = d->in_main ? d->line : d->name_line,
		.name_line = d->name_line,
		.annots = d->annots,
		.n_always = d->n_always,
		.n_noinline = d->n_noinline,
		.is_static = d->is_static,
	};
}

/* An attribute's name, inside __attribute__((...)). */
static void attribute_word(struct decl *d, const struct inlint_pptok *t)
{
	if (inlint_pptok_is(t, "always_inline") ||
	    inlint_pptok_is(t, "__always_inline__")) {
		d->annots |= INLINT_ANNOT_ALWAYS_INLINE;
		d->n_always++;
	} else if (inlint_pptok_is(t, "noinline") ||
		   inlint_pptok_is(t, "__noinline__")) {
		d->annots |= INLINT_ANNOT_NOINLINE;
		d->n_noinline++;
	} else if (inlint_pptok_is(t, "cold") ||
		   inlint_pptok_is(t, "__cold__")) {
		d->annots |= INLINT_ANNOT_COLD;
	}
}

/* Words before a '(' that never name a function. */
static bool never_a_name(const struct inlint_pptok *t)
{
	static const char *const words[] = {
		"typeof",	  "__typeof__", "__typeof", "_Alignas",
		"_Static_assert", "asm",	"__asm__",  "__asm",
		"sizeof",	  "_Atomic",	NULL};

	for (size_t i = 0; words[i]; i++)
		if (inlint_pptok_is(t, words[i]))
			return true;
	return false;
}

static void ident(struct parse *p, const struct inlint_pptok *t)
{
	struct decl *d = &p->d;

	if (d->attr == 2)
		attribute_word(d, t);
	if (d->attr)
		return;
	d->after_rparen = false;
	if (inlint_pptok_is(t, "__attribute__") ||
	    inlint_pptok_is(t, "__attribute")) {
		d->attr_next = true;
	} else if (inlint_pptok_is(t, "inline") ||
		   inlint_pptok_is(t, "__inline") ||
		   inlint_pptok_is(t, "__inline__")) {
		d->annots |= INLINT_ANNOT_INLINE;
	} else if (inlint_pptok_is(t, "static")) {
		d->is_static = true;
	} else if (!d->paren && !d->name[0]) {
		if (never_a_name(t))
			d->last[0] = '\0';
		else
			copy_word(d->last, t);
	}
}

/* '{' at the top level: a function's body, or a struct's or an
 * initializer's braces, after which the declaration goes on. */
static void open_brace(struct parse *p)
{
	struct decl *d = &p->d;

	p->braces = 1;
	p->fn_body = d->name[0] && !d->has_eq && d->after_rparen && !d->paren;
	if (p->fn_body)
		add_def(p);
}

static void punct(struct parse *p, char c)
{
	struct decl *d = &p->d;

	if (d->attr) {
		d->attr += (c == '(') - (c == ')');
		d->after_rparen = !d->attr;
		return;
	}
	if (d->attr_next && c == '(') {
		d->attr_next = false;
		d->attr = 1;
		return;
	}
	if (c == '{') {
		open_brace(p);
		return;
	}
	d->after_rparen = c == ')';
	if (c == '(' && !d->paren && !d->name[0] && d->last[0]) {
		memcpy(d->name, d->last, sizeof(d->name));
		d->name_line = p->line;
		d->name_in_main = p->in_main;
	}
	if (c == '(')
		d->paren++;
	else if (c == ')' && d->paren)
		d->paren--;
	else if (c == '=' && !d->paren)
		d->has_eq = true;
	else if (c == ';' && !d->paren)
		reset(p);
	else if (c == '}')
		reset(p);
}

/* Inside braces: only their nesting counts. */
static void in_braces(struct parse *p, const struct inlint_pptok *t)
{
	if (t->kind != INLINT_PPTOK_PUNCT)
		return;
	p->braces += (*t->at == '{') - (*t->at == '}');
	if (p->braces)
		return;
	if (p->fn_body)
		reset(p);
	else
		p->d.after_rparen = false;
}

static void token(struct parse *p, const struct inlint_pptok *t)
{
	if (p->braces) {
		in_braces(p, t);
		return;
	}
	if (!p->d.any) {
		p->d.any = true;
		p->d.line = p->line;
		p->d.in_main = p->in_main;
	}
	if (t->kind == INLINT_PPTOK_IDENT)
		ident(p, t);
	else if (t->kind == INLINT_PPTOK_PUNCT)
		punct(p, *t->at);
	else if (!p->d.attr)
		p->d.after_rparen = false;
}

static const char *skip_blanks(const char *s, const char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

/* "# N "FILE" FLAGS" or "#line N "FILE"": the next line is FILE's N. */
static bool marker(struct parse *p, const char *s, const char *end)
{
	unsigned long n = 0;
	const char *q;

	if (end - s > 4 && !memcmp(s, "line", 4))
		s = skip_blanks(s + 4, end);
	if (s == end || !isdigit((unsigned char)*s))
		return false;
	while (s < end && isdigit((unsigned char)*s))
		n = n * 10 + (unsigned long)(*s++ - '0');
	s = skip_blanks(s, end);
	p->line = (unsigned)n;
	if (s == end || *s != '"')
		return true;
	for (q = ++s; q < end && *q != '"'; q++)
		q += *q == '\\' && q + 1 < end;
	if (!p->main_file)
		p->main_file = inlint_strndup(s, (size_t)(q - s));
	p->in_main = strlen(p->main_file) == (size_t)(q - s) &&
		     !memcmp(p->main_file, s, (size_t)(q - s));
	return true;
}

/* -dD's "#define NAME BODY" and "#undef NAME"; a function-like macro
 * (NAME followed by '(') is not kept. */
static void macro(struct parse *p, const char *s, const char *end)
{
	struct inlint_pptok t;
	bool define = end - s > 6 && !memcmp(s, "define", 6);
	bool undef = end - s > 5 && !memcmp(s, "undef", 5);
	const char *body;

	if (!define && !undef)
		return;
	body = inlint_pptok_next(s + (define ? 6 : 5), end, &t);
	if (t.kind != INLINT_PPTOK_IDENT)
		return;
	if (undef)
		inlint_ppmacros_undef(&p->v->macros, t.at, t.len);
	else if (body == end || *body != '(')
		inlint_ppmacros_define(&p->v->macros, t.at, t.len, body,
				       (size_t)(end - body));
}

static void line(struct parse *p, const char *s, const char *end)
{
	struct inlint_pptok t;

	if (*s == '#') {
		const char *d = skip_blanks(s + 1, end);

		if (marker(p, d, end))
			return;
		macro(p, d, end);
		p->line++;
		return;
	}
	for (s = inlint_pptok_next(s, end, &t); t.kind;
	     s = inlint_pptok_next(s, end, &t))
		token(p, &t);
	p->line++;
}

struct inlint_ppview *inlint_ppview_create(const char *text, size_t len)
{
	struct inlint_ppview *v = inlint_xcalloc(1, sizeof(*v));
	struct parse p = {.v = v, .line = 1};
	const char *end = text + len;

	while (text < end) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		const char *eol = nl ? nl : end;

		line(&p, text, eol);
		text = nl ? nl + 1 : end;
	}
	free(p.main_file);
	return v;
}

const struct inlint_ppdef *inlint_ppview_find(const struct inlint_ppview *v,
					      const char *name, unsigned line)
{
	for (size_t i = 0; v && i < v->n_defs; i++) {
		const struct inlint_ppdef *d = &v->defs[i];

		if (d->line <= line && line <= d->name_line &&
		    !strcmp(d->name, name))
			return d;
	}
	return NULL;
}

void inlint_ppview_destroy(struct inlint_ppview *v)
{
	if (!v)
		return;
	for (size_t i = 0; i < v->n_defs; i++)
		free(v->defs[i].name);
	free(v->defs);
	inlint_ppmacros_release(&v->macros);
	free(v);
}
