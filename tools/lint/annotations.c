/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annotations.c - finds a definition's annotations on each side of a hunk
 * and compares the sides: a definition that is only re-wrapped (as in a
 * patch that changes the indentation of a multi-line signature) changes
 * nothing. Definitions start in column 0, as kernel style has them. */
#include "annotations.h"

#include "array.h"
#include "model.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_ANNOTS INLINT_N_ANNOTS

/* One definition as one side of a hunk shows it. */
struct def {
	char *name;
	unsigned annots;
	const char *spelling[N_ANNOTS]; /* as the patch writes it */
	unsigned
		col[N_ANNOTS]; /* of the word on the first line, from 1, or 0 */
	unsigned cut_col[N_ANNOTS], cut_len[N_ANNOTS]; /* see annotations.h */
	unsigned line;	   /* of the line the definition starts on */
	unsigned new_line; /* where that is in the new file */
};

static bool on_side(char kind, char side)
{
	return kind == ' ' || kind == side;
}

/* The first line of a definition while it is scanned, and the columns of
 * the annotation words on it. */
struct first_line {
	const char *text; /* NULL once past it */
	unsigned col[N_ANNOTS];
	unsigned cut_col[N_ANNOTS], cut_len[N_ANNOTS];
};

static bool blank(char c)
{
	return c == ' ' || c == '\t';
}

/* What deleting the word at..at+len of text takes: it and the blanks
 * after it, or the blank before it at the line's end. */
static void cut_of(const char *text, const char *at, size_t len,
		   unsigned *cut_col, unsigned *cut_len)
{
	const char *cut = at;

	while (blank(at[len]))
		len++;
	/* "static __always_inline" at a line's end keeps no trailing blank. */
	if (!at[len] && cut > text && blank(cut[-1])) {
		cut--;
		len++;
	}
	*cut_col = (unsigned)(cut - text) + 1;
	*cut_len = (unsigned)len;
}

static void note_col(void *ctx, const char *at, size_t len,
		     enum inlint_annot annot)
{
	struct first_line *f = ctx;
	unsigned k = inlint_annot_index(annot);

	if (!f->text)
		return;
	f->col[k] = (unsigned)(at - f->text) + 1;
	cut_of(f->text, at, len, &f->cut_col[k], &f->cut_len[k]);
}

/* Scans the definition starting at line i of h as side ('+' or '-') shows
 * it. Returns true with d filled when it names a function. */
static bool scan_def(const struct inlint_patch_hunk *h, size_t i, char side,
		     struct def *d)
{
	struct inlint_def_scan s;
	struct first_line first = {0};
	size_t seen = 0;

	memset(&s, 0, sizeof(s));
	s.on_annot = note_col;
	s.ctx = &first;
	for (size_t k = i;
	     k < h->n_lines && !s.done && seen <= INLINT_SIGNATURE_LINES; k++) {
		if (!on_side(h->lines[k].kind, side))
			continue;
		first.text = seen ? NULL : inlint_patch_line_text(h, k);
		inlint_def_scan_text(&s, inlint_patch_line_text(h, k));
		seen++;
	}
	if (!s.found)
		return false;
	memset(d, 0, sizeof(*d));
	d->name = s.name;
	d->annots = s.annots;
	memcpy(d->spelling, s.spelling, sizeof(d->spelling));
	memcpy(d->col, first.col, sizeof(d->col));
	memcpy(d->cut_col, first.cut_col, sizeof(d->cut_col));
	memcpy(d->cut_len, first.cut_len, sizeof(d->cut_len));
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
	       inlint_def_may_start(inlint_patch_line_text(h, i)) &&
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
	/* A removed word's column is the old file's. */
	c->col = added ? d->col[k] : 0;
	c->cut_col = added ? d->cut_col[k] : 0;
	c->cut_len = added ? d->cut_len[k] : 0;
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

bool inlint_annot_find_cut(const char *text, enum inlint_annot a,
			   unsigned *cut_col, unsigned *cut_len)
{
	struct inlint_def_scan s;
	struct first_line first = {.text = text};
	unsigned k = inlint_annot_index(a);
	bool found;

	memset(&s, 0, sizeof(s));
	s.on_annot = note_col;
	s.ctx = &first;
	inlint_def_scan_text(&s, text);
	found = (s.annots & a) && first.cut_len[k] &&
		!strstr(s.spelling[k], "__attribute");
	free(s.name);
	if (found) {
		*cut_col = first.cut_col[k];
		*cut_len = first.cut_len[k];
	}
	return found;
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
