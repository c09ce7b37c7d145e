/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* refine.h - the best set of the group search refined one decision at a
 * time. */
#ifndef INLINT_TUNE_REFINE_H
#define INLINT_TUNE_REFINE_H

#include "tune.h"

/* refine.c: from set `from` (the best of the group search), one decision
 * at a time out of the groups that have more than one in the set: each
 * drop measured alone, then those not worse taken together, best first.
 * Returns 0, or -1 with err set. */
int tune_refine(struct tune *t, size_t from, char *err, size_t errlen);

#endif
