/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* srcedit.h - a decision made a source edit, for compilers that cannot
 * load the plugin: the annotation added to a function's definition
 * (kernel spellings) or stripped from its declarations, lines and line
 * numbers kept. */
#ifndef INLINT_SRCEDIT_H
#define INLINT_SRCEDIT_H

#include "model.h"
#include "ppview.h"

#include <stdbool.h>
#include <stddef.h>

struct inlint_srcedit {
	const char *function;
	enum inlint_action action; /* noinline, always_inline, none, plain */
};

/* text (len bytes) of the source file with every edit made, to each
 * definition of the function, after a leading static: noinline adds
 * __attribute__((__noinline__)) and blanks out the inline words (a kernel
 * patch's `static noinline` for `static inline`), always_inline inline and
 * __attribute__((__always_inline__)) (__gnu_inline__ too when extern);
 * either loses the opposite annotation. none and plain blank out every
 * forcing annotation word (noinline, __noinline, noinline_for_stack,
 * __always_inline and the attribute words) on its declarations, plain the
 * inline words too. Returns the malloc'd text (its length in *out_len), or
 * NULL with err set to "file: no definition of F" when a function has no
 * definition starting in column 0.
 * With view (the TU preprocessed, or NULL), a definition the
 * preprocessor drops is left alone and does not count, and a macro at a
 * declaration that expands to a forcing attribute (__ref) is replaced by
 * its expansion without what the edit strips (`__section(".ref.text")`),
 * so that every spelling of the attribute goes, as the plugin strips it. */
char *inlint_srcedit_apply(const char *text, size_t len, const char *file,
			   const struct inlint_ppview *view,
			   const struct inlint_srcedit *e, size_t n,
			   size_t *out_len, char *err, size_t errlen);

/* Why e must not be made, in the words of the plugin's apply, which
 * refuses it too; or NULL. Only a decision the compile would fail on is
 * refused: noinline on a function whose parameters reach an asm input
 * that must be an immediate, or stripping its __always_inline (GCC:
 * "impossible constraint in 'asm'"); always_inline on one that uses
 * va_start or va_copy ("can never be inlined"), is weak ("inline function
 * declared weak"), has a prototype that says noinline (GCC rejects the
 * edit's gnu_inline beside it) or shares a call cycle with others; noinline on
 * one that only returns a constant (mm/page_alloc.c's page_contains_unaccepted,
 * whose false drops a BUILD_BUG() in its caller once inlined); noinline on one
 * whose result a BUILD_BUG_ON tests, or stripping its __always_inline
 * (net/core/skbuff.c's skb_ext_total_length). What else apply refuses
 * (ppview.h's required) compiles, and GCC builds it: it is measured. view: the
 * TU preprocessed, or NULL (no refusal). */
const char *inlint_srcedit_refusal(const struct inlint_ppview *view,
				   const struct inlint_srcedit *e);

/* A function definition of a source, as its first lines read. */
struct inlint_srcdef {
	char *name;
	unsigned line;	 /* where it starts */
	unsigned annots; /* enum inlint_annot bits (def_scan.h) */
	bool is_static;
};

struct inlint_srcdefs {
	struct inlint_srcdef *v;
	size_t n, cap;
};

/* Appends the definitions of text (len bytes) that start in column 0;
 * with view (or NULL), only those the preprocessor keeps, each with its
 * annotations after expansion, less a forcing one that an edit could not
 * strip (spelled by a function-like macro, such as noinstr). */
void inlint_srcedit_definitions(const char *text, size_t len,
				const struct inlint_ppview *view,
				struct inlint_srcdefs *out);

void inlint_srcdefs_release(struct inlint_srcdefs *d);

#endif
