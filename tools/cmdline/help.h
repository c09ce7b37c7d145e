/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* help.h - the --help text and the usage lines of inlint and its
 * subcommands, written from their tables (args.h) to a stream. */
#ifndef INLINT_HELP_H
#define INLINT_HELP_H

#include "args.h"

#include <stdio.h>

/* "usage: inlint NAME SYNOPSIS", one line per line of the synopsis. */
void inlint_help_usage(const struct inlint_command *c, FILE *out);

/* inlint NAME --help: usage, description, options, exit status. */
void inlint_help_command(const struct inlint_command *c, FILE *out);

/* inlint --help: usage, the subcommands, exit status. */
void inlint_help_program(const struct inlint_program *p, FILE *out);

#endif
