/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_opts.h - the options of the commands that print findings (lint,
 * audit, show, merge): --checks and --color, as one block of rows,
 * and which findings they and the sources' NOLINT comments let through. */
#ifndef INLINT_FINDING_OPTS_H
#define INLINT_FINDING_OPTS_H

#include "args.h"
#include "checks.h"
#include "project_checks.h"
#include "source_lines.h"

struct inlint_finding_opts {
	struct inlint_checks checks;
	struct inlint_source_lines sources; /* for NOLINT, each read once */
	size_t silenced; /* findings a --checks glob or a NOLINT took out */
	struct inlint_project_checks *files; /* the sources' .inlint.yaml */
	bool failed;	/* one of those could not be read: */
	char err[1024]; /* the first such, for the command to print */
};

/* Its ids, clear of a command's own and of compile_opts.h's. */
enum {
	INLINT_FINDING_OPT_CHECKS = 0x1100,
	INLINT_FINDING_OPT_COLOR,
};

#define INLINT_FINDING_OPTIONS                                                 \
	{INLINT_FINDING_OPT_CHECKS,                                            \
	 "checks",                                                             \
	 0,                                                                    \
	 "GLOBS",                                                              \
	 "which checks to report, as clang-tidy's -checks: comma-separated "   \
	 "globs, each turning checks on, or off with a leading '-' "           \
	 "(-*,inlint-redundant) (repeatable)",                                 \
	 0},                                                                   \
		{INLINT_FINDING_OPT_COLOR,                                     \
		 "color",                                                      \
		 0,                                                            \
		 "auto|always|never",                                          \
		 "clang's colours: on a terminal unless NO_COLOR is set "      \
		 "(default), "                                                 \
		 "always, or never",                                           \
		 0}

void inlint_finding_opts_init(struct inlint_finding_opts *o);
void inlint_finding_opts_release(struct inlint_finding_opts *o);

/* Takes option id's value into o. Returns 0, -1 with the problem in
 * p->err, or 1 when id is not one of these options. */
int inlint_finding_opts_take(struct inlint_finding_opts *o,
			     struct inlint_args *p, int id);

/* Whether the finding of check word at file:line is to be printed: its
 * check is on (by --checks, else by the `checks:` of the .inlint.yaml
 * nearest the file; one that cannot be read sets failed and err, and
 * turns nothing off), and no NOLINT comment there turns it off (the file read
 * from the current directory, where it can be). Counts the others in
 * o->silenced. */
bool inlint_finding_shown(struct inlint_finding_opts *o, const char *file,
			  unsigned line, const char *word);

#endif
