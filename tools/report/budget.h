/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* budget.h - merge --budget: the size cost of each recommendation, and the
 * ones with the best benefit per byte kept until the budget is spent
 * (docs/REPORT.md, "Size budget"). */
#ifndef INLINT_BUDGET_H
#define INLINT_BUDGET_H

#include "budget_spec.h"
#include "report.h"

/* merge's budget when --objects gives the text and no --budget is given:
 * percent of the build's text. Either keeps an applied report within 1%
 * (docs/REPORT.md, "The default budget"). */
#define INLINT_BUDGET_DEFAULT_PERCENT 0.5
/* With --whatif too: the kept set is then measured together and fitted,
 * so the default needs no room for the costs summed alone falling short
 * (Linux's mm/ grew 1.6 times their sum). */
#define INLINT_BUDGET_DEFAULT_WHATIF_PERCENT 1.0

/* Fills cost and cost_source of every recommendation whose source is
 * INLINT_COST_UNSET: a what-if engine that measured a cost sets it (and
 * INLINT_COST_WHATIF) before, and it is kept as it is. */
void inlint_report_costs(struct inlint_report *rep);

/* Marks over_budget the recommendations past the budget, and fills
 * rep->budget. Call after inlint_report_rank and inlint_report_costs. With
 * among, only recs[i] with among[i] may be kept (a set that shrinks). */
void inlint_budget_apply(struct inlint_report *rep,
			 const struct inlint_budget_spec *b, const bool *among);

/* The greedy pick of inlint_budget_apply into aim bytes instead of the
 * limit, which it leaves as it is: a fit that aims below the limit. */
void inlint_budget_keep(struct inlint_report *rep, const bool *among,
			int64_t aim);

#endif
