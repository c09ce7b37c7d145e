/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* steps.h - what inlint tune knows of its measured steps and sets: medians,
 * spreads, the noise rule, text growth, the budget; below every module that
 * measures, searches or prints them. */
#ifndef INLINT_TUNE_STEPS_H
#define INLINT_TUNE_STEPS_H

#include "tune.h"

struct tune_stats {
	double median, min, max;
};

struct tune_stats tune_stats(const struct inlint_tune_step *st);
/* The median of step's values. */
double tune_median_of(const struct tune *t, size_t step);

/* The least change of the metric that counts, from a median: --min-effect
 * percent of it. */
double tune_min_change(const struct tune *t, double median);

/* Kept: better than the baseline by more than the larger spread (max - min)
 * of the two, or than tune_min_change; dropped: worse by more; neutral
 * otherwise. */
enum tune_verdict tune_judge(const struct tune *t,
			     const struct inlint_tune_step *base,
			     const struct inlint_tune_step *st);

/* A value of the metric as the table prints it (its unit in the header):
 * callgrind's Ir as an integer, seconds to 0.1 ms. */
void tune_format_value(const struct tune *t, double v, char *buf, size_t len);

/* The text growth of a step over the baseline, in bytes (0 without
 * --objects), and the budget's bytes. */
long long tune_text_growth(const struct tune *t, size_t step);
long long tune_budget_bytes(const struct tune *t);
/* Whether step's text growth is within the budget (always without one). */
bool tune_step_fits(const struct tune *t, size_t step);
/* Records that step measured the candidates pick[]; a step is noted once. */
void tune_note_set(struct tune *t, size_t step, const bool *pick,
		   const char *how);
/* Per group, whether pick[] holds some of its candidates (to free). */
bool *tune_groups_of(const struct tune *t, const bool *pick);
/* The set of these candidates measured already, or NULL. */
const struct tune_set *tune_find_set(const struct tune *t, const bool *pick);
/* The groups in[] holds; the decisions set i holds. */
size_t tune_set_size(const struct tune *t, const bool *in);
size_t tune_set_decisions(const struct tune *t, size_t i);
/* Set i fits the budget; it beats set b (a lower median by more than
 * --min-effect, else less text, fewer decisions; with --smallest, first
 * a set that keeps the baseline's speed, then the least text). */
bool tune_set_fits(const struct tune *t, size_t i);
bool tune_set_beats(const struct tune *t, size_t i, size_t b);
/* --smallest: whether set i is no slower than the baseline, beyond the
 * noise and --min-effect. */
bool tune_set_keeps_speed(const struct tune *t, size_t i);
/* The lowest median of the sets measured within the budget; whether set
 * i fits the budget and its median is within --min-effect or --within
 * (of the baseline's) of that one: the pool the final set comes from. */
double tune_fastest(const struct tune *t);
bool tune_set_near_fastest(const struct tune *t, size_t i, double fastest);
/* How far past the fastest a set of that pool may be: --within or
 * --min-effect of the baseline's median, the larger. */
double tune_pool_width(const struct tune *t);
/* Set i has less text than b, else fewer decisions, else a lower median. */
bool tune_set_smaller(const struct tune *t, size_t i, size_t b);

#endif
