/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* args.h - the tables of the inlint command and its subcommands (options,
 * synopsis, help) and the one argument parser; help.c, manpage.c and
 * completion.c write --help, the man pages and the completion from them. */
#ifndef INLINT_ARGS_H
#define INLINT_ARGS_H

#include <stdbool.h>
#include <stddef.h>

/* The exit statuses of every subcommand (inlint(1), EXIT STATUS). */
enum inlint_exit {
	INLINT_EXIT_OK = 0,	  /* success */
	INLINT_EXIT_FINDINGS = 1, /* lint found warnings */
	INLINT_EXIT_USAGE = 2,	  /* usage error or bad input */
};

/* An exit status in inlint --help and the man pages' EXIT STATUS: name
 * where a subcommand refers to it, meaning in inlint(1). */
struct inlint_exit_meaning {
	enum inlint_exit status;
	const char *name;
	const char *meaning;
};

extern const struct inlint_exit_meaning inlint_exit_meanings[3];

/* The option takes every following argument up to the next option: the
 * parser returns it once per value (--objects GLOB...). */
#define INLINT_OPT_LIST 1u

/* One row of an option table; a table ends with a zeroed row. */
struct inlint_option {
	int id;		  /* what inlint_args_next returns for it, not 0 */
	const char *name; /* long name without "--", or NULL */
	char short_name;  /* 0 for none */
	const char *arg;  /* "DIR", "text|sarif" (values to complete), or
			     NULL for a flag */
	const char *help; /* for --help and the man page, no final period */
	unsigned flags;	  /* INLINT_OPT_* */
};

struct inlint_command {
	const char *name;     /* as typed: "source-patch" */
	const char *summary;  /* one line: inlint --help, the man page's NAME */
	const char *synopsis; /* what follows "inlint NAME"; \n breaks lines */
	/* Paragraphs split by a blank line. A paragraph whose lines start with
	 * two spaces is an example, printed as it is. */
	const char *description;
	const struct inlint_option *options;
	/* When its exit status is 1 (INLINT_EXIT_FINDINGS): "if ...", or
	 * NULL when it never is. */
	const char *findings;
	const char *doc; /* the docs/ page, e.g. "TUNE.md", or NULL */
	/* The man page's EXAMPLES: command lines, one a line, each with the
	 * comment after "  # " set apart. */
	const char *examples;
	/* argv[0] is the subcommand's name; returns the exit status. */
	int (*run)(int argc, char **argv);
};

/* The inlint command itself, for inlint --help and inlint(1). */
struct inlint_program {
	const char *summary;	 /* the man page's NAME line */
	const char *description; /* as inlint_command's */
	const struct inlint_command *const *commands;
	size_t n_commands;
};

/* What inlint_args_next returns besides an option's id. */
enum {
	INLINT_ARGS_END = 0,
	INLINT_ARGS_OPERAND = -1, /* not an option: in value */
	INLINT_ARGS_HELP = -2,	  /* --help or -h */
	INLINT_ARGS_VERSION = -3, /* --version */
	INLINT_ARGS_ERROR = -4,	  /* a usage error: in err */
};

/* --help (-h) and --version, which every subcommand and inlint take. */
extern const struct inlint_option inlint_common_options[3];

struct inlint_args {
	const struct inlint_option *options;
	int argc;
	char **argv;
	int next;			  /* the next argv to read */
	char *cluster;			  /* the rest of -abc, or NULL */
	const struct inlint_option *list; /* an INLINT_OPT_LIST taking more */
	bool only_operands;		  /* after "--" */
	char *value; /* the option's argument, or the operand (in argv) */
	char err[160];
};

/* Parses argv[1..argc-1] (argv[0] is the command) against options. */
void inlint_args_init(struct inlint_args *a,
		      const struct inlint_option *options, int argc,
		      char **argv);

/* The next option's id, with its argument in a->value, or one of the
 * INLINT_ARGS_* values. GNU rules: options and operands in any order,
 * "--" ends the options, "-" is an operand, --name=VALUE or --name VALUE,
 * -oVALUE or -o VALUE, -abc for flags; long names are never abbreviated. */
int inlint_args_next(struct inlint_args *a);

/* Calls option(ctx, a, id) for every option and operand left: it returns
 * 0, or -1 with the problem in a->err. --help and --version are skipped
 * (inlint.c answers them before a command runs). Returns 0, or -1 with
 * a->err set. */
int inlint_args_parse(struct inlint_args *a,
		      int (*option)(void *ctx, struct inlint_args *a, int id),
		      void *ctx);

/* Steps through a description: the paragraph at *text (up to a blank line
 * or the end) in *para and *len, *text moved past it and its blank lines.
 * False when none is left. */
bool inlint_paragraph(const char **text, const char **para, size_t *len);

/* A count as options take one: decimal digits only. Returns 0, or -1. */
int inlint_args_count(const char *s, size_t *n);

/* The value of a -j/--jobs option, 1 to 1024, into *jobs. Returns 0, or -1
 * with the problem in p->err. */
int inlint_args_jobs(struct inlint_args *p, unsigned *jobs);

#endif
