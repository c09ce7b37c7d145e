/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* judge.h - what the records say about one annotation a patch adds or
 * removes: redundant, without effect, a change to measure, consistent. */
#ifndef INLINT_JUDGE_H
#define INLINT_JUDGE_H

#include "annotations.h"
#include "report.h"

/* The longest message a finding has. */
#define INLINT_FINDING_MESSAGE_MAX 1024

struct inlint_finding {
	const char *file;
	unsigned line;
	enum inlint_severity severity;
	const char *rule; /* stable id, e.g. "redundant" (docs/REPORT.md) */
	char *message;	  /* the finding's own: inlint_finding_release */
};

struct inlint_exact_effect;

/* Judges c against rep (merged from records, or read from a report). With
 * m (lint -p), what c was measured to change decides and is quoted;
 * without, the effects the message states are labelled estimates. */
void inlint_judge(struct inlint_report *rep,
		  const struct inlint_annot_change *c,
		  const struct inlint_exact_effect *m,
		  struct inlint_finding *out);

/* Frees what inlint_judge put into f. */
void inlint_finding_release(struct inlint_finding *f);

#endif
