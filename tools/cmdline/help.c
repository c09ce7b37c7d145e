/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* help.c - inlint's --help texts from the command tables: usage lines, the
 * description as written, the options in two columns wrapped at 79. */
#include "help.h"

#include <string.h>

#define WIDTH 79
/* Where an option's help starts; a longer spelling puts it a line below. */
#define HELP_COLUMN 26

static void spelling(const struct inlint_option *o, char *buf, size_t len)
{
	int n;

	if (o->short_name && o->name)
		n = snprintf(buf, len, "-%c, --%s", o->short_name, o->name);
	else if (o->short_name)
		n = snprintf(buf, len, "-%c", o->short_name);
	else
		n = snprintf(buf, len, "    --%s", o->name);
	if (o->arg && n >= 0 && (size_t)n < len)
		snprintf(buf + n, len - (size_t)n, " %s%s", o->arg,
			 o->flags & INLINT_OPT_LIST ? "..." : "");
}

/* n bytes of text from column col on, in words (its line breaks are
 * spaces), each new line indented to indent. */
static void wrap_n(FILE *out, const char *text, size_t n, size_t col,
		   size_t indent)
{
	const char *p = text, *end = text + n;

	while (p < end) {
		size_t word = strcspn(p, " \n");

		if (word > (size_t)(end - p))
			word = (size_t)(end - p);
		if (col > indent && col + 1 + word > WIDTH) {
			fprintf(out, "\n%*s", (int)indent, "");
			col = indent;
		} else if (col > indent) {
			fputc(' ', out);
			col++;
		}
		fwrite(p, 1, word, out);
		col += word;
		p += word;
		while (p < end && (*p == ' ' || *p == '\n'))
			p++;
	}
	fputc('\n', out);
}

static void wrap(FILE *out, const char *text, size_t col, size_t indent)
{
	wrap_n(out, text, strlen(text), col, indent);
}

/* Paragraphs wrapped, examples (lines starting with two spaces) as they
 * are, a blank line between. */
static void description(const char *text, FILE *out)
{
	const char *para;
	size_t n;

	while (inlint_paragraph(&text, &para, &n)) {
		if (!strncmp(para, "  ", 2))
			fprintf(out, "%.*s\n", (int)n, para);
		else
			wrap_n(out, para, n, 0, 0);
		if (*text)
			fputc('\n', out);
	}
}

static void option_rows(const struct inlint_option *options, FILE *out)
{
	char spelled[96];

	for (const struct inlint_option *o = options; o->id; o++) {
		size_t n;

		spelling(o, spelled, sizeof(spelled));
		fprintf(out, "  %s", spelled);
		n = 2 + strlen(spelled);
		if (n + 2 > HELP_COLUMN) {
			fprintf(out, "\n%*s", HELP_COLUMN, "");
			n = HELP_COLUMN;
		} else {
			fprintf(out, "%*s", (int)(HELP_COLUMN - n), "");
			n = HELP_COLUMN;
		}
		wrap(out, o->help, n, HELP_COLUMN);
	}
}

void inlint_help_usage(const struct inlint_command *c, FILE *out)
{
	int indent = (int)strlen("usage: inlint  ") + (int)strlen(c->name);
	const char *p = c->synopsis;

	fprintf(out, "usage: inlint %s", c->name);
	while (*p) {
		size_t n = strcspn(p, "\n");

		fprintf(out, "%*s%.*s\n", p == c->synopsis ? 1 : indent, "",
			(int)n, p);
		p += n + (p[n] == '\n');
	}
	if (!*c->synopsis)
		fputc('\n', out);
}

/* "Exit status: 0 success, 1 if ..., 2 usage error or bad input": the
 * names, which inlint --help explains. */
static void exit_status(const struct inlint_command *c, FILE *out)
{
	char text[512];
	size_t n = 0;

	for (size_t i = 0; i < 3 && n < sizeof(text); i++) {
		const struct inlint_exit_meaning *e = &inlint_exit_meanings[i];
		bool ones = e->status == INLINT_EXIT_FINDINGS;

		if (ones && !c->findings)
			continue;
		n += (size_t)snprintf(text + n, sizeof(text) - n, "%s%d %s",
				      n ? ", " : "Exit status: ", e->status,
				      ones ? c->findings : e->name);
	}
	if (n < sizeof(text))
		snprintf(text + n, sizeof(text) - n, " (inlint --help).");
	wrap(out, text, 0, 0);
}

/* Each example line indented, its "  # " comment kept on it. */
static void examples(const char *text, FILE *out)
{
	fputs("\nExamples:\n", out);
	while (*text) {
		size_t n = strcspn(text, "\n");

		fprintf(out, "  %.*s\n", (int)n, text);
		text += n + (text[n] == '\n');
	}
}

void inlint_help_command(const struct inlint_command *c, FILE *out)
{
	inlint_help_usage(c, out);
	description(c->description, out);
	fputs("\nOptions:\n", out);
	option_rows(c->options, out);
	option_rows(inlint_common_options, out);
	if (c->examples)
		examples(c->examples, out);
	fputc('\n', out);
	exit_status(c, out);
	if (c->doc)
		fprintf(out, "See docs/%s and man inlint-%s.\n", c->doc,
			c->name);
	else
		fprintf(out, "See man inlint-%s.\n", c->name);
}

void inlint_help_program(const struct inlint_program *p, FILE *out)
{
	fputs("usage: inlint COMMAND [ARGS...]\n"
	      "       inlint [COMMAND] --help | --version\n"
	      "\n"
	      "commands:\n",
	      out);
	for (size_t i = 0; i < p->n_commands; i++)
		fprintf(out, "  %-13s %s\n", p->commands[i]->name,
			p->commands[i]->summary);
	fputc('\n', out);
	description(p->description, out);
	fputs("\nExit status of every command:\n", out);
	for (size_t i = 0; i < 3; i++) {
		const struct inlint_exit_meaning *e = &inlint_exit_meanings[i];

		fprintf(out, "  %d  ", e->status);
		wrap(out, e->meaning, 5, 5);
	}
}
