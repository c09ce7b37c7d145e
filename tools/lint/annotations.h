/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annotations.h - the inline annotations a patch adds to or removes from
 * function definitions: __always_inline, inline, noinline, __noinline,
 * noinline_for_stack, __cold and their __attribute__((...)) spellings. */
#ifndef INLINT_ANNOTATIONS_H
#define INLINT_ANNOTATIONS_H

#include "def_scan.h"
#include "patch.h"

#include <stdbool.h>

struct inlint_annot_change {
	char *function;
	const char *file; /* the new file's name (the old one if deleted) */
	unsigned line;	  /* in the new file */
	unsigned col;	  /* of an added annotation on that line, or 0 */
	/* What deleting an added word takes on that line: the word and the
	 * blanks after it (or the blank before it, at the line's end). */
	unsigned cut_col, cut_len;
	enum inlint_annot annot;
	/* as the patch writes it, e.g. "__always_inline" (static) */
	const char *spelling;
	bool added;
};

struct inlint_annot_changes {
	struct inlint_annot_change *v;
	size_t n, cap;
};

/* Appends every annotation added or removed on a definition line of p, in
 * patch order. */
void inlint_find_annotation_changes(const struct inlint_patch *p,
				    struct inlint_annot_changes *out);

void inlint_annot_changes_release(struct inlint_annot_changes *c);

/* Where deleting annotation a takes on text, one definition's line
 * (NUL-ended): as cut_col and cut_len of inlint_annot_change. Returns
 * false when the line does not write a, or writes it inside
 * __attribute__((...)), which may hold other attributes. */
bool inlint_annot_find_cut(const char *text, enum inlint_annot a,
			   unsigned *cut_col, unsigned *cut_len);

#endif
