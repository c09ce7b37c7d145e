/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* split.h - a command line cut into argv: a compile database's "command"
 * by the Unix quoting rules of clang tooling (JSONCompilationDatabase), a
 * response file by the GNU rules clang reads it with on Linux. */
#ifndef INLINT_SPLIT_H
#define INLINT_SPLIT_H

#include <stddef.h>

/* A NULL-ended argv being built, of malloc'd words: zeroed ({0}) before
 * the first push, v[n] is NULL after it; inlint_argv_free(v) frees it. */
struct inlint_words {
	char **v;
	size_t n, cap;
};

/* Appends a copy of s. */
void inlint_words_push(struct inlint_words *w, const char *s);

/* Splits cmd: words are separated by blanks (space, tab, newline); in a
 * word, '...' is literal, "..." and the rest take a backslash as making
 * the next character literal, whatever it is (clang tooling's rule, which
 * differs from sh's inside double quotes). Sets *argv to a NULL-ended
 * malloc'd array of malloc'd words and *argc to their number. Returns 0,
 * or -1 with err set to "unterminated quote", "backslash at the end" or
 * "empty command" (*argv is then NULL). */
int inlint_split_command(const char *cmd, char ***argv, size_t *argc, char *err,
			 size_t errlen);

/* Appends the words of the len bytes at s as LLVM's TokenizeGNUCommandLine
 * cuts them (clang's response files on Linux): blanks separate words; a
 * backslash makes the next character literal, also inside '...' and
 * "..."; a quote left open runs to the end; empty words are dropped, and
 * a word ends at a NUL byte as a C string does. Never fails. */
void inlint_split_gnu(const char *s, size_t len, struct inlint_words *out);

/* Frees an argv from split (or any NULL-ended malloc'd one); NULL is fine. */
void inlint_argv_free(char **argv);

#endif
