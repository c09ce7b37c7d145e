/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* hotness.h - how often a call site runs relative to its caller's entry,
 * and the hot/normal/cold classes, with LLVM's own thresholds. */
#ifndef INLINT_HOTNESS_H
#define INLINT_HOTNESS_H

#include "model.h"

#include <llvm-c/Core.h>

/* LLVM InlineCost.cpp, -cold-callsite-rel-freq (default 2%): below this
 * fraction of the caller's entry a call site is cold, and the inliner uses
 * the cold call-site threshold (45) instead of the default (225). */
#define INLINT_COLD_CALLSITE_REL_FREQ 0.02

/* LLVM InlineCost.cpp, -hot-callsite-rel-freq (default 60): at or above 60
 * times the caller's entry a call site is locally hot (at -O3 the inliner
 * then raises the threshold to 525). */
#define INLINT_HOT_CALLSITE_REL_FREQ 60.0

/* Relative frequency of every basic block of a defined function, in
 * function order (entry = 1). Returns a malloc'd array of *n_blocks
 * entries, or NULL for a declaration. With hinted, also a malloc'd array
 * of how often each block runs at most by the source's hints alone
 * (hinted.h). */
double *inlint_block_frequencies(LLVMValueRef fn, size_t *n_blocks,
				 double **hinted);

/* The same without any profile: !prof ignored, llvm.expect read (see
 * inlint_cfg_build_static). */
double *inlint_block_frequencies_static(LLVMValueRef fn, size_t *n_blocks,
					double **hinted);

enum inlint_hotness inlint_classify_frequency(double rel_freq);

#endif
