/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compile_opts.h - the options of the commands that re-run a build's
 * compiles with the plugin (lint -p, merge --whatif): -p, -j, --plugin and
 * --cc, as one block of rows for an option table and one struct. */
#ifndef INLINT_COMPILE_OPTS_H
#define INLINT_COMPILE_OPTS_H

#include "args.h"
#include "project.h"

#include <limits.h>

struct inlint_compile_opts {
	const char *db; /* -p compile_commands.json */
	const char *plugin;
	const char *cc;		/* as given, or cc_path */
	char cc_path[PATH_MAX]; /* a --cc path made absolute */
	unsigned jobs;		/* 0: the number of CPUs */
	/* --measure: 0 auto, 1 plugin, 2 objects, as the values of enum
	 * inlint_whatif_measure (whatif.h, which this folder cannot see). */
	unsigned measure;
	/* --config: names of the project file's configurations (each may
	 * be a comma-separated list), malloc'd (free it), or NULL. */
	const char **configs;
	size_t n_configs;
};

/* Their ids, clear of a command's own. */
enum {
	INLINT_COMPILE_OPT_DB = 0x1000,
	INLINT_COMPILE_OPT_JOBS,
	INLINT_COMPILE_OPT_PLUGIN,
	INLINT_COMPILE_OPT_CC,
	INLINT_COMPILE_OPT_MEASURE,
	INLINT_COMPILE_OPT_CONFIG,
};

/* --config's row, for the commands that measure in the project file's
 * configurations (.inlint.yaml, found upward from the working
 * directory). */
#define INLINT_CONFIG_OPTION                                                   \
	{INLINT_COMPILE_OPT_CONFIG,                                            \
	 "config",                                                             \
	 0,                                                                    \
	 "NAME[,NAME...]",                                                     \
	 "measure in these configurations of " INLINT_PROJECT_FILE             \
	 " (repeatable; all: every one; default: its default set when no -p "  \
	 "is given)",                                                          \
	 0}

/* The rows: DB_HELP is -p's help, WHEN what the others go with ("with
 * -p"). */
#define INLINT_COMPILE_OPTIONS(DB_HELP, WHEN)                                  \
	{INLINT_COMPILE_OPT_DB, "compile-commands", 'p', "FILE", DB_HELP, 0},  \
		{INLINT_COMPILE_OPT_JOBS,                                      \
		 "jobs",                                                       \
		 'j',                                                          \
		 "N",                                                          \
		 WHEN ": compiles at once (default: the number of CPUs)",      \
		 0},                                                           \
		{INLINT_COMPILE_OPT_PLUGIN,                                    \
		 "plugin",                                                     \
		 0,                                                            \
		 "PATH",                                                       \
		 WHEN ": libinlint.so (default: $INLINT_PLUGIN, else beside "  \
		      "inlint)",                                               \
		 0},                                                           \
		{INLINT_COMPILE_OPT_CC,                                        \
		 "cc",                                                         \
		 0,                                                            \
		 "COMPILER",                                                   \
		 WHEN ": run COMPILER instead of each command's "              \
		      "compiler (a launcher before it, such as ccache, "       \
		      "stays)",                                                \
		 0},                                                           \
		{INLINT_COMPILE_OPT_MEASURE,                                   \
		 "measure",                                                    \
		 0,                                                            \
		 "HOW",                                                        \
		 WHEN ": plugin (the plugin's records), objects (source "      \
		      "edits in a scratch copy, calls and bytes read from "    \
		      "the objects: any compiler) or auto (default: objects "  \
		      "when the compiler is GCC)",                             \
		 0}

/* Takes option id's value into o. Returns 0, -1 with the problem in
 * p->err (a bad -j, a --cc path that names no executable file), or 1 when
 * id is not one of these options. */
int inlint_compile_opts_take(struct inlint_compile_opts *o,
			     struct inlint_args *p, int id);

/* Whether -j, --plugin, --cc or --measure was given (they need -p). */
bool inlint_compile_opts_tuned(const struct inlint_compile_opts *o);

/* Without -p, the project file's configurations that --config (or, without
 * it, its default set) selects: reads the project file found upward into
 * p and fills *idx (malloc'd) with *n > 0 of them; *n is 0 when there is
 * no project file and no --config (nothing to measure in). Returns 0, or
 * -1 with err set: --config with -p or without a project file, a project
 * file or a name that is wrong. */
int inlint_compile_opts_configs(const struct inlint_compile_opts *o,
				struct inlint_project *p, size_t **idx,
				size_t *n, char *err, size_t errlen);

#endif
