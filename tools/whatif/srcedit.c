/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* srcedit.c - finds a function's declarations line by line (def_scan.h),
 * blanks out annotation words in place (columns and lines unchanged) and
 * inserts the new annotation on the definition's first line. */
#include "srcedit.h"

#include "array.h"
#include "def_scan.h"
#include "ppview.h"
#include "required_why.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FORCING                                                                \
	(INLINT_ANNOT_ALWAYS_INLINE | INLINT_ANNOT_NOINLINE |                  \
	 INLINT_ANNOT_NOINLINE_FOR_STACK)

/* One change: len bytes at off blanked out, or text inserted there, or
 * (both) replaced by it. */
struct op {
	size_t off, len;
	const char *text;
	char *own; /* text, when the op owns it */
};

struct ops {
	struct op *v;
	size_t n, cap;
};

static void add_op(struct ops *o, size_t off, size_t len, const char *text)
{
	o->v = inlint_array_grow(o->v, &o->cap, o->n + 1, sizeof(*o->v));
	o->v[o->n++] = (struct op){off, len, text, NULL};
}

static void release_ops(struct ops *o)
{
	for (size_t i = 0; i < o->n; i++)
		free(o->v[i].own);
	free(o->v);
	memset(o, 0, sizeof(*o));
}

/* The scan of one declaration, with the words it will blank out or
 * replace, and how many forcing attributes they spell. */
struct decl {
	const char *base; /* the text scanned, lines NUL-ended */
	unsigned strip;	  /* annotations to blank out */
	struct ops *ops;
	const struct inlint_ppview *view; /* its macros, or NULL */
	struct inlint_ppstrip spelled;
};

/* In place of an inline word blanked out, or of the kernel's
 * __always_inline that holds one: inline kept a static function that a
 * configuration leaves unused quiet (the kernel's inline is
 * __maybe_unused), and -Wunused-function is an error under -Werror. */
#define UNUSED "__attribute__((__unused__))"

static bool holds_inline(const char *at, size_t len, enum inlint_annot a)
{
	static const char always[] = "__always_inline";

	return a == INLINT_ANNOT_INLINE ||
	       (a == INLINT_ANNOT_ALWAYS_INLINE && len == sizeof(always) - 1 &&
		!memcmp(at, always, len));
}

static void on_annot(void *ctx, const char *at, size_t len, enum inlint_annot a)
{
	struct decl *d = ctx;

	d->spelled.n_always += a == INLINT_ANNOT_ALWAYS_INLINE;
	d->spelled.n_noinline += a == INLINT_ANNOT_NOINLINE ||
				 a == INLINT_ANNOT_NOINLINE_FOR_STACK;
	if (d->strip & a)
		add_op(d->ops, (size_t)(at - d->base), len,
		       holds_inline(at, len, a) ? UNUSED : NULL);
}

/* A macro that expands to a forcing attribute (__ref, __fastpath_inline)
 * is replaced by its expansion without what the edit strips. */
static void on_word(void *ctx, const char *at, size_t len)
{
	struct decl *d = ctx;
	struct inlint_ppstrip took;
	char *text;

	if (!d->view)
		return;
	text = inlint_ppmacros_strip(&d->view->macros, at, len, FORCING, &took);
	free(text);
	if (!text)
		return;
	d->spelled.n_always += took.n_always;
	d->spelled.n_noinline += took.n_noinline;
	text = inlint_ppmacros_strip(&d->view->macros, at, len, d->strip,
				     &took);
	if (!took.n_always && !took.n_noinline &&
	    !(d->strip & INLINT_ANNOT_INLINE)) {
		free(text);
		return;
	}
	if (took.n_inline) {
		char *with = inlint_strcat3(text, *text ? " " : "", UNUSED);

		free(text);
		text = with;
	}
	add_op(d->ops, (size_t)(at - d->base), len, text);
	d->ops->v[d->ops->n - 1].own = text;
}

/* Whether the declaration whose name's '(' ends at off is a definition:
 * a '{' comes before a ';' outside parentheses. */
static bool is_definition(const char *text, size_t len, size_t off)
{
	int depth = 1;

	for (; off < len; off++) {
		char c = text[off];

		if (c == '(')
			depth++;
		else if (c == ')')
			depth--;
		else if (!depth && (c == ';' || c == '{'))
			return c == '{';
	}
	return false;
}

/* What the edit adds on a definition, and what it blanks out. */
static const char *added(enum inlint_action a, bool is_static)
{
	if (a == INLINT_ACTION_NOINLINE)
		return "__attribute__((__noinline__)) ";
	if (a == INLINT_ACTION_INLINE)
		return "inline ";
	/* GCC wants an always_inline function declared inline: else "might
	 * not be inlinable", an error under the kernel's -Werror. An extern
	 * one keeps its external definition by gnu_inline, which C99's
	 * rules for an inline definition would not emit. */
	if (a == INLINT_ACTION_ALWAYS_INLINE)
		return is_static ? "inline __attribute__((__always_inline__)) "
				 : "inline __attribute__((__gnu_inline__, "
				   "__always_inline__)) ";
	return NULL;
}

static unsigned stripped(enum inlint_action a)
{
	switch (a) {
	case INLINT_ACTION_NOINLINE:
		/* The kernel's inline is gnu_inline, which GCC will not have
		 * with noinline (an error under -Werror): static inline
		 * becomes static noinline, as a kernel patch writes it. */
		return INLINT_ANNOT_ALWAYS_INLINE | INLINT_ANNOT_INLINE;
	case INLINT_ACTION_ALWAYS_INLINE:
		return INLINT_ANNOT_NOINLINE | INLINT_ANNOT_NOINLINE_FOR_STACK;
	case INLINT_ACTION_PLAIN:
		return FORCING | INLINT_ANNOT_INLINE;
	case INLINT_ACTION_INLINE:
		return 0;
	default:
		return FORCING;
	}
}

static bool starts_word(const char *t, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(t, w, n) && (t[n] == ' ' || t[n] == '\t');
}

/* Scans the first lines of the declaration that may start at line offset
 * off of lines (NUL for each newline). */
static void scan_at(const char *lines, size_t len, size_t off,
		    struct inlint_def_scan *s)
{
	for (size_t k = 0; off < len && !s->done && k <= INLINT_SIGNATURE_LINES;
	     k++) {
		inlint_def_scan_text(s, lines + off);
		off += strlen(lines + off) + 1;
	}
}

/* Scans the declaration that may start at line offset off of lines (a
 * copy of text with NUL for each newline); returns whether it is e's
 * function, its blanks and replacements in mine. */
static bool scan_decl(const char *lines, size_t len, size_t off,
		      const struct inlint_srcedit *e,
		      const struct inlint_ppview *view, struct ops *mine,
		      size_t *end)
{
	struct decl d = {lines, stripped(e->action), mine, view, {0, 0, 0}};
	struct inlint_def_scan s = {
		.on_annot = on_annot, .on_word = on_word, .ctx = &d};
	bool match;

	scan_at(lines, len, off, &s);
	match = s.found && !strcmp(s.name, e->function);
	if (match)
		*end = (size_t)(s.end - lines);
	free(s.name);
	return match;
}

/* Moves the ops of from to to. */
static void take_ops(struct ops *to, struct ops *from)
{
	for (size_t i = 0; i < from->n; i++) {
		add_op(to, from->v[i].off, from->v[i].len, from->v[i].text);
		to->v[to->n - 1].own = from->v[i].own;
	}
	free(from->v);
	memset(from, 0, sizeof(*from));
}

/* The line offset past the one at off. */
static size_t next_line(const char *lines, size_t off)
{
	return off + strlen(lines + off) + 1;
}

/* Adds e's changes to ops; returns how many definitions it found. A
 * definition the preprocessor drops (view) is left as it is. */
static size_t plan(const char *text, const char *lines, size_t len,
		   const struct inlint_srcedit *e,
		   const struct inlint_ppview *view, struct ops *ops)
{
	size_t defs = 0, end;
	unsigned line = 1;

	for (size_t off = 0; off < len; off = next_line(lines, off), line++) {
		struct ops mine = {0};
		bool is_static, is_def, dead;
		const char *add;

		if (!inlint_def_may_start(lines + off) ||
		    !scan_decl(lines, len, off, e, view, &mine, &end)) {
			release_ops(&mine);
			continue;
		}
		is_static = starts_word(lines + off, "static");
		add = added(e->action, is_static);
		is_def = is_definition(text, len, end);
		/* A definition the preprocessor drops is left as it is. */
		dead = is_def && view &&
		       !inlint_ppview_find(view, e->function, line);
		if (dead)
			release_ops(&mine);
		else
			take_ops(ops, &mine);
		if (is_def && !dead && ++defs && add)
			add_op(ops, off + (is_static ? 7 : 0), 0, add);
		/* The name's line may start a declaration too: go on after
		 * it. */
		while (next_line(lines, off) <= end) {
			off = next_line(lines, off);
			line++;
		}
	}
	return defs;
}

static int by_offset(const void *a, const void *b)
{
	const struct op *x = a, *y = b;

	/* At one offset, an insertion goes before the word blanked or
	 * replaced there. */
	if (x->off == y->off)
		return (x->len != 0) - (y->len != 0);
	return x->off < y->off ? -1 : 1;
}

/* text with ops made, in order of offset. */
static char *make(const char *text, size_t len, struct ops *ops,
		  size_t *out_len)
{
	size_t n = len + 1, at = 0, o = 0;
	char *out;

	for (size_t i = 0; i < ops->n; i++)
		n += ops->v[i].text ? strlen(ops->v[i].text) : 0;
	out = inlint_xmalloc(n);
	inlint_array_sort(ops->v, ops->n, sizeof(*ops->v), by_offset);
	for (size_t i = 0; i < ops->n; i++) {
		const struct op *p = &ops->v[i];

		if (p->off < at)
			continue; /* a word two edits blank out */
		memcpy(out + o, text + at, p->off - at);
		o += p->off - at;
		at = p->off;
		if (p->text) {
			memcpy(out + o, p->text, strlen(p->text));
			o += strlen(p->text);
			at += p->len;
			continue;
		}
		memset(out + o, ' ', p->len);
		o += p->len;
		at += p->len;
	}
	memcpy(out + o, text + at, len - at);
	o += len - at;
	out[o] = '\0';
	*out_len = o;
	return out;
}

/* lines: a copy of text (len bytes) with NUL for each newline. */
static char *split_lines(const char *text, size_t len)
{
	char *lines = inlint_xmalloc(len + 1);

	memcpy(lines, text, len);
	lines[len] = '\0';
	for (size_t i = 0; i < len; i++)
		if (lines[i] == '\n')
			lines[i] = '\0';
	return lines;
}

static void add_def(struct inlint_srcdefs *out, struct inlint_def_scan *s,
		    unsigned line, bool is_static)
{
	out->v = inlint_array_grow(out->v, &out->cap, out->n + 1,
				   sizeof(*out->v));
	out->v[out->n++] =
		(struct inlint_srcdef){s->name, line, s->annots, is_static};
	s->name = NULL;
}

/* The definition of s at line as the preprocessor leaves it: dropped
 * (false), or with its annotations after expansion, less a forcing one
 * spelled otherwise than the edit can strip (by a function-like macro
 * such as noinstr): as many spellings found as attributes. */
static bool live(const struct inlint_ppview *view, struct inlint_def_scan *s,
		 const struct decl *d, unsigned line, bool *is_static)
{
	const struct inlint_ppdef *pp = inlint_ppview_find(view, s->name, line);

	if (!pp)
		return false;
	s->annots = pp->annots;
	if (d->spelled.n_always != pp->n_always)
		s->annots &= ~(unsigned)INLINT_ANNOT_ALWAYS_INLINE;
	if (d->spelled.n_noinline != pp->n_noinline)
		s->annots &= ~(unsigned)INLINT_ANNOT_NOINLINE;
	*is_static = pp->is_static;
	return true;
}

void inlint_srcedit_definitions(const char *text, size_t len,
				const struct inlint_ppview *view,
				struct inlint_srcdefs *out)
{
	char *lines = split_lines(text, len);
	unsigned line = 1;

	for (size_t off = 0; off < len; off = next_line(lines, off), line++) {
		struct ops none = {0};
		struct decl d = {lines, 0, &none, view, {0, 0, 0}};
		struct inlint_def_scan s = {
			.on_annot = on_annot, .on_word = on_word, .ctx = &d};
		size_t end;
		bool is_static;

		if (!inlint_def_may_start(lines + off))
			continue;
		scan_at(lines, len, off, &s);
		end = s.found ? (size_t)(s.end - lines) : 0;
		is_static = starts_word(lines + off, "static");
		if (s.found && is_definition(text, len, end) &&
		    (!view || live(view, &s, &d, line, &is_static)))
			add_def(out, &s, line, is_static);
		free(s.name);
		release_ops(&none);
		while (s.found && next_line(lines, off) <= end) {
			off = next_line(lines, off);
			line++;
		}
	}
	free(lines);
}

void inlint_srcdefs_release(struct inlint_srcdefs *d)
{
	for (size_t i = 0; i < d->n; i++)
		free(d->v[i].name);
	free(d->v);
	memset(d, 0, sizeof(*d));
}

char *inlint_srcedit_apply(const char *text, size_t len, const char *file,
			   const struct inlint_ppview *view,
			   const struct inlint_srcedit *e, size_t n,
			   size_t *out_len, char *err, size_t errlen)
{
	char *lines = split_lines(text, len), *out = NULL;
	struct ops ops = {0};

	for (size_t i = 0; i < n; i++)
		if (!plan(text, lines, len, &e[i], view, &ops)) {
			snprintf(err, errlen, "%s: no definition of %s", file,
				 e[i].function);
			goto out;
		}
	out = make(text, len, &ops, out_len);
out:
	release_ops(&ops);
	free(lines);
	return out;
}

const char *inlint_srcedit_refusal(const struct inlint_ppview *view,
				   const struct inlint_srcedit *e)
{
	const struct inlint_ppdef *d =
		inlint_ppview_find_named(view, e->function);
	bool strips = e->action == INLINT_ACTION_NONE ||
		      e->action == INLINT_ACTION_PLAIN;

	if (!d)
		return NULL;
	if (e->action == INLINT_ACTION_ALWAYS_INLINE)
		return d->va_start	      ? INLINT_NEVER_VARIADIC
		       : d->va_copy	      ? INLINT_NEVER_VA_COPY
		       : d->weak	      ? INLINT_NEVER_WEAK
		       : d->declared_noinline ? INLINT_NEVER_DECLARED_NOINLINE
		       : d->recursive	      ? INLINT_NEVER_CYCLE
					      : NULL;
	if (e->action == INLINT_ACTION_NOINLINE && d->constant_stub)
		return INLINT_NEVER_OUT_OF_LINE_STUB;
	/* Out of line, such asm does not compile, nor such an assertion,
	 * forced or not. */
	if (e->action != INLINT_ACTION_NOINLINE &&
	    !(strips && (d->annots & INLINT_ANNOT_ALWAYS_INLINE)))
		return NULL;
	if (d->asm_immediate)
		return INLINT_WHY_ALWAYS_INLINE INLINT_WHY_ASM_IMMEDIATE;
	if (d->asserted)
		return INLINT_WHY_ALWAYS_INLINE INLINT_WHY_ASSERTED;
	return NULL;
}
