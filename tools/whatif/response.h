/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* response.h - clang's response files (@FILE) replaced by the words they
 * hold, so that the what-if rewrite sees every argument clang will. */
#ifndef INLINT_RESPONSE_H
#define INLINT_RESPONSE_H

#include "split.h"

#include <stddef.h>

/* How deep response files may name response files. */
#define INLINT_RESPONSE_DEPTH 16

/* Appends argv (NULL-ended) to out with each word @FILE replaced by the
 * words of FILE (inlint_split_gnu), themselves expanded in turn: FILE is
 * relative to dir, also when a response file names it (as clang 22 does).
 * Returns 0, or -1 with err set to "response file PATH: problem" (it
 * cannot be read, is UTF-16, or names response files deeper than
 * INLINT_RESPONSE_DEPTH). */
int inlint_response_expand(char *const *argv, const char *dir,
			   struct inlint_words *out, char *err, size_t errlen);

#endif
