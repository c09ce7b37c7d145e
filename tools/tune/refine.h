/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* refine.h - the best set of the group search refined one decision at a
 * time. */
#ifndef INLINT_TUNE_REFINE_H
#define INLINT_TUNE_REFINE_H

#include "tune.h"

/* refine.c: from set `from` (the best of the group search), decisions out
 * of the groups that have more than one in the set: each drop measured
 * alone (the calls of one callee at once first), then those not worse
 * taken together, halved while that is worse; a block only out of the
 * final pool gives up its longest run that fits, found by bisection.
 * Returns 0, or -1 with err set. */
int tune_refine(struct tune *t, size_t from, char *err, size_t errlen);

#endif
