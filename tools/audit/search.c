/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* search.c - the group testing of search.h: strip everything left; when
 * that first changes the code and few are left, strip each alone, side by
 * side, then the rest together. Where the rest (or everything) changes
 * the code, binary-search the shortest changing prefix of the candidates,
 * whose last element belongs to the group, and repeat on the prefix
 * before it with that element fixed, until the fixed elements alone
 * change the code. A test of one element already stripped alone is not
 * asked again. */
#include "search.h"

#include "array.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

enum phase {
	ALL,	 /* strip every annotation left */
	SINGLES, /* strip each candidate alone, side by side */
	BISECT,	 /* strip fixed + cands[0..mid] */
	CHECK,	 /* strip fixed alone */
	DONE,
};

void inlint_audit_search_init(struct inlint_audit_search *s, size_t n)
{
	memset(s, 0, sizeof(*s));
	s->n = n;
	s->left = inlint_xcalloc(n + 1, sizeof(*s->left));
	s->quiet = inlint_xcalloc(n + 1, sizeof(*s->quiet));
	s->pick = inlint_xcalloc(n + 1, sizeof(*s->pick));
	s->cands = inlint_xcalloc(n + 1, sizeof(*s->cands));
	s->fixed = inlint_xcalloc(n + 1, sizeof(*s->fixed));
	s->group = inlint_xcalloc(n + 1, sizeof(*s->group));
	for (size_t i = 0; i < n; i++)
		s->left[i] = true;
	s->phase = n ? ALL : DONE;
}

void inlint_audit_search_release(struct inlint_audit_search *s)
{
	free(s->left);
	free(s->quiet);
	free(s->pick);
	free(s->cands);
	free(s->fixed);
	free(s->group);
	memset(s, 0, sizeof(*s));
}

const bool *inlint_audit_search_subset(struct inlint_audit_search *s, size_t j)
{
	memset(s->pick, 0, s->n * sizeof(*s->pick));
	if (s->phase == SINGLES) {
		s->pick[s->cands[j]] = true;
		return s->pick;
	}
	if (s->phase == ALL)
		memcpy(s->pick, s->left, s->n * sizeof(*s->pick));
	for (size_t i = 0; i < s->n_fixed; i++)
		s->pick[s->fixed[i]] = true;
	if (s->phase == BISECT)
		for (size_t i = 0; i <= s->mid; i++)
			s->pick[s->cands[i]] = true;
	return s->pick;
}

static bool any_left(const struct inlint_audit_search *s)
{
	for (size_t i = 0; i < s->n; i++)
		if (s->left[i])
			return true;
	return false;
}

/* The fixed elements are the group: hand them out, go on with the rest. */
static bool complete(struct inlint_audit_search *s)
{
	memcpy(s->group, s->fixed, s->n_fixed * sizeof(*s->group));
	s->n_group = s->n_fixed;
	inlint_array_sort(s->group, s->n_group, sizeof(*s->group),
			  inlint_array_cmp_size);
	for (size_t i = 0; i < s->n_fixed; i++)
		s->left[s->fixed[i]] = false;
	s->n_fixed = 0;
	s->phase = any_left(s) ? ALL : DONE;
	return true;
}

/* Whether the subset last tested is exactly the fixed elements. */
static bool tested_fixed(const struct inlint_audit_search *s)
{
	size_t n = 0;

	for (size_t i = 0; i < s->n; i++)
		n += s->pick[i];
	if (n != s->n_fixed)
		return false;
	for (size_t i = 0; i < s->n_fixed; i++)
		if (!s->pick[s->fixed[i]])
			return false;
	return true;
}

/* Known: stripping fixed + cands[0..hi] changes the code. Narrows lo..hi
 * down, one test per halving; at one candidate, fixes it. */
static bool bisect(struct inlint_audit_search *s, bool last_changed)
{
	if (s->lo < s->hi) {
		s->mid = s->lo + (s->hi - s->lo) / 2;
		s->phase = BISECT;
		return false;
	}
	s->fixed[s->n_fixed++] = s->cands[s->lo];
	s->n_cands = s->lo;
	if (!s->n_cands && last_changed && tested_fixed(s))
		return complete(s);
	s->phase = CHECK;
	return false;
}

/* Known: stripping every element left changes the code. */
static bool all_changed(struct inlint_audit_search *s)
{
	s->n_cands = 0;
	for (size_t i = 0; i < s->n; i++)
		if (s->left[i])
			s->cands[s->n_cands++] = i;
	if (!s->singles_tried && s->n_cands >= 2 &&
	    s->n_cands <= INLINT_AUDIT_SINGLES_MAX) {
		s->singles_tried = true;
		s->phase = SINGLES;
		return false;
	}
	s->lo = 0;
	s->hi = s->n_cands - 1;
	return bisect(s, true);
}

/* Singleton j of the round: changed, it is a finding of its own. After
 * the last one, the rest is stripped together, unless none changed:
 * then the rest is everything, known to change the code. */
static bool single_fed(struct inlint_audit_search *s, size_t j, bool changed)
{
	size_t e = s->cands[j];

	s->quiet[e] = !changed;
	if (changed) {
		s->left[e] = false;
		s->single_found = true;
		s->group[0] = e;
		s->n_group = 1;
	}
	if (j + 1 < s->n_cands)
		return changed;
	if (!s->single_found)
		all_changed(s);
	else
		s->phase = any_left(s) ? ALL : DONE;
	return changed;
}

/* The outcome of the one test of an ALL, BISECT or CHECK round. */
static bool step(struct inlint_audit_search *s, bool changed)
{
	switch (s->phase) {
	case ALL:
		if (!changed) {
			s->phase = DONE;
			return false;
		}
		return all_changed(s);
	case BISECT:
		if (changed)
			s->hi = s->mid;
		else
			s->lo = s->mid + 1;
		return bisect(s, changed);
	case CHECK:
		/* Without candidates this was only the group's own effect. */
		if (changed || !s->n_cands)
			return complete(s);
		s->lo = 0;
		s->hi = s->n_cands - 1;
		return bisect(s, false);
	default:
		return false;
	}
}

/* Whether the phase's one test strips a single element already stripped
 * alone (which changed nothing), and its outcome completes no finding. */
static bool known_quiet(const struct inlint_audit_search *s)
{
	size_t n_left = 0, e = 0;

	switch (s->phase) {
	case ALL:
		for (size_t i = 0; i < s->n; i++)
			if (s->left[i]) {
				n_left++;
				e = i;
			}
		return n_left == 1 && s->quiet[e];
	case BISECT:
		return !s->n_fixed && !s->mid && s->quiet[s->cands[0]];
	case CHECK:
		return s->n_fixed == 1 && s->n_cands && s->quiet[s->fixed[0]];
	default:
		return false;
	}
}

size_t inlint_audit_search_next(struct inlint_audit_search *s)
{
	size_t n;

	while (known_quiet(s))
		step(s, false);
	if (s->phase == DONE)
		return 0;
	n = s->phase == SINGLES ? s->n_cands : 1;
	s->rounds++;
	s->tests += (unsigned)n;
	return n;
}

bool inlint_audit_search_feed(struct inlint_audit_search *s, size_t j,
			      bool changed)
{
	if (s->phase == SINGLES)
		return single_fed(s, j, changed);
	return step(s, changed);
}
