/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* completion.h - inlint's bash completion, written from the command tables
 * (args.h): subcommand names, each one's options, and fixed values. */
#ifndef INLINT_COMPLETION_H
#define INLINT_COMPLETION_H

#include "args.h"

#include <stdio.h>

/* A bash script defining _inlint and registering it for inlint. */
void inlint_completion_bash(const struct inlint_program *p, FILE *out);

#endif
