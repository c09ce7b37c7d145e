/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* hotness.c - block frequencies of a function relative to its entry, and
 * the hot/normal/cold classes LLVM's inliner puts call sites in. */
#include "hotness.h"

#include "cfg.h"
#include "hinted.h"
#include "xalloc.h"

static double *frequencies(LLVMValueRef fn, size_t *n_blocks, double **hinted,
			   int (*build)(LLVMValueRef, struct inlint_cfg *))
{
	struct inlint_cfg cfg;
	double *freq;

	if (build(fn, &cfg))
		return NULL;
	freq = inlint_xcalloc(cfg.n_blocks, sizeof(*freq));
	inlint_blockfreq_solve(&cfg, freq);
	if (hinted) {
		*hinted = inlint_xcalloc(cfg.n_blocks, sizeof(**hinted));
		inlint_blockfreq_hinted(&cfg, *hinted);
	}
	*n_blocks = cfg.n_blocks;
	inlint_cfg_release(&cfg);
	return freq;
}

double *inlint_block_frequencies(LLVMValueRef fn, size_t *n_blocks,
				 double **hinted)
{
	return frequencies(fn, n_blocks, hinted, inlint_cfg_build);
}

double *inlint_block_frequencies_static(LLVMValueRef fn, size_t *n_blocks,
					double **hinted)
{
	return frequencies(fn, n_blocks, hinted, inlint_cfg_build_static);
}

enum inlint_hotness inlint_classify_frequency(double rel_freq)
{
	if (rel_freq < INLINT_COLD_CALLSITE_REL_FREQ)
		return INLINT_HOTNESS_COLD;
	if (rel_freq >= INLINT_HOT_CALLSITE_REL_FREQ)
		return INLINT_HOTNESS_HOT;
	return INLINT_HOTNESS_NORMAL;
}
