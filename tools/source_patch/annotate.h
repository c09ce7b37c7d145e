/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* annotate.h - rewrites the inline annotation of one function definition, or
 * puts a statement attribute on one call, as edits of its source lines. */
#ifndef INLINT_ANNOTATE_H
#define INLINT_ANNOTATE_H

#include "srcfile.h"
#include "udiff.h"

enum inlint_spelling {
	INLINT_SPELLING_KERNEL, /* __always_inline, noinline */
	INLINT_SPELLING_GNU,	/* inline __attribute__((__always_inline__)) */
};

/* What to do to a definition's annotation. */
enum inlint_change {
	INLINT_CHANGE_NONE,
	INLINT_CHANGE_ALWAYS_INLINE, /* force inlining */
	INLINT_CHANGE_NOINLINE,	     /* keep out of line */
	INLINT_CHANGE_UNFORCE,	     /* __always_inline becomes inline */
	INLINT_CHANGE_DROP_FORCE,    /* __always_inline goes */
	INLINT_CHANGE_DROP_NOINLINE, /* noinline goes */
};

/* Changes the definition of name whose name is on line (1-based), moving
 * aligned continuation lines of its parameter list with the open paren.
 * Returns 1 with *edit set; 0 when there is nothing to change, or -1 when
 * it cannot be done, both with msg saying why. */
int inlint_annotate_definition(const struct inlint_src *src, unsigned line,
			       const char *name, enum inlint_change change,
			       enum inlint_spelling spelling,
			       struct inlint_edit *edit, char *msg,
			       size_t msglen);

/* Puts attr (e.g. "[[clang::__noinline__]]") before the statement on line that
 * calls callee. Same returns as inlint_annotate_definition. */
int inlint_annotate_call(const struct inlint_src *src, unsigned line,
			 const char *callee, const char *attr,
			 struct inlint_edit *edit, char *msg, size_t msglen);

#endif
