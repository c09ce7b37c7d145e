/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* def_scan.h - the first lines of a C function definition read word by
 * word: its name and its inline annotations (kernel and attribute
 * spellings), and where each annotation word lies. lint reads patch lines
 * with it, the what-if engine the source it edits. */
#ifndef INLINT_DEF_SCAN_H
#define INLINT_DEF_SCAN_H

#include <stdbool.h>
#include <stddef.h>

enum inlint_annot {
	INLINT_ANNOT_ALWAYS_INLINE = 1u << 0,
	INLINT_ANNOT_INLINE = 1u << 1,
	INLINT_ANNOT_NOINLINE = 1u << 2,
	INLINT_ANNOT_NOINLINE_FOR_STACK = 1u << 3,
	INLINT_ANNOT_COLD = 1u << 4,
};

#define INLINT_N_ANNOTS 5

/* Lines after the first one that may still hold the function's name. */
#define INLINT_SIGNATURE_LINES 4

/* Called for each annotation word, at its place in the text scanned. */
typedef void (*inlint_def_annot_fn)(void *ctx, const char *at, size_t len,
				    enum inlint_annot annot);

/* Called for each other identifier before the name's '(', outside
 * attributes (the name too): a macro there may expand to an annotation. */
typedef void (*inlint_def_word_fn)(void *ctx, const char *at, size_t len);

/* A scan over one definition's lines, zeroed before the first. */
struct inlint_def_scan {
	char *name; /* the function's, once found (malloc'd) */
	unsigned annots;
	/* As written, e.g. "__always_inline" or "__attribute__((noinline))" */
	const char *spelling[INLINT_N_ANNOTS];
	int attr_depth;	 /* > 0 inside __attribute__((...)) */
	bool attr_next;	 /* __attribute__ seen, its '(' not yet */
	char last[128];	 /* the last identifier outside attributes */
	bool done;	 /* the name's '(' was found, or not a definition */
	bool found;	 /* name is set */
	const char *end; /* after found: just past the name's '(' */
	/* After the name's '(': its parameters skipped (depth), then what
	 * follows read for a later name, when the first was an attribute
	 * macro such as __realloc_size(2) before the type. */
	bool post;
	unsigned depth;
	bool pending;	     /* post_last seen, its next token not yet */
	bool seen_plain;     /* a type word or '*' since the parameters */
	char post_last[128]; /* the last identifier after them */
	inlint_def_annot_fn on_annot; /* or NULL */
	inlint_def_word_fn on_word;   /* or NULL */
	void *ctx;
};

/* Scans text (one line, no newline needed) on from where s stopped; a
 * comment ends the line's scan. */
void inlint_def_scan_text(struct inlint_def_scan *s, const char *text);

/* Whether a definition may start on line t: in column 0, with an
 * identifier (kernel style), not a preprocessor line, a comment, a brace
 * or a statement. */
bool inlint_def_may_start(const char *t);

/* The index of annotation bit a (0 for INLINT_ANNOT_ALWAYS_INLINE). */
unsigned inlint_annot_index(enum inlint_annot a);

#endif
