/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* args.c - the argument parser every subcommand uses, over its option table
 * (args.h): one set of GNU rules instead of a hand-written loop each. */
#include "args.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct inlint_exit_meaning inlint_exit_meanings[3] = {
	{INLINT_EXIT_OK, "success", "success"},
	{INLINT_EXIT_FINDINGS, "findings",
	 "findings: the command found what it looks for (inlint lint: a "
	 "warning; show, merge and lint: a problem a record carries)"},
	{INLINT_EXIT_USAGE, "usage error or bad input",
	 "a usage error, bad input, or an output that cannot be written "
	 "(standard output too, on a full disk): one line on stderr names "
	 "the file and the problem"},
};

const struct inlint_option inlint_common_options[3] = {
	{INLINT_ARGS_HELP, "help", 'h', NULL, "print this help and exit", 0},
	{INLINT_ARGS_VERSION, "version", 0, NULL,
	 "print inlint's version and exit", 0},
	{0},
};

void inlint_args_init(struct inlint_args *a,
		      const struct inlint_option *options, int argc,
		      char **argv)
{
	memset(a, 0, sizeof(*a));
	a->options = options;
	a->argc = argc;
	a->argv = argv;
	a->next = 1;
}

/* The row named name (len bytes) or with short name c, in the command's
 * table first. */
static const struct inlint_option *find(const struct inlint_args *a,
					const char *name, size_t len, char c)
{
	const struct inlint_option *tables[] = {a->options,
						inlint_common_options};

	for (size_t t = 0; t < 2; t++) {
		for (const struct inlint_option *o = tables[t]; o->id; o++) {
			if (c && o->short_name == c)
				return o;
			if (!c && o->name && strlen(o->name) == len &&
			    !strncmp(o->name, name, len))
				return o;
		}
	}
	return NULL;
}

static int error(struct inlint_args *a, const char *fmt, const char *what)
{
	snprintf(a->err, sizeof(a->err), fmt, what);
	return INLINT_ARGS_ERROR;
}

/* The option's argument: given (--name=VALUE, -oVALUE) or the next
 * argument, whatever it looks like (--top -1 is a bad count, not an
 * option), but for a list, whose values never look like options
 * (--objects --restart is a mistake). */
static int take_value(struct inlint_args *a, const struct inlint_option *o,
		      char *given, const char *spelled)
{
	bool option_next = a->next < a->argc && a->argv[a->next][0] == '-' &&
			   a->argv[a->next][1];

	if (!given) {
		if (a->next >= a->argc ||
		    (option_next && (o->flags & INLINT_OPT_LIST)))
			return error(a, "option '%s' needs an argument",
				     spelled);
		given = a->argv[a->next++];
	}
	a->value = given;
	if (o->flags & INLINT_OPT_LIST)
		a->list = o;
	return o->id;
}

static int long_option(struct inlint_args *a, char *arg)
{
	char *name = arg + 2, *eq = strchr(name, '=');
	size_t len = eq ? (size_t)(eq - name) : strlen(name);
	const struct inlint_option *o = find(a, name, len, 0);
	char spelled[96];

	snprintf(spelled, sizeof(spelled), "--%.*s", (int)len, name);
	if (!o)
		return error(a, "unknown option '%s'", spelled);
	if (o->arg)
		return take_value(a, o, eq ? eq + 1 : NULL, spelled);
	if (eq)
		return error(a, "option '%s' takes no argument", spelled);
	return o->id;
}

/* One letter of -abc; a letter taking an argument takes the rest. */
static int short_option(struct inlint_args *a)
{
	char c = *a->cluster++, spelled[3] = {'-', c, '\0'};
	const struct inlint_option *o = find(a, NULL, 0, c);
	char *rest = *a->cluster ? a->cluster : NULL;

	a->cluster = rest;
	if (!o)
		return error(a, "unknown option '%s'", spelled);
	if (!o->arg)
		return o->id;
	a->cluster = NULL;
	return take_value(a, o, rest, spelled);
}

int inlint_args_next(struct inlint_args *a)
{
	char *arg;

	if (a->cluster)
		return short_option(a);
	if (a->next >= a->argc)
		return INLINT_ARGS_END;
	arg = a->argv[a->next++];
	a->value = arg;
	if (a->only_operands)
		return INLINT_ARGS_OPERAND;
	if (arg[0] != '-' || !arg[1])
		return a->list ? a->list->id : INLINT_ARGS_OPERAND;
	a->list = NULL;
	if (!strcmp(arg, "--")) {
		a->only_operands = true;
		return inlint_args_next(a);
	}
	if (arg[1] == '-')
		return long_option(a, arg);
	a->cluster = arg + 1;
	return short_option(a);
}

int inlint_args_parse(struct inlint_args *a,
		      int (*option)(void *ctx, struct inlint_args *a, int id),
		      void *ctx)
{
	int id;

	while ((id = inlint_args_next(a)) != INLINT_ARGS_END) {
		if (id == INLINT_ARGS_ERROR)
			return -1;
		if (id == INLINT_ARGS_HELP || id == INLINT_ARGS_VERSION)
			continue;
		if (option(ctx, a, id))
			return -1;
	}
	return 0;
}

bool inlint_paragraph(const char **text, const char **para, size_t *len)
{
	const char *blank = strstr(*text, "\n\n");

	if (!**text)
		return false;
	*para = *text;
	*len = blank ? (size_t)(blank - *text) : strlen(*text);
	*text += *len;
	*text += strspn(*text, "\n");
	return true;
}

int inlint_args_count(const char *s, size_t *n)
{
	unsigned long long v;
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (*end || errno || v > (size_t)-1)
		return -1;
	*n = (size_t)v;
	return 0;
}

int inlint_args_jobs(struct inlint_args *p, unsigned *jobs)
{
	size_t n;

	if (!inlint_args_count(p->value, &n) && n && n <= 1024) {
		*jobs = (unsigned)n;
		return 0;
	}
	snprintf(p->err, sizeof(p->err), "bad --jobs '%s' (1 to 1024)",
		 p->value);
	return -1;
}
