/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* verdict.c - one remark per call: the inliner may speak of a call several
 * times (Missed, then Inlined; or once per unrolled copy). */
#include "verdict.h"
#include "array.h"
#include "paths.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_str(const char *a, const char *b)
{
	if (!a || !b)
		return !!a - !!b;
	return strcmp(a, b);
}

static int cmp_call(const struct inlint_remark *a,
		    const struct inlint_remark *b)
{
	int c = strcmp(a->callee, b->callee);

	if (!c)
		c = strcmp(a->caller, b->caller);
	if (!c)
		c = (a->line > b->line) - (a->line < b->line);
	if (!c)
		c = cmp_str(a->file, b->file);
	return c;
}

/* Same call: file order within a call is the order of the remarks. */
static int cmp_sort(const void *pa, const void *pb)
{
	const struct inlint_remark *a = *(const struct inlint_remark **)pa;
	const struct inlint_remark *b = *(const struct inlint_remark **)pb;
	int c = cmp_call(a, b);

	return c ? c : (a > b) - (a < b);
}

void inlint_verdicts_build(struct inlint_verdicts *vs,
			   const struct inlint_remarks *rs)
{
	const struct inlint_remark **all = inlint_xcalloc(rs->n, sizeof(*all));
	size_t n = 0;

	vs->v = all;
	vs->n = 0;
	for (size_t i = 0; i < rs->n; i++)
		all[i] = &rs->v[i];
	inlint_array_sort(all, rs->n, sizeof(*all), cmp_sort);
	for (size_t i = 0, j; i < rs->n; i = j) {
		const struct inlint_remark *pick;

		for (j = i + 1; j < rs->n && !cmp_call(all[i], all[j]); j++)
			;
		/* Inlined anywhere wins; else the inliner's last refusal. */
		pick = all[j - 1];
		for (size_t k = i; k < j; k++) {
			if (all[k]->inlined) {
				pick = all[k];
				break;
			}
		}
		all[n++] = pick;
	}
	vs->n = n;
}

void inlint_verdicts_release(struct inlint_verdicts *vs)
{
	free(vs->v);
	vs->v = NULL;
	vs->n = 0;
}

/* Remarks name files as the compiler was given them, records too, but
 * relative to the build directory or not: examples/pool/pool.c is
 * /work/examples/pool/pool.c. */
static bool same_file(const char *a, const char *b)
{
	return !a || !b || inlint_same_file(a, b);
}

const struct inlint_remark *
inlint_verdict_find(const struct inlint_verdicts *vs, const char *callee,
		    const char *caller, unsigned line, const char *file)
{
	size_t lo = 0, hi = vs->n;

	/* The first verdict on callee, caller and line; files follow. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct inlint_remark *r = vs->v[mid];
		int c = strcmp(r->callee, callee);

		if (!c)
			c = strcmp(r->caller, caller);
		if (!c)
			c = (r->line > line) - (r->line < line);
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < vs->n; lo++) {
		const struct inlint_remark *r = vs->v[lo];

		if (strcmp(r->callee, callee) || strcmp(r->caller, caller) ||
		    r->line != line)
			return NULL;
		if (same_file(r->file, file))
			return r;
	}
	return NULL;
}

int inlint_remarks_load(char *const *paths, size_t n, struct inlint_remarks *rs,
			struct inlint_verdicts *vs, char *err, size_t errlen)
{
	for (size_t i = 0; i < n; i++)
		if (inlint_remarks_read_path(paths[i], rs, err, errlen))
			return -1;
	inlint_verdicts_build(vs, rs);
	return 0;
}
