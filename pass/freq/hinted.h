/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* hinted.h - how rare a block is by the source's hints alone (likely,
 * __cold callees, noreturn paths), LLVM's guesses counted as even odds. */
#ifndef INLINT_HINTED_H
#define INLINT_HINTED_H

#include "blockfreq.h"

/* Fills out[0..n_blocks) with the most each block can run per entry when
 * a guessed branch may go either way: over the paths from the entry, the
 * largest product of each hinted edge's probability over the likeliest
 * edge of its branch. At most 1; 0 for a block the entry cannot reach. A
 * long chain of `if (err) goto fail;` leaves the work after it at 1, where
 * the estimate's compare heuristics make it cold. */
void inlint_blockfreq_hinted(const struct inlint_cfg *cfg, double *out);

#endif
