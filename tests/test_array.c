/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* test_array.c - core/array: capacity that doubles (a push per element
 * reallocates a logarithmic number of times), and sort and search that
 * accept the NULL of an array never grown; names kept one of each. */
#include "check.h"
#include "array.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

static void test_doubling(void)
{
	size_t cap = 0, grown = 0;
	int *v = NULL;

	v = inlint_array_grow(v, &cap, 1, sizeof(*v));
	CHECK(cap == 8);
	for (size_t n = 1; n <= 100000; n++) {
		size_t before = cap;

		v = inlint_array_grow(v, &cap, n, sizeof(*v));
		v[n - 1] = (int)n;
		grown += cap != before;
		CHECK(cap >= n && (cap == before || cap == 2 * before));
	}
	/* 8 -> 131072: 14 doublings; one per element would be 100000. */
	CHECK(grown == 14);
	CHECK(v[99999] == 100000);
	free(v);
}

/* A need far beyond the next doubling is met at once. */
static void test_big_step(void)
{
	size_t cap = 0;
	char *v = inlint_array_grow(NULL, &cap, 1, 1);

	CHECK(cap == 8);
	v = inlint_array_grow(v, &cap, 1000, 1);
	CHECK(cap == 1024);
	v[999] = 'x';
	free(v);
}

static void test_empty(void)
{
	int key = 3, three[] = {5, 3, 1};

	inlint_array_sort(NULL, 0, sizeof(int), cmp_int);
	CHECK(inlint_array_search(&key, NULL, 0, sizeof(int), cmp_int) == NULL);
	inlint_array_sort(three, 3, sizeof(int), cmp_int);
	CHECK(three[0] == 1 && three[1] == 3 && three[2] == 5);
	CHECK(inlint_array_search(&key, three, 3, sizeof(int), cmp_int) ==
	      &three[1]);
}

/* Names sorted and found by their text, not their addresses. */
static void test_strings(void)
{
	char a[] = "slab_get", b[] = "imalloc", c[] = "zero_get";
	const char *v[] = {a, b, c}, *key = "slab_get";
	const char **found;

	inlint_array_sort(v, 3, sizeof(*v), inlint_array_cmp_str);
	CHECK(v[0] == b && v[1] == a && v[2] == c);
	found = inlint_array_search(&key, v, 3, sizeof(*v),
				    inlint_array_cmp_str);
	CHECK(found == &v[1]);
}

static void test_unique(void)
{
	char *v[] = {inlint_strdup("zero_get"), inlint_strdup("imalloc"),
		     inlint_strdup("zero_get"), inlint_strdup("imalloc"),
		     inlint_strdup("arena_malloc")};
	size_t n = inlint_array_unique_str(v, 5, free);

	CHECK(n == 3);
	CHECK(!strcmp(v[0], "arena_malloc") && !strcmp(v[1], "imalloc") &&
	      !strcmp(v[2], "zero_get"));
	for (size_t i = 0; i < n; i++)
		free(v[i]);
	CHECK(inlint_array_unique_str(NULL, 0, free) == 0);
}

int main(void)
{
	test_doubling();
	test_big_step();
	test_empty();
	test_strings();
	test_unique();
	return check_result();
}
