/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* manpage.h - inlint(1) and inlint-CMD(1) in man(7) roff, written from the
 * same tables as --help (args.h); the build installs what they print. */
#ifndef INLINT_MANPAGE_H
#define INLINT_MANPAGE_H

#include "args.h"

#include <stdio.h>

/* inlint(1): the subcommands, the common options, the exit statuses. */
void inlint_man_program(const struct inlint_program *p, FILE *out);

/* inlint-NAME(1). */
void inlint_man_command(const struct inlint_command *c, FILE *out);

#endif
