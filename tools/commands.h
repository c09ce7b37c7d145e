/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* commands.h - the inlint subcommands, one file each in tools/. Each takes
 * argv from its own name on and returns the exit status: 0, 1 when it found
 * what it looks for (lint warnings), 2 for bad input or usage. */
#ifndef INLINT_COMMANDS_H
#define INLINT_COMMANDS_H

#include <stdbool.h>

/* Is arg "--help" or "-h"? */
bool inlint_is_help(const char *arg);

int inlint_show(int argc, char **argv);
int inlint_source_patch(int argc, char **argv);
int inlint_merge(int argc, char **argv);
int inlint_lint(int argc, char **argv);
int inlint_bloat(int argc, char **argv);
int inlint_why(int argc, char **argv);
int inlint_tune(int argc, char **argv);

#endif
