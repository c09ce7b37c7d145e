/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rec_line.h - a merged report's recommendation as one line of text, for
 * merge's summary and for show of a report. */
#ifndef INLINT_REC_LINE_H
#define INLINT_REC_LINE_H

#include "report.h"

#include <stdio.h>

/* "file:line: action: message (N TUs, verdict; evidence: hotness, F calls
 * per root entry) [inlint-REASON]", and clang's reason for keeping the
 * call out of line on a second, indented line when the report has it. */
void inlint_report_rec_print(FILE *out, const struct inlint_report_rec *r);

/* Where a recommendation is, for sorting: file, then line, then the call's
 * line, then the function (a NULL string sorts as "?"). */
struct inlint_place {
	const char *file;
	unsigned line, call_line;
	const char *function;
};

int inlint_place_cmp(const struct inlint_place *x,
		     const struct inlint_place *y);

/* rep's recommendations (and with all its information entries) in
 * file:line order, *n of them, as an array to free. */
const struct inlint_report_rec **
inlint_report_in_order(const struct inlint_report *rep, bool all, size_t *n);

/* Prints rep's recommendations (and with all its information entries) in
 * file:line order, those that shown (if not NULL) lets through. Returns
 * how many it printed. */
size_t inlint_report_print_in_order(
	FILE *out, const struct inlint_report *rep, bool all,
	bool (*shown)(void *ctx, const struct inlint_report_rec *r), void *ctx);

#endif
