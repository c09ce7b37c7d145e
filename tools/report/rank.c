/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rank.c - scoring and ordering of the report's recommendations. The
 * formula is documented in docs/REPORT.md; change both together. */
#include "rank.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

double inlint_rank_frequency(double frequency)
{
	if (isnan(frequency) || frequency <= 0)
		return 0;
	return frequency < INLINT_RANK_MAX_FREQUENCY
		       ? frequency
		       : INLINT_RANK_MAX_FREQUENCY;
}

/* The 1 keeps a function that no record sees called (an extern function
 * called from elsewhere) ranked by size and confidence. */
unsigned inlint_rank_measured_size(const struct inlint_report_measured *m)
{
	uint64_t b = m->text_delta < 0 ? (uint64_t)-m->text_delta
				       : (uint64_t)m->text_delta;

	return b > UINT_MAX ? UINT_MAX : (unsigned)b;
}

double inlint_rank_score(double frequency_sum, unsigned size, double confidence)
{
	return (1 + frequency_sum) * (size ? size : 1) * confidence;
}

static int cmp_str(const char *a, const char *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	return strcmp(a, b);
}

int inlint_rank_compare(const void *pa, const void *pb)
{
	const struct inlint_report_rec *a = pa, *b = pb;
	int c;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	if (a->tus != b->tus)
		return a->tus > b->tus ? -1 : 1;
	c = cmp_str(a->file, b->file);
	if (c)
		return c;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	c = cmp_str(a->function, b->function);
	if (c)
		return c;
	c = cmp_str(a->reason, b->reason);
	if (c)
		return c;
	return cmp_str(a->caller, b->caller);
}
