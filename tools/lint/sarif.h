/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* sarif.h - lint findings as a SARIF 2.1.0 log (one run, one result per
 * finding), for code-scanning UIs. */
#ifndef INLINT_SARIF_H
#define INLINT_SARIF_H

#include "judge.h"

#include <stdio.h>

/* The artifactLocation.uri of a path, a new string: every byte but RFC
 * 3986's unreserved characters and '/' percent-encoded (%20 for a space,
 * %23 for '#', %25 for '%', %FF for a byte that is not UTF-8). A relative
 * path stays a relative reference, which consumers such as GitHub code
 * scanning resolve against the checkout; an absolute one becomes a file
 * URI (file:///abs/x.c): bare, "/abs/x.c" would be resolved against the
 * checkout as well. */
char *inlint_sarif_uri(const char *path);

/* Writes the log; out's error flag tells whether it was written. */
void inlint_sarif_write(FILE *out, const char *version,
			const struct inlint_finding *findings, size_t n);

#endif
