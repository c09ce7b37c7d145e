/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sizediff.h - scripts/bloat-o-meter's arithmetic on two symbol lists: which
 * symbols count, how names fold, the counts, the sorted deltas, the totals. */
#ifndef INLINT_SIZEDIFF_H
#define INLINT_SIZEDIFF_H

#include "symsize.h"

/* Compares the symbols whose nm letter is in types. */
struct inlint_sizediff *
inlint_sizediff_create(const char *title, const char *types,
		       const struct inlint_symsizes *old,
		       const struct inlint_symsizes *new);

void inlint_sizediff_destroy(struct inlint_sizediff *d);

#endif
