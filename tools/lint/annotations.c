/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annotations.c - finds a definition's annotations on each side of a hunk
 * and compares the sides: a definition that is only re-wrapped (as in a
 * patch that changes the indentation of a multi-line signature) changes
 * nothing. Definitions start in column 0, as kernel style has them. */
#include "annotations.h"

#include "array.h"
#include "model.h"
#include "xalloc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Lines after the first one that may still hold the function's name. */
#define SIGNATURE_LINES 4

/* WORD and its __attribute__((WORD)) spelling, both as the patch may
 * write them; a change points at one of them. */
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

#define N_WORDS	 (sizeof(words) / sizeof(words[0]))
#define N_ANNOTS 5

/* One definition as one side of a hunk shows it. */
struct def {
	char *name;
	unsigned annots;
	const char *spelling[N_ANNOTS]; /* words[]'s word or attr */
	unsigned line;	   /* of the line the definition starts on */
	unsigned new_line; /* where that is in the new file */
};

struct scan {
	struct def d;
	int attr_depth; /* > 0 inside __attribute__((...)) */
	bool attr_next; /* __attribute__ seen, its '(' not yet */
	char last[128]; /* the last identifier outside attributes */
	bool done;	/* the name's '(' was found, or not a definition */
	bool found;
};

static unsigned bit_index(unsigned bit)
{
	unsigned i = 0;

	while (bit > 1u) {
		bit >>= 1;
		i++;
	}
	return i;
}

static void word(struct scan *s, const char *w, size_t n)
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
		k = bit_index(words[i].annot);
		s->d.annots |= words[i].annot;
		s->d.spelling[k] = in_attr ? words[i].attr : words[i].word;
		return;
	}
	if (!in_attr && n < sizeof(s->last)) {
		memcpy(s->last, w, n);
		s->last[n] = '\0';
	}
}

static void punct(struct scan *s, char c)
{
	if (c == '(' && (s->attr_next || s->attr_depth)) {
		s->attr_depth++;
		s->attr_next = false;
	} else if (c == ')' && s->attr_depth) {
		s->attr_depth--;
	} else if (c == '(' && s->last[0]) {
		s->d.name = inlint_strdup(s->last);
		s->found = true;
		s->done = true;
	} else if (c == ';' || c == '{' || c == '=' || c == '(') {
		s->done = true;
	}
}

static void scan_text(struct scan *s, const char *t)
{
	while (*t && !s->done) {
		if (isalpha((unsigned char)*t) || *t == '_') {
			const char *w = t;

			while (isalnum((unsigned char)*t) || *t == '_')
				t++;
			word(s, w, (size_t)(t - w));
			continue;
		}
		if (t[0] == '/' && (t[1] == '/' || t[1] == '*'))
			return;
		punct(s, *t++);
	}
}

/* A definition (or declaration) starts in column 0 with an identifier:
 * not a preprocessor line, a comment, a brace or a statement. */
static bool may_start_definition(const char *t)
{
	return isalpha((unsigned char)t[0]) || t[0] == '_';
}

static bool on_side(char kind, char side)
{
	return kind == ' ' || kind == side;
}

/* Scans the definition starting at line i of h as side ('+' or '-') shows
 * it. Returns true with d filled when it names a function. */
static bool scan_def(const struct inlint_patch_hunk *h, size_t i, char side,
		     struct def *d)
{
	struct scan s;
	size_t seen = 0;

	memset(&s, 0, sizeof(s));
	for (size_t k = i; k < h->n_lines && !s.done && seen <= SIGNATURE_LINES;
	     k++) {
		if (!on_side(h->lines[k].kind, side))
			continue;
		scan_text(&s, inlint_patch_line_text(h, k));
		seen++;
	}
	if (!s.found)
		return false;
	*d = s.d;
	d->line = side == '+' ? h->lines[i].new_line : h->lines[i].old_line;
	d->new_line = h->lines[i].new_line;
	return true;
}

/* A definition the hunk removes, and what the first added one of its
 * name (if any) has. */
struct old_def {
	struct def d;
	bool matched;
	unsigned new_annots, new_line; /* of that added one */
};

struct old_defs {
	struct old_def *v;
	size_t n, cap;
};

/* Whether line i of h starts a definition on side; then d is filled. */
static bool def_at(const struct inlint_patch_hunk *h, size_t i, char side,
		   struct def *d)
{
	return h->lines[i].kind == side &&
	       may_start_definition(inlint_patch_line_text(h, i)) &&
	       scan_def(h, i, side, d);
}

static void collect_old(const struct inlint_patch_hunk *h, struct old_defs *out)
{
	for (size_t i = 0; i < h->n_lines; i++) {
		struct def d;

		if (!def_at(h, i, '-', &d))
			continue;
		out->v = inlint_array_grow(out->v, &out->cap, out->n + 1,
					   sizeof(*out->v));
		out->v[out->n++] = (struct old_def){.d = d};
	}
}

/* The first removed definition of new's name, or NULL. The removed ones of
 * that name that met no added one before meet new, the first. */
static const struct def *meet(struct old_defs *old, const struct def *new)
{
	const struct def *first = NULL;

	for (size_t i = 0; i < old->n; i++) {
		struct old_def *o = &old->v[i];

		if (strcmp(o->d.name, new->name) != 0)
			continue;
		if (!first)
			first = &o->d;
		if (!o->matched)
			*o = (struct old_def){o->d, true, new->annots,
					      new->line};
	}
	return first;
}

static void add(struct inlint_annot_changes *out, const struct def *d,
		const char *file, unsigned line, unsigned k, bool added)
{
	struct inlint_annot_change *c;

	out->v = inlint_array_grow(out->v, &out->cap, out->n + 1,
				   sizeof(*out->v));
	c = &out->v[out->n++];
	c->function = inlint_strdup(d->name);
	c->file = file;
	c->line = line;
	c->annot = 1u << k;
	c->spelling = d->spelling[k];
	c->added = added;
}

static void add_new(struct inlint_annot_changes *out, const struct def *new,
		    const struct def *old, const char *file)
{
	unsigned added = new->annots & ~(old ? old->annots : 0);

	/* __always_inline is spelled "inline __attribute__((...))". */
	if (added & INLINT_ANNOT_ALWAYS_INLINE)
		added &= ~INLINT_ANNOT_INLINE;
	for (unsigned k = 0; k < N_ANNOTS; k++)
		if (added & (1u << k))
			add(out, new, file, new->line, k, true);
}

/* The kernel's __always_inline includes inline: trading one for the other
 * is one change, not two. */
static unsigned removed_bits(const struct old_def *o)
{
	unsigned now = o->matched ? o->new_annots : 0;
	unsigned gone = o->d.annots & ~now;

	if (now & ~o->d.annots & INLINT_ANNOT_ALWAYS_INLINE)
		gone &= ~INLINT_ANNOT_INLINE;
	return gone;
}

/* The added definitions are taken one at a time, not collected: a hunk
 * can add millions. */
static void compare(const struct inlint_patch_hunk *h,
		    struct inlint_annot_changes *out)
{
	const char *file = h->new_file ? h->new_file : h->old_file;
	struct old_defs old = {0};

	collect_old(h, &old);
	for (size_t i = 0; i < h->n_lines; i++) {
		struct def d;

		if (!def_at(h, i, '+', &d))
			continue;
		add_new(out, &d, meet(&old, &d), file);
		free(d.name);
	}
	for (size_t i = 0; i < old.n; i++) {
		const struct old_def *o = &old.v[i];
		unsigned gone = removed_bits(o);
		unsigned line = o->matched ? o->new_line : o->d.new_line;

		for (unsigned k = 0; k < N_ANNOTS; k++)
			if (gone & (1u << k))
				add(out, &o->d, file, line, k, false);
		free(o->d.name);
	}
	free(old.v);
}

void inlint_find_annotation_changes(const struct inlint_patch *p,
				    struct inlint_annot_changes *out)
{
	for (size_t i = 0; i < p->n_hunks; i++)
		compare(&p->hunks[i], out);
}

void inlint_annot_changes_release(struct inlint_annot_changes *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->v[i].function);
	free(c->v);
	c->v = NULL;
	c->n = c->cap = 0;
}
