/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_conflict.c - finds the decisions of one file that contradict
 * each other, by name first so that a whole build's list stays cheap. */
#include "decision_conflict.h"

#include "array.h"
#include "one_line.h"
#include "paths.h"
#include "xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool same_string(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* On a call, plain acts as none: the inline hint is the function's. */
static enum inlint_action effective(const struct inlint_recommendation *d)
{
	return d->caller && d->action == INLINT_ACTION_PLAIN
		       ? INLINT_ACTION_NONE
		       : d->action;
}

bool inlint_decisions_conflict(const struct inlint_recommendation *a,
			       const struct inlint_recommendation *b)
{
	if (effective(a) == effective(b) ||
	    strcmp(a->function, b->function) != 0)
		return false;
	if (a->file && *a->file && b->file && *b->file &&
	    !inlint_same_file(a->file, b->file))
		return false;
	if (!a->caller || !b->caller)
		return !a->caller && !b->caller;
	return same_string(a->caller, b->caller) &&
	       (!a->call_line || !b->call_line || a->call_line == b->call_line);
}

bool inlint_decisions_same(const struct inlint_recommendation *a,
			   const struct inlint_recommendation *b)
{
	return effective(a) == effective(b) &&
	       !strcmp(a->function, b->function) &&
	       same_string(a->caller, b->caller) &&
	       a->call_line == b->call_line &&
	       (a->file && *a->file && b->file && *b->file
			? inlint_same_file(a->file, b->file)
			: same_string(a->file, b->file));
}

struct by_name {
	const char *function;
	size_t idx;
};

static int compare_by_name(const void *pa, const void *pb)
{
	const struct by_name *a = pa, *b = pb;
	int c = strcmp(a->function, b->function);

	if (c)
		return c;
	return a->idx < b->idx ? -1 : a->idx > b->idx;
}

/* Pairs within one run of equal names; runs are short. */
static void mark_run(const struct inlint_recommendation *d,
		     const struct by_name *run, size_t n, void *arg)
{
	size_t *with = arg;

	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++) {
			size_t a = run[i].idx, b = run[j].idx;

			if (!inlint_decisions_conflict(&d[a], &d[b]))
				continue;
			if (with[a] == SIZE_MAX)
				with[a] = b;
			if (with[b] == SIZE_MAX)
				with[b] = a;
		}
}

/* Each run of d's decisions with one name, in index order. */
static void each_run(const struct inlint_recommendation *d, size_t n,
		     void (*fn)(const struct inlint_recommendation *d,
				const struct by_name *run, size_t n, void *arg),
		     void *arg)
{
	struct by_name *v = inlint_xcalloc(n + 1, sizeof(*v));

	for (size_t i = 0; i < n; i++)
		v[i] = (struct by_name){d[i].function, i};
	inlint_array_sort(v, n, sizeof(*v), compare_by_name);
	for (size_t i = 0, end; i < n; i = end) {
		for (end = i + 1;
		     end < n && strcmp(v[end].function, v[i].function) == 0;
		     end++)
			;
		fn(d, v + i, end - i, arg);
	}
	free(v);
}

size_t inlint_decisions_conflicts(const struct inlint_recommendation *d,
				  size_t n, size_t *with)
{
	size_t found = 0;

	for (size_t i = 0; i < n; i++)
		with[i] = SIZE_MAX;
	each_run(d, n, mark_run, with);
	for (size_t i = 0; i < n; i++)
		found += with[i] != SIZE_MAX;
	return found;
}

static void yield_run(const struct inlint_recommendation *d,
		      const struct by_name *run, size_t n, void *arg)
{
	bool *yields = arg;

	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < i && !yields[run[i].idx]; j++)
			yields[run[i].idx] =
				!yields[run[j].idx] &&
				inlint_decisions_conflict(&d[run[j].idx],
							  &d[run[i].idx]);
}

size_t inlint_decisions_yield(const struct inlint_recommendation *d, size_t n,
			      bool *yields)
{
	size_t found = 0;

	for (size_t i = 0; i < n; i++)
		yields[i] = false;
	each_run(d, n, yield_run, yields);
	for (size_t i = 0; i < n; i++)
		found += yields[i];
	return found;
}

void inlint_decision_ref(const struct inlint_recommendation *a, bool numbered,
			 char *buf, size_t len)
{
	snprintf(buf, len, "%s %u (%s)",
		 numbered ? "decision" : "the decision at line", a->at,
		 inlint_action_name(a->action));
}

void inlint_decisions_conflict_text(const char *path, bool numbered,
				    const struct inlint_recommendation *a,
				    const struct inlint_recommendation *b,
				    char *buf, size_t len)
{
	char calls[256] = "", other[64];

	if (b->caller && b->call_line)
		snprintf(calls, sizeof(calls), " (calls from %s, line %u)",
			 b->caller, b->call_line);
	else if (b->caller)
		snprintf(calls, sizeof(calls), " (calls from %s)", b->caller);
	inlint_decision_ref(a, numbered, other, sizeof(other));
	snprintf(buf, len, "%s:%u: %s for %s%s conflicts with %s", path, b->at,
		 inlint_action_name(b->action), b->function, calls, other);
	inlint_one_line(buf);
}
