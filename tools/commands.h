/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* commands.h - the inlint subcommands, one file each in tools/cmd/: each
 * defines its table (cmdline/args.h) beside the entry point that parses argv by
 * it and returns the exit status (enum inlint_exit). */
#ifndef INLINT_COMMANDS_H
#define INLINT_COMMANDS_H

#include "args.h"

extern const struct inlint_command inlint_show_command;
extern const struct inlint_command inlint_source_patch_command;
extern const struct inlint_command inlint_merge_command;
extern const struct inlint_command inlint_lint_command;
extern const struct inlint_command inlint_bloat_command;
extern const struct inlint_command inlint_why_command;
extern const struct inlint_command inlint_tune_command;
extern const struct inlint_command inlint_whatif_command;
extern const struct inlint_command inlint_audit_command;
extern const struct inlint_command inlint_flags_command;
extern const struct inlint_command inlint_html_command;
extern const struct inlint_command inlint_kbuild_command;

/* Parses argv by c's table, calling option for each option and operand
 * (see inlint_args_parse). Returns 0, or the exit status of a usage error,
 * printed by inlint_usage_error. */
int inlint_command_parse(const struct inlint_command *c, int argc, char **argv,
			 int (*option)(void *ctx, struct inlint_args *a,
				       int id),
			 void *ctx);

/* Prints "inlint CMD: error: err", the usage lines and where to find more
 * on stderr; returns INLINT_EXIT_USAGE. */
int inlint_usage_error(const struct inlint_command *c, const char *err);

/* Prints "inlint CMD: error: " (CMD the running command, "inlint: error: "
 * before one runs), the formatted text escaped (it quotes input) and a
 * newline on stderr, after the results written to stdout so far. */
void inlint_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The same with "note:": what the user should know, not a failure. */
void inlint_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* inlint_error("%s", err), and the exit status of bad input: a command's
 * "return inlint_fail(err);". */
int inlint_fail(const char *err);

/* fflush(stdout), before a line on stderr that must come after it. A write
 * error it meets is the command's exit status 2 once it returns: main
 * checks stdout after every command, this keeps the error's errno. */
void inlint_flush_stdout(void);

#endif
