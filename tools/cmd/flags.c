/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* flags.c - "inlint flags [--apply FILE] [--plugin SO]": the compiler flags
 * that load the plugin with its decisions on the command line, for builds
 * through ccache or distcc:  make CC="ccache clang" KCFLAGS="$(inlint flags)"
 */
#include "commands.h"
#include "decision_arg.h"
#include "escape.h"
#include "rewrite.h"
#include "split.h"
#include "whatif.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int flags_main(int argc, char **argv);

enum { OPT_APPLY = 1, OPT_PLUGIN, OPT_RECORD_FILE };

static const struct inlint_option options[] = {
	{OPT_APPLY, "apply", 0, "FILE",
	 "the decisions to apply: any decision file (docs/DECISIONS.md)", 0},
	{OPT_PLUGIN, "plugin", 0, "PATH",
	 "libinlint.so (default: $INLINT_PLUGIN, else beside inlint)", 0},
	{OPT_RECORD_FILE, "record-file", 0, NULL,
	 "write each record file too (INLINT_OUT, else the default "
	 "directory), for a build without ccache or distcc that takes the "
	 "decisions on its command line so that make rebuilds when they "
	 "change",
	 0},
	{0},
};

const struct inlint_command inlint_flags_command = {
	.name = "flags",
	.summary = "compiler flags for builds through ccache or distcc",
	.synopsis = "[--apply FILE] [--plugin PATH] [--record-file]",
	.description =
		"Prints, on one line, the flags that make clang load the "
		"plugin, write each record into its object file and no record "
		"file, and apply the decisions of FILE, given on the command "
		"line instead of the environment, so that ccache hashes them "
		"and distcc sends them to the server:\n\n"
		"  make CC=\"ccache clang\" KCFLAGS=\"$(inlint flags --apply "
		"d.yaml)\"\n\n"
		"Then read the records from the objects: inlint merge, show "
		"and "
		"lint --records take a build directory, objects and archives. "
		"The flags hold only letters, digits and _./+-%:,= so the "
		"shell, make and Kbuild carry them unquoted. Kbuild compares "
		"each object's command line with the one that built it, so "
		"with the decisions there, a build with other decisions or "
		"none rebuilds every object; with --record-file the records "
		"go into record files too, as without a launcher "
		"(inlint kbuild --apply does so).",
	.options = options,
	.doc = "DECISIONS.md",
	.examples = "make CC=\"ccache clang-22\" KCFLAGS=\"$(inlint flags "
		    "--apply decisions.yaml)\"\n",
	.run = flags_main,
};

struct flags_args {
	const char *apply;
	const char *plugin;
	bool record_file;
};

static int flags_option(void *ctx, struct inlint_args *p, int id)
{
	struct flags_args *a = ctx;

	if (id == OPT_APPLY) {
		a->apply = p->value;
		if (strcmp(p->value, "-"))
			return 0;
		snprintf(p->err, sizeof(p->err),
			 "--apply needs a file: every compile reads it");
		return -1;
	}
	if (id == OPT_PLUGIN) {
		a->plugin = p->value;
		return 0;
	}
	if (id == OPT_RECORD_FILE) {
		a->record_file = true;
		return 0;
	}
	snprintf(p->err, sizeof(p->err), "unexpected operand '%s'", p->value);
	return -1;
}

/* The decisions of file as LIST, or NULL with err set: it cannot be read,
 * or the list is too long for one argument. */
static char *decisions_list(const char *file, char *err, size_t errlen)
{
	char *list = inlint_decision_arg_from_file(file, err, errlen);

	if (list && !inlint_decision_arg_fits(list)) {
		snprintf(err, errlen,
			 "%s: its decisions make a %zu-byte argument; Linux "
			 "passes at most %s in one",
			 file, inlint_decision_arg_length(list),
			 INLINT_ARG_LIMIT_TEXT);
		free(list);
		list = NULL;
	}
	return list;
}

/* The flags on one line, as the what-if engine gives them to its
 * compiles. */
static void print_flags(const char *plugin, const char *decisions,
			bool record_file)
{
	struct inlint_words w = {0};

	inlint_whatif_plugin_words(&w, plugin, decisions, record_file);
	for (size_t i = 0; i < w.n; i++)
		printf("%s%s", i ? " " : "", w.v[i]);
	putchar('\n');
	inlint_argv_free(w.v);
}

static int flags_main(int argc, char **argv)
{
	struct flags_args a = {0};
	char err[2048];
	char *plugin = NULL, *decisions = NULL;
	int status = inlint_command_parse(&inlint_flags_command, argc, argv,
					  flags_option, &a);

	if (status)
		return status;
	status = INLINT_EXIT_USAGE;
	plugin = inlint_whatif_find_plugin(a.plugin, err, sizeof(err));
	if (plugin && !inlint_decision_arg_plain(plugin)) {
		snprintf(err, sizeof(err),
			 "%s: a plugin path with characters other than "
			 "letters, digits and _./+- would need quoting in a "
			 "build's command line",
			 plugin);
		free(plugin);
		plugin = NULL;
	}
	if (plugin && a.apply)
		decisions = decisions_list(a.apply, err, sizeof(err));
	if (plugin && (!a.apply || decisions)) {
		print_flags(plugin, decisions, a.record_file);
		/* A build given half the flags would apply nothing. */
		if (fflush(stdout) || ferror(stdout))
			snprintf(err, sizeof(err),
				 "cannot write the flags (%s)",
				 strerror(errno));
		else
			status = INLINT_EXIT_OK;
	}
	if (status) {
		inlint_error("%s", err);
		status = INLINT_EXIT_USAGE;
	}
	free(plugin);
	free(decisions);
	return status;
}
