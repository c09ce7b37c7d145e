/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_blockfreq.c - the block-frequency solver on hand-built CFGs whose
 * answers are known in closed form. Run: ctest -R test_blockfreq */
#include "blockfreq.h"
#include "check.h"

#define EPS 1e-9

#define SOLVE(freq, n, ...)                                                    \
	do {                                                                   \
		struct inlint_cfg_edge e_[] = {__VA_ARGS__};                   \
		struct inlint_cfg c_ = {(n), e_, sizeof(e_) / sizeof(e_[0])};  \
		CHECK(inlint_blockfreq_solve(&c_, (freq)) == 0);               \
	} while (0)

static void test_straight_line(void)
{
	double f[3];

	SOLVE(f, 3, {0, 1, 1.0, false}, {1, 2, 1.0, false});
	CHECK_NEAR(f[0], 1, EPS);
	CHECK_NEAR(f[1], 1, EPS);
	CHECK_NEAR(f[2], 1, EPS);
}

static void test_single_block(void)
{
	struct inlint_cfg c = {1, NULL, 0};
	double f[1];

	CHECK(inlint_blockfreq_solve(&c, f) == 0);
	CHECK_NEAR(f[0], 1, EPS);
}

static void test_diamond(void)
{
	double f[4];

	SOLVE(f, 4, {0, 1, 0.3, false}, {0, 2, 0.7, false}, {1, 3, 1.0, false},
	      {2, 3, 1.0, false});
	CHECK_NEAR(f[0], 1, EPS);
	CHECK_NEAR(f[1], 0.3, EPS);
	CHECK_NEAR(f[2], 0.7, EPS);
	CHECK_NEAR(f[3], 1, EPS);
}

/* A loop taken again with p = 0.75 runs 1 / (1 - p) = 4 times. */
static void test_single_loop(void)
{
	double f[4];

	SOLVE(f, 4, {0, 1, 1.0, false}, {1, 2, 1.0, false}, {2, 1, 0.75, false},
	      {2, 3, 0.25, false});
	CHECK_NEAR(f[1], 4, EPS);
	CHECK_NEAR(f[2], 4, EPS);
	CHECK_NEAR(f[3], 1, EPS);
}

static void test_self_loop(void)
{
	double f[3];

	SOLVE(f, 3, {0, 1, 1.0, false}, {1, 1, 0.5, false}, {1, 2, 0.5, false});
	CHECK_NEAR(f[1], 2, EPS);
	CHECK_NEAR(f[2], 1, EPS);
}

/* Two latches (a "continue"): their back-edge mass adds up. */
static void test_two_latches(void)
{
	double f[5];

	SOLVE(f, 5, {0, 1, 1.0, false}, {1, 2, 0.4, false}, {1, 3, 0.4, false},
	      {1, 4, 0.2, false}, {2, 1, 1.0, false}, {3, 1, 1.0, false});
	CHECK_NEAR(f[1], 5, EPS);
	CHECK_NEAR(f[2], 2, EPS);
	CHECK_NEAR(f[3], 2, EPS);
	CHECK_NEAR(f[4], 1, EPS);
}

/* Outer loop 1..3 runs 4 times, the inner self-loop 2 twice per outer
 * iteration: 8 in all. */
static void test_nested_loops(void)
{
	double f[5];

	SOLVE(f, 5, {0, 1, 1.0, false}, {1, 2, 1.0, false}, {2, 2, 0.5, false},
	      {2, 3, 0.5, false}, {3, 1, 0.75, false}, {3, 4, 0.25, false});
	CHECK_NEAR(f[1], 4, EPS);
	CHECK_NEAR(f[2], 8, EPS);
	CHECK_NEAR(f[3], 4, EPS);
	CHECK_NEAR(f[4], 1, EPS);
}

/* Leaving the inner loop straight out of the outer one (a "goto out"):
 * f1 = 1 + f3, f2 = f1 + f2 / 2, f3 = f2 / 4, so f1 = 2, f2 = 4. */
static void test_exit_from_inner_loop(void)
{
	double f[5];

	SOLVE(f, 5, {0, 1, 1.0, false}, {1, 2, 1.0, false}, {2, 2, 0.5, false},
	      {2, 3, 0.25, false}, {2, 4, 0.25, false}, {3, 1, 1.0, false});
	CHECK_NEAR(f[1], 2, EPS);
	CHECK_NEAR(f[2], 4, EPS);
	CHECK_NEAR(f[3], 1, EPS);
	CHECK_NEAR(f[4], 1, EPS);
}

static void test_infinite_loop_capped(void)
{
	double f[4];

	SOLVE(f, 4, {0, 1, 1.0, false}, {1, 2, 1.0, false}, {2, 1, 1.0, false},
	      {2, 3, 0.0, false});
	CHECK_NEAR(f[0], 1, EPS);
	CHECK_NEAR(f[1], INLINT_MAX_BLOCK_FREQ, EPS);
	CHECK_NEAR(f[2], INLINT_MAX_BLOCK_FREQ, EPS);
	CHECK_NEAR(f[3], 0, EPS);
}

/* Capping the count of a loop that almost never exits must not lose what
 * comes after it: every entry still leaves. */
static void test_huge_trip_count(void)
{
	double f[3];

	SOLVE(f, 3, {0, 1, 1.0, false}, {1, 1, 1 - 1e-9, false},
	      {1, 2, 1e-9, false});
	CHECK_NEAR(f[1], INLINT_MAX_BLOCK_FREQ, EPS);
	CHECK_NEAR(f[2], 1, 1e-6);
}

static void test_unreachable_block(void)
{
	double f[3];

	SOLVE(f, 3, {0, 1, 1.0, false}, {2, 1, 1.0, false});
	CHECK_NEAR(f[0], 1, EPS);
	CHECK_NEAR(f[1], 1, EPS);
	CHECK_NEAR(f[2], 0, EPS);
}

/* LLVM IR cannot branch to its entry, but a plain CFG may. */
static void test_entry_is_loop_header(void)
{
	double f[2];

	SOLVE(f, 2, {0, 0, 0.5, false}, {0, 1, 0.5, false});
	CHECK_NEAR(f[0], 2, EPS);
	CHECK_NEAR(f[1], 1, EPS);
}

/* A cycle entered at both 1 and 2 has no header to scale:
 * f1 = 1/2 + f2/2 and f2 = 1/2 + f1/2, so both are 1. */
static void test_irreducible(void)
{
	double f[4];

	SOLVE(f, 4, {0, 1, 0.5, false}, {0, 2, 0.5, false}, {1, 2, 0.5, false},
	      {1, 3, 0.5, false}, {2, 1, 0.5, false}, {2, 3, 0.5, false});
	CHECK_NEAR(f[1], 1, 1e-6);
	CHECK_NEAR(f[2], 1, 1e-6);
	CHECK_NEAR(f[3], 1, 1e-6);
}

/* The same cycle, left only once in a thousand times round: too slow to
 * sweep to the end, so the rest of the series is added at once.
 * f1 = 1/2 + f2, f2 = 1/2 + 0.999 f1, so f1 = 1000, f2 = 999.5. */
static void test_irreducible_slow_exit(void)
{
	double f[4];

	SOLVE(f, 4, {0, 1, 0.5, false}, {0, 2, 0.5, false},
	      {1, 2, 0.999, false}, {1, 3, 0.001, false}, {2, 1, 1.0, false});
	CHECK_NEAR(f[1], 1000, 1e-6);
	CHECK_NEAR(f[2], 999.5, 1e-6);
	CHECK_NEAR(f[3], 1, 1e-9);
}

static void test_loops_found(void)
{
	struct inlint_cfg_edge e[] = {
		{0, 1, 1.0, false}, {1, 2, 1.0, false},	 {2, 2, 0.5, false},
		{2, 3, 0.5, false}, {3, 1, 0.75, false}, {3, 4, 0.25, false},
	};
	struct inlint_cfg c = {5, e, 6};
	struct inlint_loops lp;
	size_t outer, inner;

	CHECK(inlint_loops_find(&c, &lp) == 0);
	CHECK(lp.n_loops == 2);
	outer = lp.loop_of[1];
	inner = lp.loop_of[2];
	CHECK(outer == 0 && inner == 1);
	CHECK(lp.header[outer] == 1 && lp.header[inner] == 2);
	CHECK(lp.parent[inner] == outer);
	CHECK(lp.parent[outer] == INLINT_NO_LOOP);
	CHECK(lp.loop_of[3] == outer);
	CHECK(lp.loop_of[0] == INLINT_NO_LOOP);
	CHECK(lp.loop_of[4] == INLINT_NO_LOOP);
	CHECK(inlint_loop_contains(&lp, outer, inner));
	CHECK(!inlint_loop_contains(&lp, inner, outer));
	CHECK(!inlint_loop_contains(&lp, outer, INLINT_NO_LOOP));
	inlint_loops_release(&lp);
}

int main(void)
{
	test_straight_line();
	test_single_block();
	test_diamond();
	test_single_loop();
	test_self_loop();
	test_two_latches();
	test_nested_loops();
	test_exit_from_inner_loop();
	test_infinite_loop_capped();
	test_huge_trip_count();
	test_unreachable_block();
	test_entry_is_loop_header();
	test_irreducible();
	test_irreducible_slow_exit();
	test_loops_found();
	return check_result();
}
