/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppview.h - a TU as its compiler sees it, read from the output of its
 * compile command run with -E -dD: the definitions of its own source that
 * the preprocessor keeps, the inline annotations each carries once its
 * macros are expanded, and the macros that force or forbid inlining. */
#ifndef INLINT_PPVIEW_H
#define INLINT_PPVIEW_H

#include "ppmacro.h"

#include <stdbool.h>
#include <stddef.h>

/* A function definition of the TU's own source file. */
struct inlint_ppdef {
	char *name;
	unsigned line;	    /* of its first word, in the source */
	unsigned name_line; /* of its name */
	/* After expansion: enum inlint_annot bits (always_inline, inline,
	 * noinline, cold; def_scan.h), and how many always_inline and
	 * noinline attributes it has (`noinline ... __ref`: two). */
	unsigned annots;
	unsigned n_always, n_noinline;
	bool is_static;
	/* Its body asks __builtin_constant_p about a parameter or a local
	 * (ppbody.h). */
	bool constant_p;
	/* Its parameters reach an inline asm input that must be an
	 * immediate, in its body or a callee's it passes them to (ppasm.h). */
	bool asm_immediate;
	/* Never inlined by GCC: its body uses va_start or va_copy; it is
	 * weak. */
	bool va_start, va_copy, weak;
	/* Its body is `return CONSTANT;` alone (a configuration's stub). */
	bool constant_stub;
	/* A compile-time assertion tests its result (BUILD_BUG_ON(f() > 8)
	 * in any body of the TU), which folds only once it is inlined. */
	bool asserted;
	/* A prototype of it without a body says noinline: GCC merges that
	 * into the definition, which an edit of the definition alone cannot
	 * undo. */
	bool declared_noinline;
	/* It calls itself, or another of the TU's own definitions that
	 * leads back to it (ppcycle.h); calls through a header's function
	 * are not seen. */
	bool recursive;
	/* noinstr or instrumentation-exempt: in .noinstr.text, or without
	 * profiling or coverage instrumentation. */
	bool no_instrument;
};

/* A call in the body of an own definition (an identifier before '('). */
struct inlint_ppcall {
	char *callee;
	size_t caller; /* its definition */
};

struct inlint_ppview {
	struct inlint_ppdef *defs;
	size_t n_defs, cap_defs;
	struct inlint_ppmacros macros; /* as they stand at the end */
	struct inlint_ppcall *calls;
	size_t n_calls, cap_calls;
	/* A header's definition has always_inline or noinline. */
	bool header_forcing;
};

/* The view of the len bytes of -E -dD output at text: the source file is
 * the one its first line marker names. Never fails: what it cannot follow
 * is no definition. */
struct inlint_ppview *inlint_ppview_create(const char *text, size_t len);

/* The definition of name whose first line..name line holds line, or
 * NULL: the preprocessor dropped it. */
const struct inlint_ppdef *inlint_ppview_find(const struct inlint_ppview *v,
					      const char *name, unsigned line);

/* The definition of name, the first if the preprocessor kept several, or
 * NULL (v NULL too): for a function known by name alone. */
const struct inlint_ppdef *
inlint_ppview_find_named(const struct inlint_ppview *v, const char *name);

/* Why d's annotations attr (enum inlint_annot bits: always_inline,
 * noinline) may never be stripped, in the plugin's words
 * (required_why.h), written into buf; or NULL. */
const char *inlint_ppview_required(const struct inlint_ppview *v,
				   const struct inlint_ppdef *d, unsigned attr,
				   char *buf, size_t len);

void inlint_ppview_destroy(struct inlint_ppview *v);

#endif
