/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_view.h - everything `inlint html` puts on its page: the merged report,
 * the marks per source line, a patch's findings, and how to reach each. */
#ifndef INLINT_HTML_VIEW_H
#define INLINT_HTML_VIEW_H

#include "html_page.h"
#include "judge.h"
#include "record_inputs.h"
#include "report.h"
#include "verdict.h"

#include <stdio.h>

struct inlint_patch;

/* The most TUs whose sources a page shows whole: a page of a whole
 * build (mm/ of Linux: 75 TUs, 120,000 lines) is slow to open, and its
 * reader follows the index and the links to the lines that matter. */
#define INLINT_HTML_WHOLE_TUS 8

/* What names no file: a recommendation or finding without one. */
#define INLINT_HTML_NO_FILE ((size_t)-1)

struct inlint_html_view {
	struct inlint_report *rep; /* from records or a report file */
	const struct inlint_verdicts *verdicts; /* --remarks, or NULL */
	bool truncated; /* a cost shown may stop at the threshold */
	struct inlint_html_page page;
	/* The page file of rep->recs[i] and rep->fns[i]. */
	size_t *rec_file, *fn_file;
	/* A patch's findings (covered[i]: a record covers its file; an
	 * uncovered one is shown, not judged), and their files. */
	struct inlint_finding *findings;
	bool *covered;
	size_t *finding_file;
	size_t n_findings;
	struct inlint_patch *patch; /* the findings' file names point here */
	const char *title;	    /* what the page is of, for its heading */
	const char *source_dir;	    /* relative source paths start here */
};

/* Reads the records of in into a new report in v->rep (with v->verdicts
 * joined to its call sites), marking each record's calls on the way.
 * Returns 0, or -1 with err set to the first bad record's problem. */
int inlint_html_read_records(struct inlint_html_view *v,
			     struct inlint_record_inputs *in, char *err,
			     size_t errlen);

/* Marks every definition and recommendation of v->rep. */
void inlint_html_mark_report(struct inlint_html_view *v);

/* "__always_inline", "noinline", or NULL when f has neither. */
const char *inlint_html_annotation(const struct inlint_report_fn *f);
/* The recommendation that gives the verdict on f's annotation, or NULL:
 * then it is unknown (audit measures it). */
const struct inlint_report_rec *
inlint_html_annotation_rec(const struct inlint_report *rep,
			   const struct inlint_report_fn *f);

/* Judges the annotations patch_path adds or removes against v->rep and
 * marks them. Returns 0, or -1 with err set to the patch's problem. */
int inlint_html_judge_patch(struct inlint_html_view *v, const char *patch_path,
			    char *err, size_t errlen);

/* Writes the whole page to out. Call after the marks are in. */
void inlint_html_write(FILE *out, struct inlint_html_view *v);

void inlint_html_view_release(struct inlint_html_view *v);

#endif
