/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget_fit.h - merge --whatif --budget: the kept set compiled together,
 * and trimmed until what it measures fits (docs/REPORT.md, "Size budget"). */
#ifndef INLINT_BUDGET_FIT_H
#define INLINT_BUDGET_FIT_H

#include "budget.h"
#include "measure.h"

/* After inlint_budget_apply on costs measured alone: compiles the kept
 * set together on s; while it grows the text past the budget, gives each
 * kept recommendation its share of what was measured, applies the budget
 * again (at first over every recommendation, then only among the set's)
 * and measures the new set, for a few rounds; a shrink aims below the
 * limit by what the last one fell short. The kept set is the last
 * one measured, and rep->budget.delta what it measured. Returns 0, or -1
 * with err set. */
int inlint_budget_fit(struct inlint_report *rep, struct inlint_report_whatif *s,
		      const struct inlint_budget_spec *b, char *err,
		      size_t errlen);

/* A function's bytes in set (the recommendations with in[i], compiled
 * together) go to the recommendations that changed it alone, by how much
 * each did; what none changed alone (growth only the combination makes)
 * goes in proportion to the rest. Sets their cost, INLINT_COST_TOGETHER. */
void inlint_budget_share_out(struct inlint_report *rep, const bool *in,
			     const struct inlint_report_measured *set);

/* A recommendation outside set, measured alone, that changes a function
 * the set changed is taken to grow with it as the set grew over its costs
 * alone (grown); one that changes none of them, as it measured alone. */
void inlint_budget_expect_interaction(struct inlint_report *rep, const bool *in,
				      const struct inlint_report_measured *set,
				      double grown);

/* The bytes a shrink of a set that measured `measured` aims at: the limit,
 * less what the last shrink (from a set that measured before to one priced
 * at priced) fell short by, in proportion. before and priced 0: the
 * first. */
int64_t inlint_budget_shrink_aim(int64_t before, int64_t priced,
				 int64_t measured, int64_t limit);

#endif
