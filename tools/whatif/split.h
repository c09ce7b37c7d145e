/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* split.h - a compile database's "command" string cut into argv by the
 * Unix quoting rules of clang tooling (JSONCompilationDatabase). */
#ifndef INLINT_SPLIT_H
#define INLINT_SPLIT_H

#include <stddef.h>

/* Splits cmd: words are separated by blanks (space, tab, newline); in a
 * word, '...' is literal, "..." and the rest take a backslash as making
 * the next character literal, whatever it is (clang tooling's rule, which
 * differs from sh's inside double quotes). Sets *argv to a NULL-ended
 * malloc'd array of malloc'd words and *argc to their number. Returns 0,
 * or -1 with err set to "unterminated quote", "backslash at the end" or
 * "empty command" (*argv is then NULL). */
int inlint_split_command(const char *cmd, char ***argv, size_t *argc, char *err,
			 size_t errlen);

/* Frees an argv from split (or any NULL-ended malloc'd one); NULL is fine. */
void inlint_argv_free(char **argv);

#endif
