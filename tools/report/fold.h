/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fold.h - records folded one at a time into the merged report of report.h,
 * the decisions a build was given matched, and the result ranked. */
#ifndef INLINT_FOLD_H
#define INLINT_FOLD_H

#include "report.h"
#include "record_inputs.h"

/* Takes ownership of decisions (from inlint_decisions_read). */
void inlint_report_set_decisions(struct inlint_report *rep, const char *file,
				 struct inlint_model *decisions);

/* Folds one record in; m can be destroyed afterwards. */
void inlint_report_add(struct inlint_report *rep, const struct inlint_model *m);
/* The same, and the problems it carries, under its source file's name (or
 * label, the file it was read from, without one). Returns 0, or -1 with
 * err set and nothing folded when m is of another build than the records
 * before it (another compiler or architecture): a report speaks for one. */
int inlint_report_add_record(struct inlint_report *rep,
			     const struct inlint_model *m, const char *label,
			     char *err, size_t errlen);

/* After the last record: where a link's records were folded in, the
 * link's outcome becomes the function's, and what only the link inlined
 * is kept apart (at_link). */
void inlint_report_join_link(struct inlint_report *rep);

/* Reads and folds each record of the files found in in, in turn, their
 * problems too, then joins the link's. Returns 0, or -1 with err set to
 * the first bad record's "path:line:col: problem". */
int inlint_report_add_records(struct inlint_report *rep,
			      struct inlint_record_inputs *in, char *err,
			      size_t errlen);

/* Scores every recommendation and sorts them, best first. */
void inlint_report_rank(struct inlint_report *rep);

#endif
