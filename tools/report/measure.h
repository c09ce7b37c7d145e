/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* measure.h - merge --whatif: each recommendation of a report applied
 * alone to the compiles it reaches, and what it changed (calls flipped,
 * bytes per function, .text) kept beside it. */
#ifndef INLINT_MEASURE_H
#define INLINT_MEASURE_H

#include "report.h"
#include "whatif.h"

/* Fills recs[i].measured of every recommendation that some TU of the
 * database db_path defines (whatif.h: inlint_whatif_reach), compiling
 * with c's plugin, compiler and jobs. Returns 0, or -1 with err set. */
int inlint_report_measure(struct inlint_report *rep,
			  const struct inlint_whatif_config *c,
			  const char *db_path, char *err, size_t errlen);

#endif
