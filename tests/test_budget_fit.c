/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_budget_fit.c - the kept set measured together: its bytes shared out
 * to the recommendations that changed them, the interaction expected of
 * those outside it, and where a shrink aims. */
#include "budget_fit.h"
#include "check.h"
#include "xalloc.h"

#include <stdlib.h>

/* Interned names: a measurement names a function by the report's
 * string, so the same pointer. */
static const char *const put = "ring_put", *const hash = "ring_hash",
			 *const fill = "ring_fill", *const sum = "tbl_sum";

static struct inlint_report_measured *
measured(int64_t delta, size_t n, const struct inlint_report_bytes *f)
{
	struct inlint_report_measured *m = inlint_xcalloc(1, sizeof(*m));

	m->text_delta = delta;
	m->n_functions = n;
	m->functions = inlint_xcalloc(n, sizeof(*f));
	for (size_t i = 0; i < n; i++)
		m->functions[i] = f[i];
	return m;
}

static struct inlint_report_rec rec(const char *function, int64_t cost,
				    struct inlint_report_measured *m)
{
	return (struct inlint_report_rec){.function = function,
					  .cost = cost,
					  .cost_source = INLINT_COST_WHATIF,
					  .measured = m};
}

/* A chain in the set (ring_put forced, and ring_hash forced into it);
 * outside it, ring_mix changes ring_put too, tbl_sum nothing the set
 * changed, and one was already priced by a set before. */
static struct inlint_report *chain(void)
{
	struct inlint_report *rep = inlint_report_create();
	const struct inlint_report_bytes put_alone[] = {{put, 300},
							{fill, 100}};
	const struct inlint_report_bytes hash_alone[] = {{put, 200},
							 {hash, -100}};
	const struct inlint_report_bytes mix_alone[] = {{put, 50}};
	const struct inlint_report_bytes sum_alone[] = {{sum, 100}};

	rep->n_recs = 5;
	rep->recs = inlint_xcalloc(5, sizeof(*rep->recs));
	rep->recs[0] = rec(put, 400, measured(400, 2, put_alone));
	rep->recs[1] = rec(hash, 100, measured(100, 2, hash_alone));
	rep->recs[2] = rec("ring_mix", 50, measured(50, 1, mix_alone));
	rep->recs[3] = rec(sum, 100, measured(100, 1, sum_alone));
	rep->recs[4] = rec("tbl_done", 70, NULL);
	rep->recs[4].cost_source = INLINT_COST_TOGETHER;
	return rep;
}

/* Together: ring_put +700, ring_fill +150, and 50 bytes in functions
 * neither changed alone. */
static const struct inlint_report_bytes together[] = {{put, 700}, {fill, 150}};
static const bool in_set[] = {true, true, false, false, false};

static void test_share_out(void)
{
	struct inlint_report *rep = chain();
	struct inlint_report_measured *set = measured(900, 2, together);

	inlint_budget_share_out(rep, in_set, set, 0, true);
	/* ring_put's 700 by 300:200, ring_fill's 150 all to put (570 and
	 * 280), the 50 left by 570:280. */
	CHECK(rep->recs[0].cost == 604 && rep->recs[1].cost == 296);
	CHECK(rep->recs[0].cost_source == INLINT_COST_TOGETHER &&
	      rep->recs[1].cost_source == INLINT_COST_TOGETHER);
	CHECK(rep->recs[2].cost == 50 &&
	      rep->recs[2].cost_source == INLINT_COST_WHATIF);
	inlint_report_measured_destroy(set);
	inlint_report_destroy(rep);
}

/* In two configurations (ring_hash compiled in the first only), each
 * keeps the largest share any configuration gives it, in either order. */
static void test_share_out_configs(bool second_first)
{
	struct inlint_report *rep = chain();
	const struct inlint_report_bytes put_alone[] = {{put, 100}};
	const struct inlint_report_bytes put_together[] = {{put, 1000}};
	struct inlint_report_measured *set0 = measured(900, 2, together);
	struct inlint_report_measured *set1 = measured(1000, 1, put_together);

	rep->n_configs = 2;
	for (size_t i = 0; i < rep->n_recs; i++) {
		struct inlint_report_rec *r = &rep->recs[i];

		r->in_config = inlint_xcalloc(2, sizeof(*r->in_config));
		r->in_config[0] = r->measured;
	}
	rep->recs[0].in_config[1] = measured(100, 1, put_alone);
	if (second_first) {
		inlint_budget_share_out(rep, in_set, set1, 1, true);
		inlint_budget_share_out(rep, in_set, set0, 0, false);
	} else {
		inlint_budget_share_out(rep, in_set, set0, 0, true);
		inlint_budget_share_out(rep, in_set, set1, 1, false);
	}
	/* ring_put: 604 in the first, 1000 in the second; ring_hash: 296
	 * in the first, nothing in the second. */
	CHECK(rep->recs[0].cost == 1000 && rep->recs[1].cost == 296);
	inlint_report_measured_destroy(set0);
	inlint_report_measured_destroy(set1);
	inlint_report_destroy(rep);
}

static void test_expect_interaction(void)
{
	struct inlint_report *rep = chain();
	struct inlint_report_measured *set = measured(900, 2, together);

	inlint_budget_expect_interaction(rep, in_set, set, 1.8, 0, true);
	CHECK(rep->recs[2].interaction == 1.8); /* ring_mix: ring_put */
	CHECK(rep->recs[3].interaction == 1);	/* tbl_sum: independent */
	CHECK(rep->recs[4].interaction == 0);	/* priced together */
	CHECK(rep->recs[0].interaction == 0 && rep->recs[1].interaction == 0);
	inlint_report_measured_destroy(set);
	inlint_report_destroy(rep);
}

/* Linux mm/'s rounds: a shrink priced at the 3,733-byte limit fell from
 * 4,808 to 4,257, half of what it priced; the next aims 1,022 lower. */
static void test_shrink_aim(void)
{
	CHECK(inlint_budget_shrink_aim(0, 0, 4808, 3733) == 3733);
	CHECK(inlint_budget_shrink_aim(4808, 3733, 4257, 3733) == 3234);
	CHECK(inlint_budget_shrink_aim(5000, 4000, 4500, 4000) == 3500);
	/* Did not fall: aims four times as far below, never under 0. */
	CHECK(inlint_budget_shrink_aim(5000, 4000, 5000, 4000) == 1000);
	CHECK(inlint_budget_shrink_aim(5000, 1000, 5000, 1000) == 0);
}

int main(void)
{
	test_share_out();
	test_share_out_configs(false);
	test_share_out_configs(true);
	test_expect_interaction();
	test_shrink_aim();
	return check_result();
}
