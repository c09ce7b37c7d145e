/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* exact.h - lint -p: each annotation a patch adds or removes turned into a
 * decision, applied alone to the unpatched tree's compiles by the what-if
 * engine, and what it changed put into words. */
#ifndef INLINT_EXACT_H
#define INLINT_EXACT_H

#include "annotations.h"
#include "build_words.h"
#include "project.h"
#include "report.h"
#include "whatif.h"

#include <stdbool.h>
#include <stddef.h>

/* What one annotation change does, measured. */
struct inlint_exact_effect {
	/* false: the change is a hint (inline, __cold) that no decision can
	 * apply, or no compiled TU defines the function: not measured. */
	bool measured;
	bool changed; /* a call site flipped or a byte moved */
	/* A stack frame grew past the build's limit, which its command
	 * makes an error (-Werror): the build fails with the change. */
	bool breaks_build;
	size_t tus; /* TUs that define the function and were measured */
	/* Measured from objects: the build, "x86_64, gcc 12" and its level
	 * words; else "". */
	char built_by[96 + INLINT_LEVEL_WORDS_MAX];
	/* The baselines were measured from objects: no record to estimate
	 * from (a hint, which no decision applies, is then unknown). */
	bool objects;
	/* Measured from objects: why an __always_inline on the function may
	 * never go, from the view of a TU that defines it (required_why.h,
	 * as audit says it); "" when nothing requires it. */
	char required[256];
	/* Measured from objects: why a decision of the change was not made
	 * a source edit (the compile would fail on it: objmode.h), in
	 * apply's words; "" when it was made. */
	char refused[256];
	/* "inlines F at 3 call sites: G +1459 bytes, F's copy -244 bytes;
	 * .text +1215", or "changes no call site and no byte"; a frame
	 * grown past the limit first. */
	char text[768];
};

/* Measures every change of c in the compiles of the database db_path
 * (TUs whose source is the change's file; for any other file, such as a
 * header, every TU whose baseline defines the function), with c_engine's
 * plugin, compiler and jobs. Fills out[i] for c->v[i] (caller-owned, c->n
 * of them) and folds each compiled TU's baseline record into rep (the
 * unpatched tree, for the judgement). Returns 0, or -1 with err set. */
int inlint_exact_measure(const struct inlint_whatif_config *c_engine,
			 const char *db_path,
			 const struct inlint_annot_changes *c,
			 struct inlint_exact_effect *out,
			 struct inlint_report *rep, char *err, size_t errlen);

/* As inlint_exact_measure, in the compiles of configuration conf
 * (derive.h); words (n_words bytes) gets what outputs call it. */
int inlint_exact_measure_config(const struct inlint_whatif_config *cfg,
				const struct inlint_config *conf,
				const struct inlint_annot_changes *c,
				struct inlint_exact_effect *out,
				struct inlint_report *rep, char *words,
				size_t n_words, char *err, size_t errlen);

#endif
