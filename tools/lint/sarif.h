/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sarif.h - lint findings as a SARIF 2.1.0 log (one run, one result per
 * finding), for code-scanning UIs. */
#ifndef INLINT_SARIF_H
#define INLINT_SARIF_H

#include "judge.h"

#include <stdio.h>

/* Writes the log; out's error flag tells whether it was written. */
void inlint_sarif_write(FILE *out, const char *version,
			const struct inlint_finding *findings, size_t n);

#endif
