/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_line.h - a finding of lint or audit as one line of text, as
 * clang prints a diagnostic and clang-tidy names its check. */
#ifndef INLINT_FINDING_LINE_H
#define INLINT_FINDING_LINE_H

#include "judge.h"

#include <stdio.h>

/* "file:line:col: severity: message [inlint-VERDICT]" (no "col:" where
 * it is not known) and a newline. */
void inlint_finding_print(FILE *out, const struct inlint_finding *f);

#endif
