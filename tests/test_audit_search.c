/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_audit_search.c - audit's group testing against a known answer: a
 * predicate that changes when every member of one of its groups is
 * stripped finds exactly those groups, in 1 + k (log2 n + 2) tests. */
#include "check.h"
#include "search.h"

#include <math.h>

/* Groups of up to 3 members; a subset "changes the code" when it holds
 * every member of a group. */
struct truth {
	size_t groups[8][3];
	size_t sizes[8];
	size_t n;
};

static bool changes(const struct truth *t, const bool *pick)
{
	for (size_t g = 0; g < t->n; g++) {
		bool all = true;

		for (size_t k = 0; k < t->sizes[g]; k++)
			all &= pick[t->groups[g][k]];
		if (all)
			return true;
	}
	return false;
}

/* Runs the search over n; returns the groups found, in found[]. */
static size_t search(const struct truth *t, size_t n, size_t found[8][3],
		     size_t found_n[8], unsigned *tests)
{
	struct inlint_audit_search s;
	const bool *pick;
	size_t k = 0;

	inlint_audit_search_init(&s, n);
	while ((pick = inlint_audit_search_next(&s)))
		if (inlint_audit_search_feed(&s, changes(t, pick)) && k < 8) {
			found_n[k] = s.n_group;
			for (size_t i = 0; i < s.n_group && i < 3; i++)
				found[k][i] = s.group[i];
			k++;
		}
	*tests = s.tests;
	inlint_audit_search_release(&s);
	return k;
}

static void test_nothing_matters(void)
{
	struct truth t = {.n = 0};
	size_t found[8][3], found_n[8];
	unsigned tests;

	CHECK(search(&t, 200, found, found_n, &tests) == 0);
	CHECK(tests == 1);
	CHECK(search(&t, 0, found, found_n, &tests) == 0);
	CHECK(tests == 0);
}

/* 5 of 200 matter alone: found one by one, far fewer tests than 200. */
static void test_five_singles(void)
{
	static const size_t matter[] = {3, 57, 58, 120, 199};
	struct truth t = {.n = 5};
	size_t found[8][3], found_n[8];
	unsigned tests, bound = 1 + 5 * ((unsigned)ceil(log2(200)) + 2);

	for (size_t i = 0; i < 5; i++) {
		t.groups[i][0] = matter[i];
		t.sizes[i] = 1;
	}
	CHECK(search(&t, 200, found, found_n, &tests) == 5);
	for (size_t i = 0; i < 5; i++) {
		CHECK(found_n[i] == 1);
		CHECK(found[i][0] == matter[i]);
	}
	CHECK(tests <= bound);
	printf("5 of 200 alone: %u tests (bound %u)\n", tests, bound);
}

/* Each half alone changes nothing, both together do: one group of two. */
static void test_pair(void)
{
	struct truth t = {.groups = {{17, 140}}, .sizes = {2}, .n = 1};
	size_t found[8][3], found_n[8];
	unsigned tests;

	CHECK(search(&t, 200, found, found_n, &tests) == 1);
	CHECK(found_n[0] == 2);
	CHECK(found[0][0] == 17 && found[0][1] == 140);
	printf("a pair in 200: %u tests\n", tests);
}

/* A single and a triple, side by side. */
static void test_single_and_triple(void)
{
	struct truth t = {
		.groups = {{9}, {4, 30, 31}}, .sizes = {1, 3}, .n = 2};
	size_t found[8][3], found_n[8];
	unsigned tests;

	CHECK(search(&t, 40, found, found_n, &tests) == 2);
	CHECK(found_n[0] == 1 && found[0][0] == 9);
	CHECK(found_n[1] == 3);
	CHECK(found[1][0] == 4 && found[1][1] == 30 && found[1][2] == 31);
}

int main(void)
{
	test_nothing_matters();
	test_five_singles();
	test_pair();
	test_single_and_triple();
	return check_result();
}
