/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_conflict.h - decisions of one file that contradict each other
 * (always_inline and noinline for one function): applying the last would
 * hide the first, so the plugin applies neither and the CLI refuses them. */
#ifndef INLINT_DECISION_CONFLICT_H
#define INLINT_DECISION_CONFLICT_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether a and b decide the same function differently: the same name,
 * the same file where both name one, both for the function as a whole or
 * both for calls from one caller that overlap (the same line, or line 0:
 * every call). A function's decision and a call's never conflict (LLVM
 * lets the call's attribute win); equal decisions never do. */
bool inlint_decisions_conflict(const struct inlint_recommendation *a,
			       const struct inlint_recommendation *b);

/* Whether a and b are one decision: the same action on the same function
 * of the same file, as a whole or at the same call. */
bool inlint_decisions_same(const struct inlint_recommendation *a,
			   const struct inlint_recommendation *b);

/* For each of the n decisions in d, with[i] is the index of the first
 * decision it conflicts with, or SIZE_MAX. Returns how many conflict.
 * Sorted by name first: a whole build's report is thousands of them. */
size_t inlint_decisions_conflicts(const struct inlint_recommendation *d,
				  size_t n, size_t *with);

/* For n decisions in order of precedence, yields[i] is true where
 * decision i conflicts with an earlier one that stands: what a merge of
 * many TUs' advice keeps out of its decisions (a header's static function
 * cold in one TU, on a chain in another). Returns how many yield. */
size_t inlint_decisions_yield(const struct inlint_recommendation *d, size_t n,
			      bool *yields);

/* "the decision at line 3 (always_inline)" into buf: decision a as
 * another's message names it, by the line it was read from
 * (inlint_recommendation.at), or for decisions numbered in a list
 * (-inlint-decisions) "decision 3 (always_inline)". */
void inlint_decision_ref(const struct inlint_recommendation *a, bool numbered,
			 char *buf, size_t len);

/* "path:7: noinline for obj_malloc conflicts with the decision at line 3
 * (always_inline)" into buf: decision b of the file path against its
 * earlier a, each by its line or number (inlint_decision_ref); kept to
 * one line, as the names are input. */
void inlint_decisions_conflict_text(const char *path, bool numbered,
				    const struct inlint_recommendation *a,
				    const struct inlint_recommendation *b,
				    char *buf, size_t len);

#endif
