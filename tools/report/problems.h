/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* problems.h - what went wrong while a record was made (RECORD.md,
 * problems), printed where show, merge and lint print their findings. */
#ifndef INLINT_PROBLEMS_H
#define INLINT_PROBLEMS_H

#include "report.h"

#include <stdio.h>

/* "file: warning: problem", problem without a leading "file: "; with
 * others, "(and in N other records)" after it. */
void inlint_problem_print(FILE *out, const char *file, const char *problem,
			  size_t others);

/* Each problem of rep's records, once per text. Returns how many. */
size_t inlint_report_print_problems(FILE *out, const struct inlint_report *rep);

#endif
