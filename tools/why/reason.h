/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* reason.h - clang's inline remark on one call as one phrase ("cost 285 vs
 * threshold 225 (misses by 61)"), the same in why, merge and lint. */
#ifndef INLINT_REASON_H
#define INLINT_REASON_H

#include "model.h"
#include "remarks.h"

#include <stdbool.h>

/* Writes the phrase for remark r into buf. With the record's call site (m
 * and cs, else NULL), a cold site's lower threshold and a lost
 * single-caller bonus are named too. Returns true when the phrase gives the
 * cost of a refused call, which clang truncates at the threshold unless the
 * build used -mllvm -inline-cost-full. */
bool inlint_reason_format(char *buf, size_t len, const struct inlint_remark *r,
			  const struct inlint_model *m,
			  const struct inlint_call_site *cs);

/* What to tell the user when a phrase gave a truncated cost. */
#define INLINT_REASON_TRUNCATED_NOTE                                           \
	"clang stops adding up an inline cost once it reaches the threshold, " \
	"so the costs of calls not inlined may be truncated; rebuild with "    \
	"-mllvm -inline-cost-full for the true costs"

#endif
