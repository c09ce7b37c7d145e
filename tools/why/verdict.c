/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* verdict.c - one remark per call: the inliner may speak of a call several
 * times (Missed, then Inlined; or once per unrolled or inlined copy). */
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

static int cmp_line(const struct inlint_remark *a, const char *callee,
		    unsigned line)
{
	int c = strcmp(a->callee, callee);

	return c ? c : (a->line > line) - (a->line < line);
}

/* Same callee and line: in the order clang wrote them. */
static int cmp_by_line(const void *pa, const void *pb)
{
	const struct inlint_remark *a = *(const struct inlint_remark **)pa;
	const struct inlint_remark *b = *(const struct inlint_remark **)pb;
	int c = cmp_line(a, b->callee, b->line);

	return c ? c : (a > b) - (a < b);
}

static const struct inlint_remark **
every(const struct inlint_remarks *rs, int (*cmp)(const void *, const void *))
{
	const struct inlint_remark **all = inlint_xcalloc(rs->n, sizeof(*all));

	for (size_t i = 0; i < rs->n; i++)
		all[i] = &rs->v[i];
	inlint_array_sort(all, rs->n, sizeof(*all), cmp);
	return all;
}

void inlint_verdicts_build(struct inlint_verdicts *vs,
			   const struct inlint_remarks *rs)
{
	const struct inlint_remark **all = every(rs, cmp_sort);
	size_t n = 0;

	vs->v = all;
	vs->n = 0;
	vs->by_line = every(rs, cmp_by_line);
	vs->n_by_line = rs->n;
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
	free(vs->by_line);
	vs->v = NULL;
	vs->by_line = NULL;
	vs->n = vs->n_by_line = 0;
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

static size_t first_on_line(const struct inlint_verdicts *vs,
			    const char *callee, unsigned line)
{
	size_t lo = 0, hi = vs->n_by_line;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmp_line(vs->by_line[mid], callee, line) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* A function of m without a body: each of its calls lives on only in the
 * copies of it, where the inliner judged it again. */
static bool body_gone(const struct inlint_model *m, const char *name)
{
	long i = inlint_model_find_function(m, name);

	return i >= 0 && (m->functions[i].outcome == INLINT_OUTCOME_INLINED ||
			  m->functions[i].outcome == INLINT_OUTCOME_REMOVED);
}

/* Keeps in *pick the caller's own remark over a copy's: the first one
 * that inlined the call, or the last refusal. */
static void pick(const struct inlint_remark **p, const struct inlint_remark *r,
		 const char *caller, bool last)
{
	bool own = !strcmp(r->caller, caller);
	bool had_own = *p && !strcmp((*p)->caller, caller);

	if (!*p || (own && !had_own) || (last && (own || !had_own)))
		*p = r;
}

void inlint_verdict_site(const struct inlint_verdicts *vs,
			 const struct inlint_model *m,
			 const struct inlint_call_site *cs, const char *file,
			 struct inlint_site_verdict *out)
{
	const char *callee = m->functions[cs->callee].name;
	const char *caller = m->functions[cs->caller].name;
	const struct inlint_remark *gone = NULL;

	memset(out, 0, sizeof(*out));
	for (size_t i = first_on_line(vs, callee, cs->line);
	     i < vs->n_by_line && !cmp_line(vs->by_line[i], callee, cs->line);
	     i++) {
		const struct inlint_remark *r = vs->by_line[i];

		if (!same_file(r->file, file) ||
		    (!cs->line && strcmp(r->caller, caller)))
			continue;
		if (r->inlined) {
			out->n_inlined++;
			pick(&out->inlined, r, caller, false);
		} else if (body_gone(m, r->caller)) {
			pick(&gone, r, caller, true);
		} else {
			out->n_refused++;
			pick(&out->refused, r, caller, true);
		}
	}
	if (!out->refused)
		out->refused = gone;
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
