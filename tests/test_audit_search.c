/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_audit_search.c - audit's group testing against a known answer: a
 * predicate that changes when every member of one of its groups is
 * stripped finds exactly those groups, in 1 + k (log2 n + 2) tests, and
 * a few annotations in few rounds (singletons side by side). */
#include "array.h"
#include "check.h"
#include "search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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

static unsigned rounds;

/* Runs the search over n, each round's subsets all tested before any is
 * fed (as audit compiles them side by side); returns the groups found,
 * in found[], and the rounds in rounds. */
static size_t search(const struct truth *t, size_t n, size_t found[8][3],
		     size_t found_n[8], unsigned *tests)
{
	struct inlint_audit_search s;
	bool *changed = calloc(n + 1, sizeof(*changed));
	size_t m, k = 0;

	inlint_audit_search_init(&s, n);
	while ((m = inlint_audit_search_next(&s))) {
		for (size_t j = 0; j < m; j++)
			changed[j] =
				changes(t, inlint_audit_search_subset(&s, j));
		for (size_t j = 0; j < m; j++)
			if (inlint_audit_search_feed(&s, j, changed[j]) &&
			    k < 8) {
				found_n[k] = s.n_group;
				for (size_t i = 0; i < s.n_group && i < 3; i++)
					found[k][i] = s.group[i];
				k++;
			}
	}
	*tests = s.tests;
	rounds = s.rounds;
	inlint_audit_search_release(&s);
	free(changed);
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

/* Few annotations, most of them load-bearing: every one stripped alone
 * in one round, then the rest together, which hides a pair, found by
 * halving without testing its members alone again: 19 tests in 10
 * rounds, where halving from the start takes 30 tests, one a round. */
static void test_singles_and_pair(void)
{
	struct truth t = {.groups = {{1}, {4}, {6}, {8}, {2, 9}},
			  .sizes = {1, 1, 1, 1, 2},
			  .n = 5};
	size_t found[8][3], found_n[8];
	unsigned tests;

	CHECK(search(&t, 10, found, found_n, &tests) == 5);
	for (size_t i = 0; i < 5; i++) {
		CHECK(found_n[i] == t.sizes[i]);
		for (size_t m = 0; m < t.sizes[i]; m++)
			CHECK(found[i][m] == t.groups[i][m]);
	}
	printf("4 singles and a pair in 10: %u tests, %u rounds\n", tests,
	       rounds);
	CHECK(tests == 19);
	CHECK(rounds == 10);
}

/* 6 of 20 matter alone, as in a kernel TU's own forcing annotations:
 * 1 + 20 + 1 tests in 3 rounds (halving: 36 tests, one a round). */
static void test_many_alone(void)
{
	static const size_t matter[] = {0, 3, 7, 11, 12, 19};
	struct truth t = {.n = 6};
	size_t found[8][3], found_n[8];
	unsigned tests;

	for (size_t i = 0; i < 6; i++) {
		t.groups[i][0] = matter[i];
		t.sizes[i] = 1;
	}
	CHECK(search(&t, 20, found, found_n, &tests) == 6);
	for (size_t i = 0; i < 6; i++)
		CHECK(found_n[i] == 1 && found[i][0] == matter[i]);
	CHECK(tests == 22);
	CHECK(rounds == 3);
}

/* Only a pair among few: the singletons change nothing, and the halving
 * goes on from the strip-all test, skipping the tests of one member
 * alone: 11 tests in 7 rounds (halving from the start: 7 in 7). */
static void test_pair_among_few(void)
{
	struct truth t = {.groups = {{0, 3}}, .sizes = {2}, .n = 1};
	size_t found[8][3], found_n[8];
	unsigned tests;

	CHECK(search(&t, 5, found, found_n, &tests) == 1);
	CHECK(found_n[0] == 2 && found[0][0] == 0 && found[0][1] == 3);
	printf("a pair in 5: %u tests, %u rounds\n", tests, rounds);
	CHECK(tests == 11);
	CHECK(rounds == 7);
}

static int by_value(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return (x > y) - (x < y);
}

/* Up to four disjoint groups of one to three members drawn from n. */
static void draw(struct truth *t, size_t n, unsigned *seed)
{
	bool *used = calloc(n + 1, sizeof(*used));

	t->n = 0;
	for (int g = 0; g < 4; g++) {
		size_t size = 1 + (size_t)rand_r(seed) % 3;

		t->sizes[t->n] = 0;
		for (size_t m = 0; m < size; m++) {
			size_t e = (size_t)rand_r(seed) % n;

			if (!used[e]) {
				used[e] = true;
				t->groups[t->n][t->sizes[t->n]++] = e;
			}
		}
		inlint_array_sort(t->groups[t->n], t->sizes[t->n],
				  sizeof(size_t), by_value);
		t->n += t->sizes[t->n] > 0;
	}
	free(used);
}

/* Whether group g of t is among the k found. */
static bool was_found(const struct truth *t, size_t g, size_t found[8][3],
		      const size_t found_n[8], size_t k)
{
	for (size_t f = 0; f < k; f++)
		if (found_n[f] == t->sizes[g] &&
		    !memcmp(found[f], t->groups[g],
			    t->sizes[g] * sizeof(size_t)))
			return true;
	return false;
}

/* Disjoint groups drawn at random in n from 1 to 60 (by singletons up to
 * INLINT_AUDIT_SINGLES_MAX, by halving above): exactly those groups are
 * found. */
static void test_random(void)
{
	unsigned seed = 26, fails = 0;

	for (size_t n = 1; n <= 60; n++)
		for (int trial = 0; trial < 20; trial++) {
			struct truth t;
			size_t found[8][3], found_n[8], k;
			unsigned tests;

			draw(&t, n, &seed);
			k = search(&t, n, found, found_n, &tests);
			fails += k != t.n;
			for (size_t g = 0; g < t.n; g++)
				fails += !was_found(&t, g, found, found_n, k);
		}
	CHECK(fails == 0);
}

int main(void)
{
	test_nothing_matters();
	test_five_singles();
	test_pair();
	test_single_and_triple();
	test_singles_and_pair();
	test_many_alone();
	test_pair_among_few();
	test_random();
	return check_result();
}
