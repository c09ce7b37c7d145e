/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objmode.h - a what-if compile measured from its object, for a compiler
 * that cannot load the plugin: the TU's source copied into the compile's
 * scratch directory with the decisions made source edits (srcedit.h), and
 * what the object says read back (sizes, calls, the compiler). */
#ifndef INLINT_OBJMODE_H
#define INLINT_OBJMODE_H

#include "ppview.h"
#include "whatif.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether a TU compiled by cc (its compiler word, or --cc) is measured
 * from objects under cfg: asked for, or auto and cc is GCC. */
bool inlint_objmode_wanted(const struct inlint_whatif_config *cfg,
			   const char *cc);

/* Writes tu's source into dir (made here) under its own name, with the
 * decisions of the decision file decisions (NULL: none, the baseline)
 * made edits, in the definitions that live (tu preprocessed, or NULL)
 * keeps, macros that force included (srcedit.h), less those that would
 * not compile (inlint_srcedit_refusal). Returns the copy's path
 * (malloc'd), or NULL with err set: the source cannot be read, a decision is
 * about a call site or about a function of another file (a header), or its
 * function has no definition in the source ("FILE: no definition of F"). */
char *inlint_objmode_source(const struct inlint_whatif_tu *tu,
			    const struct inlint_ppview *live,
			    const char *decisions, const char *dir, char *err,
			    size_t errlen);

/* The build the object at path holds: its text symbols with clones folded
 * into their function, its calls, a record naming its target and the
 * definitions of tu's source that live keeps (or all, when NULL), the
 * decisions of file decisions (NULL: none) that the source edits left
 * out as refused, and the words for it ("x86_64, gcc 12") from its
 * .comment. Returns NULL with err set when the object or the decisions
 * cannot be read. */
struct inlint_whatif_build *
inlint_objmode_read(const char *path, const struct inlint_whatif_tu *tu,
		    const struct inlint_ppview *live, const char *decisions,
		    char *err, size_t errlen);

#endif
