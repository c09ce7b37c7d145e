/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* search.h - adaptive group testing over n annotations of one TU: which
 * ones (alone, or only together as a minimal group) change the code when
 * stripped, in about 1 + k (log2 n + 2) tests for k findings, not n. */
#ifndef INLINT_AUDIT_SEARCH_H
#define INLINT_AUDIT_SEARCH_H

#include <stdbool.h>
#include <stddef.h>

/* Ask next for a subset, strip it, feed back whether the code changed;
 * repeat until next returns NULL. */
struct inlint_audit_search {
	size_t n;
	bool *left;		/* not in a found group yet */
	bool *pick;		/* the subset asked for last */
	size_t *cands, n_cands; /* bisection: candidates still open */
	size_t *fixed, n_fixed; /* the group being narrowed down */
	size_t lo, hi, mid;
	int phase;
	size_t *group, n_group; /* the group feed just completed */
	unsigned tests;		/* subsets asked for */
};

void inlint_audit_search_init(struct inlint_audit_search *s, size_t n);
void inlint_audit_search_release(struct inlint_audit_search *s);

/* The next subset to strip (n flags), or NULL when the search is over. */
const bool *inlint_audit_search_next(struct inlint_audit_search *s);

/* Whether stripping the subset next returned changed the code. Returns
 * true when that subset is a complete finding: a minimal group whose
 * members (group, n_group, ascending) change the code stripped together,
 * and the test just fed was exactly that group. */
bool inlint_audit_search_feed(struct inlint_audit_search *s, bool changed);

#endif
