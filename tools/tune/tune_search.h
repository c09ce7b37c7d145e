/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_search.h - the set inlint tune writes, searched from the measured groups
 * (docs/TUNE.md, Method). */
#ifndef INLINT_TUNE_SEARCH_H
#define INLINT_TUNE_SEARCH_H

#include "tune.h"

/* search.c: the set to write. Forward (the kept groups by saving per byte
 * within the budget), backward from the full set when it did better, the
 * refinement of the best set, the best set measured, measured again as
 * "final". */
int tune_search(struct tune *t, char *err, size_t errlen);

#endif
