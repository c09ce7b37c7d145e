/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* judge_rows.h - one verdict on an annotation measured in several
 * configurations (lint -p of the project file's): a row per
 * configuration, the verdict the rows make together (docs/VERDICTS.md). */
#ifndef INLINT_JUDGE_ROWS_H
#define INLINT_JUDGE_ROWS_H

#include "build_words.h"
#include "exact.h"
#include "judge.h"

#include <stddef.h>

/* What one configuration measured. */
struct inlint_config_measure {
	const char *name;		     /* the configuration's */
	char words[INLINT_BUILD_WORDS_MAX];  /* "clang-22 arm64 + AutoFDO" */
	struct inlint_report *rep;	     /* its baselines' records */
	struct inlint_exact_effect *effects; /* per change */
};

/* Judges change i (c) in each of the n configurations and fills out with
 * a row for each and one verdict: required if one row is, else
 * load-bearing if one is, else redundant when every row where the
 * function is compiled is; a configuration where it is not compiled is
 * named, never judged. The finding is a warning for redundant only when
 * it is redundant in all n. */
void inlint_judge_rows(const struct inlint_config_measure *m, size_t n,
		       const struct inlint_annot_change *c, size_t i,
		       struct inlint_finding *out);

/* Fills out's verdict, severity and message from its rows (out->rows,
 * out->n_rows), as inlint_judge_rows combines them: the message starts
 * with subject ("F: `noinline`", "noinline on F"), sev[k] is row k's own
 * severity. */
void inlint_finding_combine(struct inlint_finding *out, const char *subject,
			    const enum inlint_severity *sev);

#endif
