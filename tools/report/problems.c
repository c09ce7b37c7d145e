/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* problems.c - a record's problems as warnings in compiler style, named
 * after the TU whose compile had them: that is the build to fix. */
#include "problems.h"

#include "escape.h"

void inlint_problem_print(FILE *out, const char *file, const char *problem,
			  size_t others)
{
	inlint_fprintf_escaped(out, "%s: warning: %s", file ? file : "?",
			       inlint_problem_unprefixed(file, problem));
	if (others)
		fprintf(out, " (and in %zu other record%s)", others,
			others == 1 ? "" : "s");
	fputc('\n', out);
}

size_t inlint_report_print_problems(FILE *out, const struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->n_problems; i++) {
		const struct inlint_report_problem *p = &rep->problems[i];

		inlint_problem_print(out, p->file, p->text, p->records - 1);
	}
	return rep->n_problems;
}
