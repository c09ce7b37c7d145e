/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* applied_log.h - what a record says its decisions did: which applied
 * entry logs a decision, and its problems about a decision, for the
 * commands that measure decision sets (whatif, tune). */
#ifndef INLINT_APPLIED_LOG_H
#define INLINT_APPLIED_LOG_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether a, an entry of a record's applied list, logs decision r: the
 * same action on the same function (of the same file, where both name
 * one), as a whole or at the same call. */
bool inlint_applied_logs(const struct inlint_applied *a,
			 const struct inlint_recommendation *r);

/* "always_inline f" or, for the calls from caller (at line, unless 0),
 * "always_inline f in caller:12": a decision as tables and progress lines
 * name it. */
void inlint_decision_words(enum inlint_action action, const char *function,
			   const char *caller, unsigned line, char *buf,
			   size_t len);

/* problem, one of rec's problems, when it is about one of rec's decisions
 * ("FILE:N: always_inline for f (calls from g, line 7) matches nothing:
 * ..."): the text after FILE:N, else NULL. FILE is rec's decisions_file,
 * a path or -inlint-decisions, whose N is a decision's number. */
const char *inlint_applied_problem(const struct inlint_model *rec,
				   const char *problem);

#endif
