/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* header_bloat.h - merge --view header-bloat: the inline functions of
 * headers that TUs still emit out of line, ranked by their total bytes,
 * each with the action that saves the most (docs/REPORT.md). */
#ifndef INLINT_HEADER_BLOAT_H
#define INLINT_HEADER_BLOAT_H

#include "report.h"

#include <stdio.h>

/* A copy at most this large is tiny: a call costs about as much. */
#define INLINT_TINY_COPY_BYTES 32

struct inlint_header_bloat_row {
	size_t fn;     /* index into fns */
	size_t copies; /* TUs with an out-of-line copy */
	double bytes;  /* per copy */
	bool measured; /* bytes from objects */
	double total;  /* copies x bytes */
	const char *action;
	double saves; /* bytes the action saves, about */
};

/* The rows, largest total first; *n their number. Free with free(). */
struct inlint_header_bloat_row *
inlint_header_bloat_rows(const struct inlint_report *rep, size_t *n);

/* The view as text: a heading and one line per row (and clang's reason
 * under it, with --remarks). */
void inlint_header_bloat_print(FILE *out, const struct inlint_report *rep);

#endif
