/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* xalloc.c - the allocation helpers of xalloc.h. */
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void inlint_out_of_memory(void)
{
	fputs("inlint: out of memory\n", stderr);
	abort();
}

static void *checked(void *p)
{
	if (!p)
		inlint_out_of_memory();
	return p;
}

void *inlint_xmalloc(size_t n)
{
	return checked(malloc(n ? n : 1));
}

void *inlint_xcalloc(size_t n, size_t size)
{
	return checked(calloc(n ? n : 1, size));
}

void *inlint_xrealloc(void *p, size_t n)
{
	return checked(realloc(p, n ? n : 1));
}

char *inlint_strdup(const char *s)
{
	size_t n;
	char *d;

	if (!s)
		return NULL;
	n = strlen(s) + 1;
	d = inlint_xmalloc(n);
	memcpy(d, s, n);
	return d;
}

char *inlint_strndup(const char *s, size_t n)
{
	char *d;

	n = strnlen(s, n);
	d = inlint_xmalloc(n + 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

char *inlint_strcat3(const char *a, const char *b, const char *c)
{
	size_t na = strlen(a), nb = strlen(b), nc = strlen(c);
	char *d = inlint_xmalloc(na + nb + nc + 1);

	memcpy(d, a, na);
	memcpy(d + na, b, nb);
	memcpy(d + na + nb, c, nc + 1);
	return d;
}
