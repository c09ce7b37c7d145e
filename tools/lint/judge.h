/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* judge.h - the verdict on one annotation a patch adds or removes
 * (docs/VERDICTS.md), estimated from the records or measured by lint -p. */
#ifndef INLINT_JUDGE_H
#define INLINT_JUDGE_H

#include "annot_verdict.h"
#include "annotations.h"
#include "report.h"

#include <stdbool.h>

/* The longest message a finding has. */
#define INLINT_FINDING_MESSAGE_MAX 1024

/* One configuration's part of a finding judged in several (lint -p of a
 * project's configurations). */
struct inlint_finding_row {
	const char *config; /* its name in the project file */
	const char *words;  /* "clang-22 arm64 + AutoFDO" */
	enum inlint_verdict verdict;
	bool compiled; /* false: no compile of it defines the function */
	char *text;    /* what was measured, or the row's own finding */
};

struct inlint_finding {
	const char *file;
	unsigned line;
	unsigned col; /* from 1, or 0 when not known */
	enum inlint_severity severity;
	enum inlint_verdict verdict; /* SARIF's ruleId */
	enum inlint_evidence evidence;
	const char *reason; /* a records' reason code it rests on, or NULL */
	char *message;	    /* the finding's own: inlint_finding_release */
	size_t detail;	    /* where message's words after the verdict start */
	struct inlint_finding_row *rows; /* per configuration, or NULL */
	size_t n_rows;
	/* The fix: delete fix_len bytes from line:fix_col (SARIF's fixes,
	 * JSON's "fix"); fix_len 0 when there is none. */
	unsigned fix_col, fix_len;
};

struct inlint_exact_effect;

/* Judges c against rep (merged from records, or read from a report). With
 * m (lint -p), what c was measured to change decides and is quoted;
 * without, the verdict is an estimate, or unknown where the records cannot
 * tell, and says so. */
void inlint_judge(struct inlint_report *rep,
		  const struct inlint_annot_change *c,
		  const struct inlint_exact_effect *m,
		  struct inlint_finding *out);

/* Gives f the fix of a redundant annotation that c adds: deleting it.
 * Only a word written alone, never one inside __attribute__((...)),
 * which may hold other attributes. */
void inlint_finding_set_fix(struct inlint_finding *f,
			    const struct inlint_annot_change *c);

/* Frees what inlint_judge put into f. */
void inlint_finding_release(struct inlint_finding *f);

#endif
