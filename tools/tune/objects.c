/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* objects.c - the files of --objects, and of any option that names files
 * by glob patterns (--rebuild-changed). */
#include "tune.h"

#include <glob.h>

int tune_each_glob(char *const *patterns, size_t n, const char *option,
		   bool must_match, tune_object_fn *fn, void *ctx, char *err,
		   size_t errlen)
{
	int ret = 0;

	for (size_t i = 0; i < n && !ret; i++) {
		glob_t g;

		switch (glob(patterns[i], 0, NULL, &g)) {
		case 0:
			break;
		case GLOB_NOMATCH:
			if (!must_match)
				continue;
			snprintf(err, errlen, "%s '%s' matches no file", option,
				 patterns[i]);
			return -1;
		default:
			snprintf(err, errlen, "%s '%s': cannot expand", option,
				 patterns[i]);
			globfree(&g);
			return -1;
		}
		for (size_t k = 0; k < g.gl_pathc && !ret; k++)
			ret = fn(ctx, g.gl_pathv[k], err, errlen);
		globfree(&g);
	}
	return ret;
}

int tune_each_object(const struct tune_opts *o, bool must_match,
		     tune_object_fn *fn, void *ctx, char *err, size_t errlen)
{
	return tune_each_glob(o->objects, o->n_objects, "--objects", must_match,
			      fn, ctx, err, errlen);
}
