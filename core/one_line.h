/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* one_line.h - an error message that quotes bytes of its input kept to one
 * line: a newline or an escape sequence read from a file must not reach the
 * terminal. */
#ifndef INLINT_ONE_LINE_H
#define INLINT_ONE_LINE_H

/* Replaces every control byte of s (below 0x20, and 0x7f) with a space. */
void inlint_one_line(char *s);

#endif
