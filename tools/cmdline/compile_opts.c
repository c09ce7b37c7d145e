/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compile_opts.c - -p, -j, --plugin and --cc, taken the same way by every
 * command that re-runs a build's compiles. */
#include "compile_opts.h"

int inlint_compile_opts_take(struct inlint_compile_opts *o,
			     struct inlint_args *p, int id)
{
	switch (id) {
	case INLINT_COMPILE_OPT_DB:
		o->db = p->value;
		return 0;
	case INLINT_COMPILE_OPT_JOBS:
		return inlint_args_jobs(p, &o->jobs);
	case INLINT_COMPILE_OPT_PLUGIN:
		o->plugin = p->value;
		return 0;
	case INLINT_COMPILE_OPT_CC:
		o->cc = p->value;
		return 0;
	default:
		return 1;
	}
}

bool inlint_compile_opts_tuned(const struct inlint_compile_opts *o)
{
	return o->jobs || o->plugin || o->cc;
}
