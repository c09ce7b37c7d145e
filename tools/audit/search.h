/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* search.h - adaptive group testing over n annotations of one TU: which
 * ones (alone, or only together as a minimal group) change the code when
 * stripped, in rounds of tests that can run side by side. */
#ifndef INLINT_AUDIT_SEARCH_H
#define INLINT_AUDIT_SEARCH_H

#include <stdbool.h>
#include <stddef.h>

/* Singletons are tried, all in one round, when the first strip-all test
 * changes the code and this many annotations or fewer are left (and at
 * least 2): n + 1 tests, cheaper than halving's k (log2 n + 2) once k,
 * the findings, is above about n / 6, as in a TU's own forcing
 * annotations; a larger n (plain inline hints, headers) has few findings
 * among many, where halving wins. */
#define INLINT_AUDIT_SINGLES_MAX 32

/* Ask next how many subsets the round strips, take each with subset,
 * strip them (side by side), feed back each one's outcome in order;
 * repeat until next returns 0. */
struct inlint_audit_search {
	size_t n;
	bool *left;		/* not in a found group yet */
	bool *quiet;		/* stripped alone: changed nothing */
	bool *pick;		/* the subset handed out last */
	size_t *cands, n_cands; /* bisection: candidates still open */
	size_t *fixed, n_fixed; /* the group being narrowed down */
	size_t lo, hi, mid;
	int phase;
	bool singles_tried, single_found;
	size_t *group, n_group; /* the group feed just completed */
	unsigned tests;		/* subsets asked for */
	unsigned rounds;	/* rounds asked for */
};

void inlint_audit_search_init(struct inlint_audit_search *s, size_t n);
void inlint_audit_search_release(struct inlint_audit_search *s);

/* How many subsets the next round strips (0: the search is over). */
size_t inlint_audit_search_next(struct inlint_audit_search *s);

/* Subset j of the round (n flags; valid until the next call). */
const bool *inlint_audit_search_subset(struct inlint_audit_search *s, size_t j);

/* Whether stripping subset j of the round changed the code; fed for
 * every j of the round, in order. Returns true when that subset is a
 * complete finding: a minimal group whose members (group, n_group,
 * ascending) change the code stripped together, and subset j was
 * exactly that group. */
bool inlint_audit_search_feed(struct inlint_audit_search *s, size_t j,
			      bool changed);

#endif
