/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inlint.c - the inlint command: finds the subcommand in argv[1] and runs
 * it. Run: inlint show inlint-records/mm/zsmalloc.c.inlint.yaml */
#include "commands.h"
#include "version.h"

#include <stdio.h>
#include <string.h>

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *help;
};

static const struct command commands[] = {
	{"show", inlint_show, "print the recommendations in records"},
	{"source-patch", inlint_source_patch,
	 "write a diff adding the advised annotations"},
	{"merge", inlint_merge, "fold the records of a build into one report"},
	{"lint", inlint_lint, "judge the inline annotations a patch changes"},
	{"bloat", inlint_bloat, "size diff of two objects, as bloat-o-meter"},
	{"why", inlint_why, "clang's reasons for calls it did not inline"},
	{"tune", inlint_tune, "measure candidate decisions, keep the winners"},
};

#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]))

static void usage(FILE *out)
{
	fputs("usage: inlint COMMAND [ARGS...]\n"
	      "       inlint --help | --version\n"
	      "\n"
	      "commands:\n",
	      out);
	for (size_t i = 0; i < N_COMMANDS; i++)
		fprintf(out, "  %-10s %s\n", commands[i].name,
			commands[i].help);
	fputs("\nRecords are written by the plugin; see docs/RECORD.md.\n",
	      out);
}

bool inlint_is_help(const char *arg)
{
	return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (inlint_is_help(argv[1])) {
		usage(stdout);
		return 0;
	}
	if (strcmp(argv[1], "--version") == 0) {
		puts("inlint " INLINT_VERSION);
		return 0;
	}
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "inlint: unknown command '%s' (see inlint --help)\n",
		argv[1]);
	return 2;
}
