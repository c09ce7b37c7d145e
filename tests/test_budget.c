/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_budget.c - the budget's greedy pick by benefit per byte: a cost
 * measured alone charged with its interaction, a share measured together
 * as it is, a set that may only shrink, and a pick into less than the
 * limit. */
#include "budget.h"
#include "check.h"
#include "xalloc.h"

#include <stdlib.h>

static struct inlint_report *three(void)
{
	struct inlint_report *rep = inlint_report_create();

	rep->n_recs = 3;
	rep->recs = inlint_xcalloc(3, sizeof(*rep->recs));
	/* a: 100 for 50 bytes alone; b: 60 for its 40-byte share; c: 10/5. */
	rep->recs[0] =
		(struct inlint_report_rec){.function = "a",
					   .score = 100,
					   .cost = 50,
					   .cost_source = INLINT_COST_WHATIF};
	rep->recs[1] =
		(struct inlint_report_rec){.function = "b",
					   .score = 60,
					   .cost = 40,
					   .cost_source = INLINT_COST_TOGETHER,
					   .interaction = 3};
	rep->recs[2] =
		(struct inlint_report_rec){.function = "c",
					   .score = 10,
					   .cost = 5,
					   .cost_source = INLINT_COST_WHATIF};
	return rep;
}

static const struct inlint_budget_spec bytes100 = {false, 100};

static void test_alone(void)
{
	struct inlint_report *rep = three();

	/* a (2 per byte), c (2), b (1.5): 50 + 5 + 40 fit. */
	inlint_budget_apply(rep, &bytes100, NULL);
	CHECK(rep->budget.kept == 3 && rep->budget.delta == 95);
	inlint_report_destroy(rep);
}

static void test_interaction(void)
{
	struct inlint_report *rep = three();

	/* a grew twice as much with a set it shares functions with: charged
	 * 100, it comes last and no longer fits; b's share is not charged
	 * again. */
	rep->recs[0].interaction = 2;
	inlint_budget_apply(rep, &bytes100, NULL);
	CHECK(rep->recs[0].over_budget);
	CHECK(!rep->recs[1].over_budget && !rep->recs[2].over_budget);
	CHECK(rep->budget.delta == 45 && rep->budget.dropped == 1);
	inlint_report_destroy(rep);
}

static void test_among(void)
{
	struct inlint_report *rep = three();
	const bool among[] = {true, true, false};

	inlint_budget_apply(rep, &bytes100, among);
	CHECK(rep->recs[2].over_budget);
	CHECK(rep->budget.kept == 2 && rep->budget.delta == 90);
	inlint_report_destroy(rep);
}

static void test_aim(void)
{
	struct inlint_report *rep = three();

	inlint_budget_apply(rep, &bytes100, NULL);
	inlint_budget_keep(rep, NULL, 60);
	CHECK(rep->budget.limit == 100 && rep->budget.delta == 55);
	CHECK(rep->recs[1].over_budget);
	inlint_report_destroy(rep);
}

int main(void)
{
	test_alone();
	test_interaction();
	test_among();
	test_aim();
	return check_result();
}
