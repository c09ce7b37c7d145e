/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_measure.h - builds with picked candidates and benchmarks the build, as
 * one step of the state; what ablate, refine and search stand on. */
#ifndef INLINT_TUNE_MEASURE_H
#define INLINT_TUNE_MEASURE_H

#include "tune.h"

/* Builds with the picked candidates applied and benchmarks the
 * build as step key, unless the state holds it already; *idx is the step's
 * index in the state. */
int tune_measure(struct tune *t, const char *key, const char *what,
		 const bool *pick, size_t *idx, char *err, size_t errlen);
/* The baseline step. Resuming, it is measured again: the stored steps are
 * compared with it, so it must measure as it did in the interrupted run,
 * else the run stops with err saying so. */
int tune_measure_baseline(struct tune *t, char *err, size_t errlen);
/* tune_measure of the groups lo to hi. */
int tune_measure_range(struct tune *t, size_t lo, size_t hi, size_t *idx,
		       char *err, size_t errlen);
/* tune_measure of the candidates pick[], keyed by them ("set 1a"); what,
 * when not NULL, adds to the progress line. */
int tune_measure_pick(struct tune *t, const bool *pick, const char *how,
		      const char *what, size_t *idx, char *err, size_t errlen);
/* tune_measure_pick of every candidate of the groups in[]. */
int tune_measure_set(struct tune *t, const bool *in, const char *how,
		     const char *what, size_t *idx, char *err, size_t errlen);

#endif
