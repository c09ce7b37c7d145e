/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* arena.h - bump allocation for the strings of a model read from a record:
 * thousands of small strings go with one free, so reading a build's records
 * does not churn malloc. */
#ifndef INLINT_ARENA_H
#define INLINT_ARENA_H

#include <stddef.h>

struct inlint_arena;

struct inlint_arena *inlint_arena_create(void);
/* Frees every block and everything allocated from them. NULL is a no-op. */
void inlint_arena_destroy(struct inlint_arena *a);

/* A copy of s that lives until the arena is destroyed; NULL for NULL. Never
 * fails: out of memory aborts, as inlint_xmalloc does. */
char *inlint_arena_strdup(struct inlint_arena *a, const char *s);

#endif
