/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* array.c - the helpers of array.h: one growth policy, and the empty-array
 * guards of qsort and bsearch in one place instead of at every call. */
#include "array.h"

#include "xalloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FIRST_CAP 8

void *inlint_array_grow(void *v, size_t *cap, size_t need, size_t elem)
{
	size_t n = *cap ? *cap : FIRST_CAP;

	if (need <= *cap)
		return v;
	while (n < need) {
		if (n > SIZE_MAX / 2)
			n = need;
		else
			n *= 2;
	}
	if (elem && n > SIZE_MAX / elem)
		inlint_out_of_memory();
	*cap = n;
	return inlint_xrealloc(v, n * elem);
}

void inlint_array_sort(void *v, size_t n, size_t elem, inlint_array_cmp cmp)
{
	if (n > 1)
		qsort(v, n, elem, cmp);
}

int inlint_array_cmp_size(const void *x, const void *y)
{
	size_t p = *(const size_t *)x, q = *(const size_t *)y;

	return (p > q) - (p < q);
}

int inlint_array_cmp_str(const void *x, const void *y)
{
	return strcmp(*(const char *const *)x, *(const char *const *)y);
}

size_t inlint_array_unique_str(void *v, size_t n, void (*drop)(void *))
{
	char **name = v;
	size_t k = 0;

	inlint_array_sort(name, n, sizeof(*name), inlint_array_cmp_str);
	for (size_t i = 0; i < n; i++) {
		if (!k || strcmp(name[k - 1], name[i]))
			name[k++] = name[i];
		else if (drop)
			drop(name[i]);
	}
	return k;
}

void *inlint_array_search(const void *key, const void *v, size_t n, size_t elem,
			  inlint_array_cmp cmp)
{
	return n ? bsearch(key, v, n, elem, cmp) : NULL;
}
