/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ablate.h - each group of candidates judged alone over the baseline, or
 * bisected in blocks (--bisect-above). */
#ifndef INLINT_TUNE_ABLATE_H
#define INLINT_TUNE_ABLATE_H

#include "tune.h"

/* Each group judged over the baseline. Returns 0, or -1 with err set. */
int tune_ablate(struct tune *t, char *err, size_t errlen);

#endif
