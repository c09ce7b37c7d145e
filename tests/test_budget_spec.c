/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_budget_spec.c - --budget as merge and tune read it: the forms, the
 * limits named in the error, and bytes that always fit. Run: ctest -R
 * test_budget_spec */
#include "check.h"
#include "budget_spec.h"

#include <math.h>

static void check_parses(const char *s, bool percent, double value)
{
	struct inlint_budget_spec b = {!percent, -1};
	char err[128] = "";

	CHECK(inlint_budget_spec_parse(s, &b, err, sizeof(err)) == 0);
	CHECK(b.percent == percent && b.value == value);
	CHECK_STR(err, "");
}

static void check_refuses(const char *s, const char *want)
{
	struct inlint_budget_spec b = {true, 7};
	char err[128] = "";

	CHECK(inlint_budget_spec_parse(s, &b, err, sizeof(err)) == -1);
	CHECK(b.percent && b.value == 7);
	CHECK_STR(err, want);
}

static void test_forms(void)
{
	check_parses("4096", false, 4096);
	check_parses("+4096", false, 4096);
	check_parses("+0.5%", true, 0.5);
	check_parses(".5%", true, 0.5);
	check_parses("1e3", false, 1000);
	check_parses("0", false, 0);
	for (const char *const *s =
		     (const char *const[]){"5MB", "0x10", "inf", "nan", "-3",
					   "+", "", "5%%", "5%3", "1e", "% ",
					   NULL};
	     *s; s++)
		check_refuses(*s, "not +PCT% or BYTES");
}

/* 2^64 - 1 and 1e19 bytes used to become a negative limit in merge and
 * undefined behaviour in tune. */
static void test_limits(void)
{
	static const char bytes[] =
		"more than 1000000000000000000 bytes, the largest budget";
	static const char percent[] = "more than 10000%, the largest budget";

	check_parses("1e18", false, 1e18);
	check_parses("+10000%", true, 10000);
	check_refuses("1e19", bytes);
	check_refuses("18446744073709551615", bytes);
	check_refuses("1e400", bytes);
	check_refuses("+10000.5%", percent);
	check_refuses("+18446744073709551615%", percent);
	check_refuses("+1e300%", percent);
}

static void test_bytes(void)
{
	struct inlint_budget_spec pct = {true, 10}, max = {true, 1e4};
	struct inlint_budget_spec bytes = {false, 4096.4};

	CHECK(inlint_budget_spec_bytes(&pct, 1972) == 197);
	CHECK(inlint_budget_spec_bytes(&pct, 1975) == 198);
	CHECK(inlint_budget_spec_bytes(&bytes, 1) == 4096);
	CHECK(inlint_budget_spec_bytes(&pct, 0) == 0);
	/* No text is that large, but a forged object's symbols can say so. */
	CHECK(inlint_budget_spec_bytes(&max, 1e300) == 1000000000000000000);
	CHECK(inlint_budget_spec_bytes(&max, INFINITY) == 1000000000000000000);
}

int main(void)
{
	test_forms();
	test_limits();
	test_bytes();
	return check_result();
}
