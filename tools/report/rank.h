/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rank.h - the expected value of a recommendation, by which the report
 * sorts: hotness x size x confidence (docs/REPORT.md, "Ranking"). */
#ifndef INLINT_RANK_H
#define INLINT_RANK_H

#include "report.h"

/* Largest frequency one call site contributes: a profile with a caller's
 * entry count of 0 gives inf, which would drown every other entry. */
#define INLINT_RANK_MAX_FREQUENCY 1000.0

/* One call site's contribution to its callee's hotness: its frequency,
 * clamped to [0, INLINT_RANK_MAX_FREQUENCY]; nan counts 0. */
double inlint_rank_frequency(double frequency);

/* The size a measured recommendation ranks by (merge --whatif): the
 * bytes its .text changed by, either way, at most UINT_MAX. */
unsigned inlint_rank_measured_size(const struct inlint_report_measured *m);

/* (1 + frequency_sum) x max(size, 1) x confidence. */
double inlint_rank_score(double frequency_sum, unsigned size,
			 double confidence);

/* qsort order: higher score first, then more TUs, then file, line,
 * function and reason, so that equal scores sort the same every run. */
int inlint_rank_compare(const void *a, const void *b);

#endif
