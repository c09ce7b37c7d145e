/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppview.c - preprocessed text read line by line: line markers say which
 * file and line a line comes from, -dD's #define and #undef feed the
 * macros, and the top-level declarations are followed token by token to
 * tell a function definition (NAME(...) then '{') from the rest. */
#include "ppview.h"

#include "array.h"
#include "asm_constraint.h"
#include "def_scan.h"
#include "ppbody.h"
#include "ppcycle.h"
#include "pptok.h"
#include "required_why.h"
#include "xalloc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WORD_MAX INLINT_PPBODY_WORD

/* An attribute whose argument tells: section, no_sanitize. */
enum attr_arg { ARG_NONE, ARG_SECTION, ARG_NO_SANITIZE };

/* The top-level declaration being read. */
struct decl {
	bool any; /* a token seen */
	bool in_main, name_in_main;
	unsigned line, name_line;
	char last[WORD_MAX]; /* the last identifier outside attributes */
	char name[WORD_MAX]; /* set at the first '(' after an identifier */
	unsigned annots, n_always, n_noinline;
	bool is_static, has_eq, after_rparen, attr_next, no_instrument, weak;
	int paren, attr;      /* depths; attr > 0 inside __attribute__((...)) */
	enum attr_arg arg;    /* the attribute whose argument is read */
	char param[WORD_MAX]; /* the last identifier of the parameter read */
	struct inlint_ppbody body; /* its parameters, then its body's */
};

struct parse {
	struct inlint_ppview *v;
	char *main_file; /* as the first line marker spells it */
	bool in_main;
	unsigned line;
	int braces;   /* > 0 inside braces, skipped */
	bool fn_body; /* those braces are a function's body */
	bool own;     /* that function is one of v->defs, the last */
	struct decl d;
	const char *letters; /* immediate constraints, by predefined macros */
	struct inlint_ppasm_set asm_fns;
	char **asserted; /* what compile-time assertions test, any body's */
	size_t n_asserted, cap_asserted;
	char **declared_noinline; /* names a prototype declares noinline */
	size_t n_declared_noinline, cap_declared_noinline;
};

static void reset(struct parse *p)
{
	inlint_ppbody_release(&p->d.body);
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

	p->own = d->name_in_main;
	if (!p->own) {
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
		.no_instrument = d->no_instrument,
		.weak = d->weak,
	};
	p->d.body.want_calls = true;
}

/* The attributes of noinstr that the plugin sees as instrumentation
 * exempt (pass/views/callgraph.c no_instrument): the section's and
 * no_sanitize's arguments are read on. */
static void exempt_word(struct decl *d, const struct inlint_pptok *t)
{
	static const char *const exempt[] = {
		"no_profile_instrument_function",
		"__no_profile_instrument_function__",
		"no_sanitize_coverage",
		"__no_sanitize_coverage__",
		"disable_sanitizer_instrumentation",
		"__disable_sanitizer_instrumentation__",
		NULL};

	d->no_instrument |= inlint_pptok_in(t, exempt);
	d->weak |= inlint_pptok_is(t, "weak") || inlint_pptok_is(t, "__weak__");
	if (inlint_pptok_is(t, "section") || inlint_pptok_is(t, "__section__"))
		d->arg = ARG_SECTION;
	else if (inlint_pptok_is(t, "no_sanitize") ||
		 inlint_pptok_is(t, "__no_sanitize__"))
		d->arg = ARG_NO_SANITIZE;
	else
		d->arg = ARG_NONE;
}

static bool literal_is(const struct inlint_pptok *t, const char *w)
{
	return strlen(w) == t->len && !memcmp(t->at, w, t->len);
}

/* A literal argument of the attribute d->arg. */
static void attribute_literal(struct decl *d, const struct inlint_pptok *t)
{
	if (d->arg == ARG_SECTION)
		d->no_instrument |= literal_is(t, "\".noinstr.text\"");
	else if (d->arg == ARG_NO_SANITIZE)
		d->no_instrument |= literal_is(t, "\"coverage\"");
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
	} else {
		exempt_word(d, t);
	}
}

/* Words before a '(' that never name a function. */
static bool never_a_name(const struct inlint_pptok *t)
{
	static const char *const words[] = {
		"typeof",	  "__typeof__", "__typeof", "_Alignas",
		"_Static_assert", "asm",	"__asm__",  "__asm",
		"sizeof",	  "_Atomic",	NULL};

	return inlint_pptok_in(t, words);
}

/* Words of a parameter's type that are no parameter's name ("void",
 * "int" of a parameter left unnamed). */
static bool type_word(const struct inlint_pptok *t)
{
	static const char *const words[] = {
		"void",	    "char",	  "short",  "int",	"long",
		"float",    "double",	  "signed", "unsigned", "_Bool",
		"const",    "volatile",	  "struct", "union",	"enum",
		"restrict", "__restrict", NULL};

	return inlint_pptok_in(t, words);
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
	} else if (d->paren == 1 && d->name[0] && !type_word(t)) {
		copy_word(d->param, t);
	}
}

/* A function's declaration ends without a body: a prototype that says
 * noinline (a header's `void __fix_address f(...);`) makes it noinline
 * wherever it is defined. */
static void end_declaration(struct parse *p)
{
	const struct decl *d = &p->d;

	if (d->name[0] && !d->has_eq && (d->annots & INLINT_ANNOT_NOINLINE)) {
		p->declared_noinline = inlint_array_grow(
			p->declared_noinline, &p->cap_declared_noinline,
			p->n_declared_noinline + 1,
			sizeof(*p->declared_noinline));
		p->declared_noinline[p->n_declared_noinline++] =
			inlint_strdup(d->name);
	}
	reset(p);
}

/* '{' at the top level: a function's body, or a struct's or an
 * initializer's braces, after which the declaration goes on. */
static void open_brace(struct parse *p)
{
	struct decl *d = &p->d;

	p->braces = 1;
	p->fn_body = d->name[0] && !d->has_eq && d->after_rparen && !d->paren;
	if (!p->fn_body)
		return;
	add_def(p);
	d->body.asm.letters = p->letters;
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
	if ((c == ',' || c == ')') && d->paren == 1 && d->param[0]) {
		inlint_ppbody_param(&d->body, d->param, strlen(d->param));
		d->param[0] = '\0';
	}
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
		end_declaration(p);
	else if (c == '}')
		reset(p);
}

/* The end of a definition's body: its asm's immediates to the set, and
 * for an own one, what it showed to its definition, and its calls from
 * noinstr code to the view. */
static void end_body(struct parse *p)
{
	struct inlint_ppview *v = p->v;
	struct inlint_ppbody *b = &p->d.body;

	inlint_ppasm_set_take(&p->asm_fns, p->d.name, &b->asm);
	for (size_t i = 0; i < b->n_asserted; i++) {
		p->asserted = inlint_array_grow(p->asserted, &p->cap_asserted,
						p->n_asserted + 1,
						sizeof(*p->asserted));
		p->asserted[p->n_asserted++] = b->asserted[i];
	}
	b->n_asserted = 0;
	if (!p->own)
		return;
	v->defs[v->n_defs - 1].constant_p = b->constant_p;
	v->defs[v->n_defs - 1].va_start = b->va_start;
	v->defs[v->n_defs - 1].va_copy = b->va_copy;
	v->defs[v->n_defs - 1].constant_stub = b->stub == 2;
	for (size_t i = 0; i < b->n_calls; i++) {
		v->calls = inlint_array_grow(v->calls, &v->cap_calls,
					     v->n_calls + 1, sizeof(*v->calls));
		v->calls[v->n_calls++] =
			(struct inlint_ppcall){b->calls[i], v->n_defs - 1};
	}
	b->n_calls = 0;
}

/* Inside braces: their nesting, and a function's body read. */
static void in_braces(struct parse *p, const struct inlint_pptok *t)
{
	if (t->kind == INLINT_PPTOK_PUNCT)
		p->braces += (*t->at == '{') - (*t->at == '}');
	if (p->braces && p->fn_body)
		inlint_ppbody_token(&p->d.body, t);
	if (p->braces || t->kind != INLINT_PPTOK_PUNCT)
		return;
	if (p->fn_body) {
		end_body(p);
		reset(p);
	} else {
		p->d.after_rparen = false;
	}
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
	else if (p->d.attr == 3 && t->kind == INLINT_PPTOK_LITERAL)
		attribute_literal(&p->d, t);
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

/* The target, from the compiler's predefined macros, which come first;
 * another keeps GCC's generic immediates. */
static void target_macro(struct parse *p, const struct inlint_pptok *t)
{
	if (inlint_pptok_is(t, "__x86_64__") || inlint_pptok_is(t, "__i386__"))
		p->letters = inlint_asm_immediate_letters("x86_64");
	else if (inlint_pptok_is(t, "__aarch64__"))
		p->letters = inlint_asm_immediate_letters("aarch64");
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
	if (define)
		target_macro(p, &t);
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

static bool named_in(char *const *names, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

static void free_names(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* The calls are in their callers' order (end_body). */
static void mark_recursive(struct inlint_ppview *v)
{
	size_t *first = inlint_xcalloc(v->n_defs + 1, sizeof(*first));
	size_t *to = inlint_xcalloc(v->n_calls + 1, sizeof(*to));
	bool *cycle;

	for (size_t i = 0; i < v->n_calls; i++) {
		const struct inlint_ppdef *d =
			inlint_ppview_find_named(v, v->calls[i].callee);

		first[v->calls[i].caller + 1]++;
		to[i] = d ? (size_t)(d - v->defs) : INLINT_PPCYCLE_NONE;
	}
	for (size_t d = 0; d < v->n_defs; d++)
		first[d + 1] += first[d];
	cycle = inlint_ppcycle_find(v->n_defs, first, to);
	for (size_t d = 0; d < v->n_defs; d++)
		v->defs[d].recursive = cycle[d];
	free(cycle);
	free(first);
	free(to);
}

struct inlint_ppview *inlint_ppview_create(const char *text, size_t len)
{
	struct inlint_ppview *v = inlint_xcalloc(1, sizeof(*v));
	struct parse p = {.v = v,
			  .line = 1,
			  .letters = inlint_asm_immediate_letters(NULL)};
	const char *end = text + len;

	inlint_ppasm_set_init(&p.asm_fns);
	while (text < end) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		const char *eol = nl ? nl : end;

		line(&p, text, eol);
		text = nl ? nl + 1 : end;
	}
	free(p.main_file);
	inlint_ppbody_release(&p.d.body);
	inlint_ppasm_set_spread(&p.asm_fns);
	for (size_t i = 0; i < v->n_defs; i++) {
		v->defs[i].asm_immediate =
			inlint_ppasm_set_has(&p.asm_fns, v->defs[i].name);
		v->defs[i].asserted =
			named_in(p.asserted, p.n_asserted, v->defs[i].name);
		v->defs[i].declared_noinline =
			named_in(p.declared_noinline, p.n_declared_noinline,
				 v->defs[i].name);
	}
	inlint_ppasm_set_release(&p.asm_fns);
	free_names(p.asserted, p.n_asserted);
	free_names(p.declared_noinline, p.n_declared_noinline);
	mark_recursive(v);
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

/* The first no_instrument definition that calls d, or NULL. */
static const struct inlint_ppdef *noinstr_caller(const struct inlint_ppview *v,
						 const struct inlint_ppdef *d)
{
	for (size_t i = 0; i < v->n_calls; i++)
		if (v->defs[v->calls[i].caller].no_instrument &&
		    !strcmp(v->calls[i].callee, d->name))
			return &v->defs[v->calls[i].caller];
	return NULL;
}

const struct inlint_ppdef *
inlint_ppview_find_named(const struct inlint_ppview *v, const char *name)
{
	for (size_t i = 0; v && i < v->n_defs; i++)
		if (!strcmp(v->defs[i].name, name))
			return &v->defs[i];
	return NULL;
}

const char *inlint_ppview_required(const struct inlint_ppview *v,
				   const struct inlint_ppdef *d, unsigned attr,
				   char *buf, size_t len)
{
	const struct inlint_ppdef *caller;

	if (d->no_instrument && (attr & INLINT_ANNOT_NOINLINE))
		return INLINT_WHY_NOINSTR_NOINLINE;
	if (!(attr & INLINT_ANNOT_ALWAYS_INLINE))
		return NULL;
	if (d->constant_p)
		return INLINT_WHY_ALWAYS_INLINE INLINT_WHY_CONSTANT_P;
	if (d->asm_immediate)
		return INLINT_WHY_ALWAYS_INLINE INLINT_WHY_ASM_IMMEDIATE;
	if (d->asserted)
		return INLINT_WHY_ALWAYS_INLINE INLINT_WHY_ASSERTED;
	if (d->no_instrument)
		return INLINT_WHY_ALWAYS_INLINE INLINT_WHY_NO_INSTRUMENT;
	caller = noinstr_caller(v, d);
	if (!caller)
		return NULL;
	snprintf(buf, len, INLINT_WHY_ALWAYS_INLINE INLINT_WHY_NOINSTR_CALLER,
		 caller->name);
	return buf;
}

void inlint_ppview_destroy(struct inlint_ppview *v)
{
	if (!v)
		return;
	for (size_t i = 0; i < v->n_defs; i++)
		free(v->defs[i].name);
	free(v->defs);
	for (size_t i = 0; i < v->n_calls; i++)
		free(v->calls[i].callee);
	free(v->calls);
	inlint_ppmacros_release(&v->macros);
	free(v);
}
