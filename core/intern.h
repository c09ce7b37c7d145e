/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* intern.h - one copy of each distinct string: a merge sees the same names
 * and paths in thousands of records, and compares them by pointer. */
#ifndef INLINT_INTERN_H
#define INLINT_INTERN_H

#include "htab.h"

struct inlint_intern {
	struct inlint_htab index;
	char **strs;
	size_t n, cap;
};

void inlint_intern_init(struct inlint_intern *t);
void inlint_intern_release(struct inlint_intern *t);

/* The table's copy of s, made on first sight; NULL stays NULL. Valid until
 * the table is released. */
const char *inlint_intern(struct inlint_intern *t, const char *s);

#endif
