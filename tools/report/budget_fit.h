/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget_fit.h - merge --whatif --budget: the kept set compiled together,
 * and trimmed until what it measures fits (docs/REPORT.md, "Size budget"). */
#ifndef INLINT_BUDGET_FIT_H
#define INLINT_BUDGET_FIT_H

#include "budget.h"
#include "measure.h"

/* After inlint_budget_apply on costs measured alone: compiles the kept
 * set together on each of the n engines of s (one per configuration of
 * rep, or the one build); while it grows the text past the budget in
 * one of them, gives each kept recommendation its largest share of what
 * was measured, applies the budget again (at first over every
 * recommendation, then only among the set's) and measures the new set,
 * for a few rounds; a shrink aims below the limit by what the last one
 * fell short. The kept set is the last one measured, rep->budget.delta
 * what it measured where it grew most, and each configuration's figures
 * are in rep->configs. Returns 0, or -1 with err set. */
int inlint_budget_fit(struct inlint_report *rep,
		      struct inlint_report_whatif *const *s, size_t n,
		      const struct inlint_budget_spec *b, char *err,
		      size_t errlen);

/* A function's bytes in set (the recommendations with in[i], compiled
 * together in configuration config, 0 without configurations) go to the
 * recommendations that changed it alone there, by how much each did; what
 * none changed alone (growth only the combination makes) goes in
 * proportion to the rest. Sets their cost, INLINT_COST_TOGETHER, to that
 * share; unless first, only where it is larger than the cost an earlier
 * configuration of the same round gave. */
void inlint_budget_share_out(struct inlint_report *rep, const bool *in,
			     const struct inlint_report_measured *set,
			     size_t config, bool first);

/* A recommendation outside set, measured alone (in configuration
 * config), that changes a function the set changed is taken to grow with
 * it as the set grew over its costs alone (grown); one that changes none
 * of them, as it measured alone. Unless first, an interaction an earlier
 * configuration of the round gave stays where it is larger. */
void inlint_budget_expect_interaction(struct inlint_report *rep, const bool *in,
				      const struct inlint_report_measured *set,
				      double grown, size_t config, bool first);

/* The bytes a shrink of a set that measured `measured` aims at: the limit,
 * less what the last shrink (from a set that measured before to one priced
 * at priced) fell short by, in proportion. before and priced 0: the
 * first. */
int64_t inlint_budget_shrink_aim(int64_t before, int64_t priced,
				 int64_t measured, int64_t limit);

#endif
