/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* xalloc.h - allocation that does not fail, for the model, the formats and
 * the CLI: one out-of-memory policy (say so, abort) instead of a check at
 * every call. */
#ifndef INLINT_XALLOC_H
#define INLINT_XALLOC_H

#include <stddef.h>

/* Allocation that does not fail: out of memory, inlint says so and aborts,
 * as running out inside the compiler leaves nothing to recover. A size of 0
 * still returns a pointer to free. */
void *inlint_xmalloc(size_t n);
void *inlint_xcalloc(size_t n, size_t size);
void *inlint_xrealloc(void *p, size_t n);
/* NULL for NULL. */
char *inlint_strdup(const char *s);
/* The first n bytes of s (fewer at a NUL), NUL-terminated. */
char *inlint_strndup(const char *s, size_t n);
/* a, b and c one after another, NUL-terminated: a path of a directory, "/"
 * and a name, or a setting "NAME", "=", value. */
char *inlint_strcat3(const char *a, const char *b, const char *c);
/* What the helpers do when memory runs out, for sizes that cannot even be
 * asked for (a count times a size past SIZE_MAX). */
_Noreturn void inlint_out_of_memory(void);

#endif
