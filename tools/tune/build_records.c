/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* build_records.c - tune's builds for records (INLINT_OUT in a directory of
 * its own), and the records read one at a time: the profile's facts,
 * --ablate's annotations, the check build's applied decisions. */
#include "tune.h"

#include "record.h"
#include "walk.h"
#include "xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

char *tune_build_for_records(struct tune *t, const bool *pick, const char *name,
			     char *err, size_t errlen)
{
	size_t n = strlen(t->scratch) + strlen(name) + 2;
	char *dir = inlint_xmalloc(n);

	snprintf(dir, n, "%s/%s", t->scratch, name);
	if (mkdir(dir, 0700)) {
		snprintf(err, errlen, "%s: cannot create (%s)", dir,
			 strerror(errno));
		goto fail;
	}
	if (tune_build(t, pick, dir, err, errlen))
		goto fail;
	return dir;
fail:
	free(dir);
	return NULL;
}

int tune_each_record(const char *dir, tune_record_fn *fn, void *ctx, size_t *n,
		     char *err, size_t errlen)
{
	struct inlint_paths found = {0};
	int ret = -1;

	if (inlint_find_records(dir, &found, err, errlen))
		goto out;
	for (size_t i = 0; i < found.n; i++) {
		struct inlint_model *rec =
			inlint_record_read(found.v[i], err, errlen);

		if (!rec)
			goto out;
		fn(ctx, rec);
		inlint_model_destroy(rec);
	}
	if (n)
		*n = found.n;
	ret = 0;
out:
	inlint_paths_release(&found);
	return ret;
}
