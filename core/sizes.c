/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sizes.c - arithmetic on the size diffs of sizes.h. */
#include "sizes.h"

double inlint_sizediff_percent(const struct inlint_sizediff *d)
{
	if (!d->before)
		return 0;
	return (double)((int64_t)(d->after - d->before)) * 100.0 /
	       (double)d->before;
}
