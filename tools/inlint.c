/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inlint.c - the inlint command: finds the subcommand in argv[1], answers
 * --help and --version from its table, and runs it. Run: inlint --help */
#include "commands.h"
#include "color.h"
#include "completion.h"
#include "escape.h"
#include "dash.h"
#include "help.h"
#include "interrupt.h"
#include "manpage.h"
#include "version.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const struct inlint_command *const commands[] = {
	&inlint_show_command,  &inlint_source_patch_command,
	&inlint_merge_command, &inlint_lint_command,
	&inlint_bloat_command, &inlint_why_command,
	&inlint_tune_command,  &inlint_whatif_command,
	&inlint_audit_command, &inlint_flags_command,
	&inlint_html_command,  &inlint_kbuild_command,
};

static const struct inlint_program program = {
	.summary = "where C code should say __always_inline or noinline, "
		   "with evidence",
	.description =
		"The plugin (libinlint.so, loaded by clang with -fpass-plugin) "
		"writes one record per translation unit; see docs/RECORD.md. "
		"These commands read the records. Each has its own --help and "
		"man page, inlint-COMMAND(1).\n\n"
		"A file argument may be -: standard input where a file is "
		"read, standard output where one is written (-o -, with "
		"what the command says about it on standard error). "
		"docs/CONVENTIONS.md has the conventions every command "
		"keeps.",
	.commands = commands,
	.n_commands = sizeof(commands) / sizeof(commands[0]),
};

/* inlint's own options: only the common ones. */
static const struct inlint_option no_options[] = {{0}};

/* The command running, for the prefix of its errors. */
static const struct inlint_command *running;

static void prefix(const char *kind)
{
	inlint_color_put(stderr, INLINT_SGR_BOLD);
	if (running)
		fprintf(stderr, "inlint %s:", running->name);
	else
		fputs("inlint:", stderr);
	inlint_color_put(stderr, INLINT_SGR_RESET);
	inlint_color_label(stderr, inlint_color_of(kind), kind);
	fputc(' ', stderr);
}

static void say(const char *kind, const char *fmt, va_list ap)
{
	inlint_flush_stdout();
	prefix(kind);
	inlint_vfprintf_escaped(stderr, fmt, ap);
	fputc('\n', stderr);
}

void inlint_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say("error", fmt, ap);
	va_end(ap);
}

void inlint_note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say("note", fmt, ap);
	va_end(ap);
}

int inlint_fail(const char *err)
{
	inlint_error("%s", err);
	return INLINT_EXIT_USAGE;
}

int inlint_usage_error(const struct inlint_command *c, const char *err)
{
	inlint_flush_stdout();
	running = c;
	prefix("error");
	fprintf(stderr, "%s\n", err);
	inlint_help_usage(c, stderr);
	fprintf(stderr, "Try 'inlint %s --help' for more information.\n",
		c->name);
	return INLINT_EXIT_USAGE;
}

int inlint_command_parse(const struct inlint_command *c, int argc, char **argv,
			 int (*option)(void *ctx, struct inlint_args *a,
				       int id),
			 void *ctx)
{
	struct inlint_args a;

	inlint_args_init(&a, c->options, argc, argv);
	if (inlint_args_parse(&a, option, ctx))
		return inlint_usage_error(c, a.err);
	return INLINT_EXIT_OK;
}

static const struct inlint_command *find_command(const char *name)
{
	for (size_t i = 0; i < program.n_commands; i++)
		if (!strcmp(name, commands[i]->name))
			return commands[i];
	return NULL;
}

/* --help and --version anywhere before "--" win over the command's own
 * checks; a usage error before them is the command's to report. */
static int run(const struct inlint_command *c, int argc, char **argv)
{
	struct inlint_args a;

	inlint_args_init(&a, c->options, argc, argv);
	for (;;) {
		switch (inlint_args_next(&a)) {
		case INLINT_ARGS_HELP:
			inlint_help_command(c, stdout);
			return INLINT_EXIT_OK;
		case INLINT_ARGS_VERSION:
			puts("inlint " INLINT_VERSION);
			return INLINT_EXIT_OK;
		case INLINT_ARGS_ERROR:
		case INLINT_ARGS_END:
			return c->run(argc, argv);
		}
	}
}

/* What the build installs, from the same tables (not in --help): --man
 * for inlint(1), --man=CMD for inlint-CMD(1), --completion for bash,
 * --commands for the names. Returns -1 when arg is none of them. */
static int generate(const char *arg)
{
	const struct inlint_command *c;

	if (!strcmp(arg, "--man")) {
		inlint_man_program(&program, stdout);
		return INLINT_EXIT_OK;
	}
	if (!strncmp(arg, "--man=", 6)) {
		c = find_command(arg + 6);
		if (!c)
			return -1;
		inlint_man_command(c, stdout);
		return INLINT_EXIT_OK;
	}
	if (!strcmp(arg, "--completion")) {
		inlint_completion_bash(&program, stdout);
		return INLINT_EXIT_OK;
	}
	if (!strcmp(arg, "--commands")) {
		for (size_t i = 0; i < program.n_commands; i++)
			puts(commands[i]->name);
		return INLINT_EXIT_OK;
	}
	return -1;
}

static int unknown_command(const char *name)
{
	inlint_error("unknown command '%s' (see inlint --help)", name);
	return INLINT_EXIT_USAGE;
}

static int top_level(int argc, char **argv)
{
	struct inlint_args a;
	int status = generate(argv[1]);

	if (status >= 0)
		return status;
	inlint_args_init(&a, no_options, argc, argv);
	switch (inlint_args_next(&a)) {
	case INLINT_ARGS_HELP:
		inlint_help_program(&program, stdout);
		return INLINT_EXIT_OK;
	case INLINT_ARGS_VERSION:
		puts("inlint " INLINT_VERSION);
		return INLINT_EXIT_OK;
	case INLINT_ARGS_ERROR:
		inlint_error("%s (see inlint --help)", a.err);
		return INLINT_EXIT_USAGE;
	default:
		return unknown_command(argv[1]);
	}
}

static int dispatch(int argc, char **argv)
{
	const struct inlint_command *c;
	int status;

	if (argc < 2) {
		inlint_help_program(&program, stderr);
		return INLINT_EXIT_USAGE;
	}
	if (argv[1][0] == '-' && argv[1][1])
		return top_level(argc, argv);
	c = find_command(argv[1]);
	if (!c)
		return unknown_command(argv[1]);
	running = c;
	status = run(c, argc - 1, argv + 1);
	/* A command that caught a signal has stopped and cleaned up: it ends
	 * by the signal, as a shell expects. */
	inlint_interrupt_raise();
	return status;
}

/* The errno of the first write error on stdout that a flush met: the
 * stream keeps only a flag. */
static int stdout_errno;

void inlint_flush_stdout(void)
{
	errno = 0;
	if (fflush(stdout) != 0 && !stdout_errno)
		stdout_errno = errno;
}

/* 0 when all written to stdout reached it, else why not: an errno, or -1
 * when no flush saw it (a write that failed and nothing after it).
 * Closing reports what some file systems (NFS) tell only then; a closed
 * stdout that nothing was written to lost nothing. */
static int stdout_error(void)
{
	int e = 0;

	inlint_flush_stdout();
	if (ferror(stdout))
		e = stdout_errno ? stdout_errno : -1;
	errno = 0;
	if (fclose(stdout) != 0 && !e && errno != EBADF)
		e = errno ? errno : -1;
	return e;
}

/* Results that did not reach stdout (a full disk) are lost without a word
 * unless someone looks: looked at here, once, so that no command can
 * forget it. A status of 2 has its line already; 1 (found warnings)
 * stands only when the warnings were written. */
int main(int argc, char **argv)
{
	int status, e;

	inlint_dash_enable();
	inlint_color_set(INLINT_COLOR_AUTO);
	status = dispatch(argc, argv);
	e = stdout_error();

	if (!e || status == INLINT_EXIT_USAGE)
		return status;
	/* stdout is closed: no inlint_error, which flushes it. */
	prefix("error");
	if (e > 0)
		fprintf(stderr, "standard output: cannot write (%s)\n",
			strerror(e));
	else
		fputs("standard output: cannot write\n", stderr);
	return INLINT_EXIT_USAGE;
}
