/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* records.c - the records of tune's builds, read one at a time: what the
 * profile, --ablate, the check build and --rebuild-changed learn from. */
#include "tune.h"

#include "record.h"
#include "walk.h"

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
