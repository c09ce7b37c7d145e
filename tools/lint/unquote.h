/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* unquote.h - git's C-style quoting of path names in diffs, undone:
 * "b/we\"ird \303\244.c" is the file b/we"ird ä.c. */
#ifndef INLINT_UNQUOTE_H
#define INLINT_UNQUOTE_H

#include <stddef.h>

/* Unquotes the quoted name that starts at s[0] == '"' and ends within n
 * bytes. Returns the name (to free) with *used set to the bytes taken, both
 * quotes included; or NULL when it is malformed: no closing quote, an
 * escape git does not write, or an escaped NUL. */
char *inlint_unquote_c(const char *s, size_t n, size_t *used);

#endif
