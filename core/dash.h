/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* dash.h - the CLI's "-": standard input where a file is read, standard
 * output where one is written. Off unless the CLI turns it on. */
#ifndef INLINT_DASH_H
#define INLINT_DASH_H

#include <stdbool.h>

/* Lets "-" name standard input and output from now on. Only the CLI calls
 * it: the plugin runs inside clang, whose standard input may be the very
 * source it compiles, and a file named "-" is then a file. */
void inlint_dash_enable(void);

/* Whether path is "-" and "-" names the standard streams. */
bool inlint_dash(const char *path);

#endif
