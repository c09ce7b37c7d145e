/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_opts.c - --checks parsed into core/checks.h's list; a NOLINT is
 * looked for only once the check is on, so -checks=-* reads no source. */
#include "finding_opts.h"

#include "color.h"
#include "project_checks.h"

#include <stdio.h>
#include <string.h>

void inlint_finding_opts_init(struct inlint_finding_opts *o)
{
	memset(o, 0, sizeof(*o));
	inlint_source_lines_init(&o->sources);
	o->files = inlint_project_checks_create();
}

void inlint_finding_opts_release(struct inlint_finding_opts *o)
{
	inlint_checks_release(&o->checks);
	inlint_source_lines_release(&o->sources);
	inlint_project_checks_destroy(o->files);
}

int inlint_finding_opts_take(struct inlint_finding_opts *o,
			     struct inlint_args *p, int id)
{
	enum inlint_color_mode mode;

	if (id == INLINT_FINDING_OPT_CHECKS)
		return inlint_checks_parse(&o->checks, p->value, p->err,
					   sizeof(p->err));
	if (id != INLINT_FINDING_OPT_COLOR)
		return 1;
	if (inlint_color_parse(p->value, &mode) == 0) {
		inlint_color_set(mode);
		return 0;
	}
	snprintf(p->err, sizeof(p->err),
		 "bad --color '%s' (auto, always or never)", p->value);
	return -1;
}

/* The command line's globs decide, else those of the project file nearest
 * the source, as clang-tidy applies -checks= after .clang-tidy's. */
static bool check_on(struct inlint_finding_opts *o, const char *file,
		     const char *word)
{
	const struct inlint_checks *near = NULL;
	int on = inlint_checks_match(&o->checks, word);
	char err[sizeof(o->err)];

	if (on >= 0)
		return on;
	if (file &&
	    inlint_project_checks_for(o->files, file, &near, err,
				      sizeof(err)) &&
	    !o->failed) {
		o->failed = true;
		memcpy(o->err, err, sizeof(err));
	}
	return !near || inlint_checks_on(near, word);
}

bool inlint_finding_shown(struct inlint_finding_opts *o, const char *file,
			  unsigned line, const char *word)
{
	if (check_on(o, file, word) &&
	    !inlint_nolint_at(&o->sources, file, line, word))
		return true;
	o->silenced++;
	return false;
}
