/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* array.h - arrays that grow and may be empty: capacity that doubles, and
 * sort and search that take the NULL of an array never grown. */
#ifndef INLINT_ARRAY_H
#define INLINT_ARRAY_H

#include <stddef.h>

typedef int (*inlint_array_cmp)(const void *, const void *);

/* v with room for at least need elements of elem bytes: *cap doubles (from
 * 8) until it is enough. A size past SIZE_MAX is out of memory. */
void *inlint_array_grow(void *v, size_t *cap, size_t need, size_t elem);

/* qsort and bsearch, for which n == 0 means nothing to do, whatever v is:
 * the C library may not be given a NULL array even with no element. */
void inlint_array_sort(void *v, size_t n, size_t elem, inlint_array_cmp cmp);
void *inlint_array_search(const void *key, const void *v, size_t n, size_t elem,
			  inlint_array_cmp cmp);

/* The order of size_t values, smallest first: indexes sorted. */
int inlint_array_cmp_size(const void *x, const void *y);
/* The order of strings (char * elements), by strcmp: names sorted. */
int inlint_array_cmp_str(const void *x, const void *y);

/* Sorts the n names (char * elements) of v by strcmp and keeps one of
 * each, at the front; returns how many. Each repeat goes to drop (free,
 * for names v owns) unless drop is NULL. */
size_t inlint_array_unique_str(void *v, size_t n, void (*drop)(void *));

#endif
