/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* applied_log.c - a record's applied entries and decision problems matched
 * to the decisions they are about. */
#include "applied_log.h"

#include "paths.h"

#include <stdio.h>
#include <string.h>

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

bool inlint_applied_logs(const struct inlint_applied *a,
			 const struct inlint_recommendation *r)
{
	return a->action == r->action && !strcmp(a->function, r->function) &&
	       same_str(a->caller, r->caller) &&
	       (!r->caller || a->call_line == r->call_line) &&
	       (!r->file || !a->file || inlint_same_file(r->file, a->file));
}

void inlint_decision_words(enum inlint_action action, const char *function,
			   const char *caller, unsigned line, char *buf,
			   size_t len)
{
	const char *name = inlint_action_name(action);

	if (!caller)
		snprintf(buf, len, "%s %s", name, function);
	else if (!line)
		snprintf(buf, len, "%s %s in %s", name, function, caller);
	else
		snprintf(buf, len, "%s %s in %s:%u", name, function, caller,
			 line);
}

const char *inlint_applied_problem(const struct inlint_model *rec,
				   const char *problem)
{
	size_t len = rec->decisions_file ? strlen(rec->decisions_file) : 0;
	const char *p = problem + len;

	if (!len || strncmp(problem, rec->decisions_file, len) || *p != ':')
		return NULL;
	p += 1 + strspn(p + 1, "0123456789");
	return !strncmp(p, ": ", 2) ? p + 2 : NULL;
}
