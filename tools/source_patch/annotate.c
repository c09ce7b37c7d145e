/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annotate.c - edits the specifiers before a function's name the way kernel
 * patches do: annotation after static, parameters re-aligned to the paren. */
#include "annotate.h"

#include "array.h"
#include "xalloc.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_COLUMNS 80
/* A parameter list longer than this is not a signature we understand. */
#define MAX_SIGNATURE_LINES 32
#define MAX_TOKS	    32

enum tok_kind {
	TOK_FORCE,    /* __always_inline, __attribute__((always_inline)) */
	TOK_INLINE,   /* inline, __inline, __inline__ */
	TOK_NOINLINE, /* noinline, __noinline, __attribute__((noinline)) */
	TOK_NOINLINE_STACK, /* noinline_for_stack: about stack use, kept */
	TOK_STORAGE,	    /* static, extern: annotations go after it */
	TOK_OTHER,
};

struct tok {
	size_t start, end;
	enum tok_kind kind;
};

/* The specifiers before a function's name, e.g. "static struct page *". */
struct spec {
	char *text;
	struct tok toks[MAX_TOKS];
	size_t n;
};

/* Lines being built for an edit. */
struct lines {
	char **v;
	size_t n, cap;
};

static int say(char *msg, size_t msglen, int ret, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int say(char *msg, size_t msglen, int ret, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, msglen, fmt, ap);
	va_end(ap);
	return ret;
}

static bool is_ident(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static bool word_is(const char *s, size_t n, const char *word)
{
	return strlen(word) == n && memcmp(s, word, n) == 0;
}

static enum tok_kind classify_word(const char *s, size_t n)
{
	static const struct {
		const char *word;
		enum tok_kind kind;
	} words[] = {
		{"__always_inline", TOK_FORCE},
		{"inline", TOK_INLINE},
		{"__inline", TOK_INLINE},
		{"__inline__", TOK_INLINE},
		{"noinline", TOK_NOINLINE},
		{"__noinline", TOK_NOINLINE},
		{"noinline_for_stack", TOK_NOINLINE_STACK},
		{"static", TOK_STORAGE},
		{"extern", TOK_STORAGE},
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (word_is(s, n, words[i].word))
			return words[i].kind;
	return TOK_OTHER;
}

static enum tok_kind classify_attribute(const char *s, size_t n)
{
	char *attr = inlint_strndup(s, n);
	enum tok_kind kind = TOK_OTHER;

	if (strstr(attr, "always_inline"))
		kind = TOK_FORCE;
	else if (strstr(attr, "noinline"))
		kind = TOK_NOINLINE;
	free(attr);
	return kind;
}

/* End of the parenthesised group opening at s[i]. */
static size_t skip_group(const char *s, size_t i, size_t len)
{
	int depth = 0;

	for (; i < len; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && --depth == 0)
			return i + 1;
	}
	return len;
}

/* An identifier; __attribute__((...)) is one token with its arguments. */
static size_t scan_word(const char *s, size_t i, size_t len,
			enum tok_kind *kind)
{
	size_t start = i, j;

	while (i < len && is_ident(s[i]))
		i++;
	*kind = classify_word(s + start, i - start);
	if (!word_is(s + start, i - start, "__attribute__") &&
	    !word_is(s + start, i - start, "__attribute"))
		return i;
	for (j = i; j < len && is_blank(s[j]); j++)
		;
	if (j == len || s[j] != '(')
		return i;
	i = skip_group(s, j, len);
	*kind = classify_attribute(s + start, i - start);
	return i;
}

static void tokenize(struct spec *sp)
{
	const char *s = sp->text;
	size_t len = strlen(s), i = 0;

	sp->n = 0;
	while (i < len && sp->n < MAX_TOKS) {
		struct tok *t = &sp->toks[sp->n];

		if (isspace((unsigned char)s[i])) {
			i++;
			continue;
		}
		t->start = i;
		t->kind = TOK_OTHER;
		if (is_ident(s[i]))
			i = scan_word(s, i, len, &t->kind);
		else
			i++;
		t->end = i;
		sp->n++;
	}
}

static int find(const struct spec *sp, enum tok_kind kind)
{
	for (size_t i = 0; i < sp->n; i++)
		if (sp->toks[i].kind == kind)
			return (int)i;
	return -1;
}

/* Replaces n_del bytes at at by ins, and re-reads the tokens. */
static void splice(struct spec *sp, size_t at, size_t n_del, const char *ins)
{
	size_t len = strlen(sp->text), n_ins = strlen(ins);
	char *s = inlint_xmalloc(len - n_del + n_ins + 1);

	memcpy(s, sp->text, at);
	memcpy(s + at, ins, n_ins);
	memcpy(s + at + n_ins, sp->text + at + n_del, len - at - n_del + 1);
	free(sp->text);
	sp->text = s;
	tokenize(sp);
}

static void replace_tok(struct spec *sp, int i, const char *with)
{
	splice(sp, sp->toks[i].start, sp->toks[i].end - sp->toks[i].start,
	       with);
}

/* Takes the blanks after the token too, or before it at the end. */
static void remove_tok(struct spec *sp, int i)
{
	const char *s = sp->text;
	size_t start = sp->toks[i].start, end = sp->toks[i].end;

	if (is_blank(s[end])) {
		while (is_blank(s[end]))
			end++;
	} else {
		while (start > 0 && is_blank(s[start - 1]))
			start--;
	}
	splice(sp, start, end - start, "");
}

static void remove_all(struct spec *sp, enum tok_kind kind)
{
	int i;

	while ((i = find(sp, kind)) >= 0)
		remove_tok(sp, i);
}

/* Kernel code writes "static __always_inline int f(": after the storage
 * class, else first. */
static void insert_word(struct spec *sp, const char *word)
{
	int i = find(sp, TOK_STORAGE);
	char buf[64];

	if (i < 0) {
		snprintf(buf, sizeof(buf), "%s ", word);
		splice(sp, 0, 0, buf);
		return;
	}
	snprintf(buf, sizeof(buf), " %s", word);
	splice(sp, sp->toks[i].end, 0, buf);
}

static int make_always_inline(struct spec *sp, bool gnu, char *msg,
			      size_t msglen)
{
	int i;

	if (find(sp, TOK_FORCE) >= 0)
		return say(msg, msglen, 0, "already always_inline");
	if (find(sp, TOK_NOINLINE_STACK) >= 0)
		return say(msg, msglen, -1,
			   "noinline_for_stack is about stack use; kept");
	remove_all(sp, TOK_NOINLINE);
	i = find(sp, TOK_INLINE);
	if (i < 0)
		insert_word(sp,
			    gnu ? "inline __attribute__((__always_inline__))"
				: "__always_inline");
	else if (gnu)
		splice(sp, sp->toks[i].end, 0,
		       " __attribute__((__always_inline__))");
	else
		replace_tok(sp, i, "__always_inline");
	return 0;
}

static int make_noinline(struct spec *sp, bool gnu, char *msg, size_t msglen)
{
	if (find(sp, TOK_NOINLINE) >= 0 || find(sp, TOK_NOINLINE_STACK) >= 0)
		return say(msg, msglen, 0, "already noinline");
	remove_all(sp, TOK_FORCE);
	remove_all(sp, TOK_INLINE);
	insert_word(sp, gnu ? "__attribute__((__noinline__))" : "noinline");
	return 0;
}

static int unforce(struct spec *sp, bool keep_inline, char *msg, size_t msglen)
{
	int i = find(sp, TOK_FORCE);

	if (i < 0)
		return say(msg, msglen, 0, "not always_inline");
	if (keep_inline && find(sp, TOK_INLINE) < 0)
		replace_tok(sp, i, "inline");
	remove_all(sp, TOK_FORCE);
	return 0;
}

static int drop_noinline(struct spec *sp, char *msg, size_t msglen)
{
	if (find(sp, TOK_NOINLINE_STACK) >= 0)
		return say(msg, msglen, -1,
			   "noinline_for_stack is about stack use; kept");
	if (find(sp, TOK_NOINLINE) < 0)
		return say(msg, msglen, 0, "no noinline to remove");
	remove_all(sp, TOK_NOINLINE);
	return 0;
}

/* Returns 1 when sp changed, 0 or -1 with msg set. */
static int change_spec(struct spec *sp, enum inlint_change change,
		       enum inlint_spelling spelling, char *msg, size_t msglen)
{
	bool gnu = spelling == INLINT_SPELLING_GNU;
	int ret;

	msg[0] = '\0';
	switch (change) {
	case INLINT_CHANGE_ALWAYS_INLINE:
		ret = make_always_inline(sp, gnu, msg, msglen);
		break;
	case INLINT_CHANGE_NOINLINE:
		ret = make_noinline(sp, gnu, msg, msglen);
		break;
	case INLINT_CHANGE_UNFORCE:
		ret = unforce(sp, true, msg, msglen);
		break;
	case INLINT_CHANGE_DROP_FORCE:
		ret = unforce(sp, false, msg, msglen);
		break;
	case INLINT_CHANGE_DROP_NOINLINE:
		ret = drop_noinline(sp, msg, msglen);
		break;
	default:
		return say(msg, msglen, 0, "no change advised");
	}
	return msg[0] ? ret : 1;
}

/* Finds "name (" with name a whole identifier; sets its offsets. */
static bool find_call_of(const char *text, const char *name, size_t *pos,
			 size_t *paren)
{
	size_t n = strlen(name);

	for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
		const char *q = p + n;

		if (p > text && is_ident(p[-1]))
			continue;
		while (is_blank(*q))
			q++;
		if (*q != '(')
			continue;
		*pos = p - text;
		*paren = q - text;
		return true;
	}
	return false;
}

/* The line of the ')' closing the '(' at paren; line itself if unsure. */
static size_t find_close(const struct inlint_src *src, size_t line,
			 size_t paren)
{
	int depth = 0;

	for (size_t l = line;
	     l < src->n_lines && l < line + MAX_SIGNATURE_LINES; l++) {
		for (const char *s = src->lines[l] + (l == line ? paren : 0);
		     *s; s++) {
			if (*s == '(')
				depth++;
			else if (*s == ')' && --depth == 0)
				return l;
		}
	}
	return line;
}

static void push(struct lines *ls, char *s)
{
	ls->v = inlint_array_grow(ls->v, &ls->cap, ls->n + 1, sizeof(*ls->v));
	ls->v[ls->n++] = s;
}

static void insert_at(struct lines *ls, size_t at, char *s)
{
	push(ls, s);
	memmove(&ls->v[at + 1], &ls->v[at], (ls->n - 1 - at) * sizeof(char *));
	ls->v[at] = s;
}

static char *concat3(const char *a, size_t na, const char *b, const char *c)
{
	size_t nb = strlen(b), nc = strlen(c);
	char *s = inlint_xmalloc(na + nb + nc + 1);

	memcpy(s, a, na);
	memcpy(s + na, b, nb);
	memcpy(s + na + nb, c, nc + 1);
	return s;
}

/* rest, indented to column col with tabs, then spaces. */
static char *indent_to(unsigned col, const char *rest)
{
	char lead[64];
	unsigned n = 0;

	while (col >= 8 && n < sizeof(lead) - 8) {
		lead[n++] = '\t';
		col -= 8;
	}
	while (col-- > 0 && n < sizeof(lead) - 1)
		lead[n++] = ' ';
	lead[n] = '\0';
	return concat3(lead, n, "", rest);
}

/* Breaks lines wider than 80 columns after a comma, continuing at col. */
static void wrap(struct lines *ls, unsigned col, size_t first_min)
{
	for (size_t i = 0; i < ls->n; i++) {
		char *s = ls->v[i];
		size_t j = i ? strspn(s, " \t") : first_min, cut = 0;

		if (inlint_src_width(s, strlen(s)) <= MAX_COLUMNS)
			continue;
		for (; s[j]; j++)
			if (s[j] == ',' && is_blank(s[j + 1]) &&
			    inlint_src_width(s, j + 1) <= MAX_COLUMNS)
				cut = j;
		if (!cut)
			continue;
		insert_at(ls, i + 1,
			  indent_to(col,
				    s + cut + 1 + strspn(s + cut + 1, " \t")));
		s[cut + 1] = '\0';
	}
}

static bool fits(const struct inlint_src *src, size_t from, size_t to)
{
	for (size_t l = from; l <= to; l++)
		if (inlint_src_width(src->lines[l], strlen(src->lines[l])) >
		    MAX_COLUMNS)
			return false;
	return true;
}

/* The parameter lines after the name's line: those aligned to the old
 * paren move with it; others (indented by a tab, say) stay. */
static void realign(const struct inlint_src *src, size_t name_line,
		    size_t close, unsigned old_col, unsigned new_col,
		    struct lines *ls, bool *aligned)
{
	*aligned = false;
	for (size_t l = name_line + 1; l <= close; l++) {
		const char *s = src->lines[l];
		size_t lead = strspn(s, " \t");

		if (inlint_src_width(s, lead) == old_col + 1) {
			*aligned = true;
			push(ls, indent_to(new_col + 1, s + lead));
		} else {
			push(ls, inlint_strdup(s));
		}
	}
}

/* Drops the lines an edit leaves as they were from both of its ends. */
static void trim_edit(const struct inlint_src *src, struct inlint_edit *e)
{
	while (e->n_old && e->n_new &&
	       strcmp(src->lines[e->first], e->new_lines[0]) == 0) {
		free(e->new_lines[0]);
		memmove(e->new_lines, e->new_lines + 1,
			--e->n_new * sizeof(char *));
		e->first++;
		e->n_old--;
	}
	while (e->n_old && e->n_new &&
	       strcmp(src->lines[e->first + e->n_old - 1],
		      e->new_lines[e->n_new - 1]) == 0) {
		free(e->new_lines[--e->n_new]);
		e->n_old--;
	}
}

/* Where the specifiers of a definition are: before the name on its line,
 * or the whole previous line (GNU style: "static int\nfoo(void)"). */
static int locate_spec(const struct inlint_src *src, size_t name_line,
		       size_t name_pos, size_t *spec_line, size_t *start,
		       size_t *end)
{
	const char *text = src->lines[name_line];

	*start = strspn(text, " \t");
	if (*start < name_pos) {
		*spec_line = name_line;
		*end = name_pos;
		return 0;
	}
	if (!name_line || !src->lines[name_line - 1][0])
		return -1;
	*spec_line = name_line - 1;
	text = src->lines[*spec_line];
	*start = strspn(text, " \t");
	*end = strlen(text);
	return 0;
}

/* The edited lines from the specifier line to the closing paren. */
static void build_lines(const struct inlint_src *src, size_t name_line,
			size_t paren, size_t spec_line, size_t start,
			size_t end, const char *spec, struct lines *ls,
			size_t *close)
{
	const char *text = src->lines[spec_line];
	char *first = concat3(text, start, spec, text + end);
	size_t new_paren = paren + strlen(spec) - (end - start);
	unsigned old_col, new_col;
	bool aligned;

	*close = spec_line;
	push(ls, first);
	if (spec_line != name_line)
		return;
	*close = find_close(src, name_line, paren);
	old_col = inlint_src_width(text, paren);
	new_col = inlint_src_width(first, new_paren);
	realign(src, name_line, *close, old_col, new_col, ls, &aligned);
	if (!fits(src, name_line, *close) || (*close != name_line && !aligned))
		return;
	wrap(ls, new_col + 1, new_paren);
}

int inlint_annotate_definition(const struct inlint_src *src, unsigned line,
			       const char *name, enum inlint_change change,
			       enum inlint_spelling spelling,
			       struct inlint_edit *edit, char *msg,
			       size_t msglen)
{
	struct spec sp = {0};
	struct lines ls = {0};
	size_t name_line = line - 1, pos, paren, spec_line, start, end, close;
	int ret;

	if (!line || line > src->n_lines)
		return say(msg, msglen, -1, "no line %u in the file", line);
	if (!find_call_of(src->lines[name_line], name, &pos, &paren))
		return say(msg, msglen, -1, "no definition of %s on this line",
			   name);
	if (locate_spec(src, name_line, pos, &spec_line, &start, &end) != 0)
		return say(msg, msglen, -1, "no specifiers before %s", name);
	sp.text = inlint_strndup(src->lines[spec_line] + start, end - start);
	tokenize(&sp);
	ret = change_spec(&sp, change, spelling, msg, msglen);
	if (ret != 1)
		goto out;
	build_lines(src, name_line, paren, spec_line, start, end, sp.text, &ls,
		    &close);
	*edit = (struct inlint_edit){spec_line, close - spec_line + 1, ls.v,
				     ls.n};
	trim_edit(src, edit);
out:
	free(sp.text);
	return ret;
}

/* A statement attribute covers every call in its statement: only put one
 * where the line starts a statement that is not a control statement. */
static bool starts_control(const char *s)
{
	static const char *const words[] = {"if", "while", "for",  "switch",
					    "do", "else",  "case", "default"};

	if (*s == '}' || *s == '{')
		return true;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		size_t n = strlen(words[i]);

		if (strncmp(s, words[i], n) == 0 && !is_ident(s[n]))
			return true;
	}
	return false;
}

static bool ends_else(const char *s, size_t n)
{
	return n >= 4 && memcmp(s + n - 4, "else", 4) == 0 &&
	       (n == 4 || !is_ident(s[n - 5]));
}

/* The previous non-blank line ends a statement, a block's start or end, a
 * control header ("if (x)", "else") or a comment. */
static bool starts_statement(const struct inlint_src *src, size_t line)
{
	for (size_t l = line; l-- > 0;) {
		const char *s = src->lines[l];
		size_t n = strlen(s);

		while (n && isspace((unsigned char)s[n - 1]))
			n--;
		if (!n)
			continue;
		return strchr(";{}):/", s[n - 1]) || ends_else(s, n);
	}
	return true;
}

int inlint_annotate_call(const struct inlint_src *src, unsigned line,
			 const char *callee, const char *attr,
			 struct inlint_edit *edit, char *msg, size_t msglen)
{
	const char *text;
	size_t pos, paren, lead, n;
	char **v;

	if (!line || line > src->n_lines)
		return say(msg, msglen, -1, "no line %u in the file", line);
	text = src->lines[line - 1];
	lead = strspn(text, " \t");
	if (!find_call_of(text, callee, &pos, &paren))
		return say(msg, msglen, -1, "no call of %s on this line",
			   callee);
	if (strncmp(text + lead, "[[", 2) == 0)
		return say(msg, msglen, 0, "already has a statement attribute");
	if (starts_control(text + lead) || !starts_statement(src, line - 1))
		return say(msg, msglen, -1,
			   "the call does not start a simple statement");
	v = inlint_xmalloc(sizeof(*v));
	n = strlen(text) + strlen(attr) + 2;
	v[0] = inlint_xmalloc(n);
	snprintf(v[0], n, "%.*s%s %s", (int)lead, text, attr, text + lead);
	*edit = (struct inlint_edit){line - 1, 1, v, 1};
	return 1;
}
