/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* completion.c - the bash completion from the command tables. Plain bash: it
 * needs nothing of the bash-completion package, and file names come from
 * readline's default completion (complete -o default). */
#include "completion.h"

#include <string.h>

/* The words an option's argument completes to: the alternatives of
 * "text|sarif" that are plain lower-case words ("stdout:REGEX", "DIR" are
 * not), on out when it is not NULL. Returns how many. */
static size_t values(FILE *out, const char *arg)
{
	const char *p = arg;
	size_t words = 0;

	if (!strchr(arg, '|'))
		return 0;
	while (*p) {
		size_t n = strcspn(p, "|");
		size_t plain = strspn(p, "abcdefghijklmnopqrstuvwxyz-");

		if (plain == n && n && out)
			fprintf(out, "%s%.*s", words ? " " : "", (int)n, p);
		words += plain == n && n;
		p += n + (p[n] == '|');
	}
	return words;
}

/* " -o --output": the option's spellings, each after a space. */
static void spellings(FILE *out, const struct inlint_option *o)
{
	if (o->short_name)
		fprintf(out, " -%c", o->short_name);
	if (o->name)
		fprintf(out, " --%s", o->name);
}

/* "-o|--output)": the option as a case pattern. */
static void pattern(FILE *out, const struct inlint_option *o)
{
	if (o->short_name)
		fprintf(out, "-%c%s", o->short_name, o->name ? "|" : "");
	if (o->name)
		fprintf(out, "--%s", o->name);
	fputs(")\n", out);
}

/* The case of $prev: options with fixed values complete them, options
 * with any other argument leave it to file name completion. */
static void arguments(FILE *out, const struct inlint_command *c)
{
	bool any = false;

	for (const struct inlint_option *o = c->options; o->id; o++)
		any = any || o->arg;
	if (!any)
		return;
	fputs("\t\tcase $prev in\n", out);
	for (const struct inlint_option *o = c->options; o->id; o++) {
		if (!o->arg)
			continue;
		fputs("\t\t", out);
		pattern(out, o);
		fputs("\t\t\t", out);
		if (values(NULL, o->arg)) {
			fputs("COMPREPLY=($(compgen -W '", out);
			values(out, o->arg);
			fputs("' -- \"$cur\"))\n\t\t\t", out);
		}
		fputs("return ;;\n", out);
	}
	fputs("\t\tesac\n", out);
}

static void command(FILE *out, const struct inlint_command *c)
{
	fprintf(out, "\t%s)\n", c->name);
	arguments(out, c);
	fputs("\t\twords='", out);
	for (const struct inlint_option *o = c->options; o->id; o++)
		spellings(out, o);
	for (const struct inlint_option *o = inlint_common_options; o->id; o++)
		spellings(out, o);
	fputs("' ;;\n", out);
}

void inlint_completion_bash(const struct inlint_program *p, FILE *out)
{
	fputs("# bash completion for inlint, written by inlint --completion "
	      "from its\n# command tables; installed as "
	      "share/bash-completion/completions/inlint.\n"
	      "_inlint()\n{\n"
	      "\tlocal cur=${COMP_WORDS[COMP_CWORD]} "
	      "prev=${COMP_WORDS[COMP_CWORD - 1]} words\n"
	      "\tCOMPREPLY=()\n"
	      "\tif ((COMP_CWORD == 1)); then\n"
	      "\t\tCOMPREPLY=($(compgen -W '",
	      out);
	for (size_t i = 0; i < p->n_commands; i++)
		fprintf(out, "%s ", p->commands[i]->name);
	fputs("--help --version' -- \"$cur\"))\n"
	      "\t\treturn\n"
	      "\tfi\n"
	      "\tcase ${COMP_WORDS[1]} in\n",
	      out);
	for (size_t i = 0; i < p->n_commands; i++)
		command(out, p->commands[i]);
	fputs("\t*)\n\t\treturn ;;\n"
	      "\tesac\n"
	      "\tif [[ $cur == -* ]]; then\n"
	      "\t\tCOMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
	      "\tfi\n"
	      "}\n"
	      "complete -o default -F _inlint inlint\n",
	      out);
}
