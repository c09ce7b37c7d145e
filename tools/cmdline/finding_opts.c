/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_opts.c - --checks parsed into core/checks.h's list; a NOLINT is
 * looked for only once the check is on, so -checks=-* reads no source. */
#include "finding_opts.h"

#include <string.h>

void inlint_finding_opts_init(struct inlint_finding_opts *o)
{
	memset(o, 0, sizeof(*o));
	inlint_source_lines_init(&o->sources);
}

void inlint_finding_opts_release(struct inlint_finding_opts *o)
{
	inlint_checks_release(&o->checks);
	inlint_source_lines_release(&o->sources);
}

int inlint_finding_opts_take(struct inlint_finding_opts *o,
			     struct inlint_args *p, int id)
{
	if (id != INLINT_FINDING_OPT_CHECKS)
		return 1;
	return inlint_checks_parse(&o->checks, p->value, p->err,
				   sizeof(p->err));
}

bool inlint_finding_shown(struct inlint_finding_opts *o, const char *file,
			  unsigned line, const char *word)
{
	if (inlint_checks_on(&o->checks, word) &&
	    !inlint_nolint_at(&o->sources, file, line, word))
		return true;
	o->silenced++;
	return false;
}
