/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* reach.c - which compiles a decision about one function reaches: its
 * file's, or for a header every one whose baseline defines it. Shared by
 * lint -p and merge --whatif. */
#include "whatif.h"

#include "paths.h"

#include <string.h>

size_t inlint_whatif_reach(const struct inlint_whatif_tus *tus,
			   const char *file, size_t *tu)
{
	size_t n = 0;

	for (size_t i = 0; file && i < tus->n; i++)
		if (inlint_same_file(tus->v[i].path, file))
			tu[n++] = i;
	if (n)
		return n;
	for (size_t i = 0; i < tus->n; i++)
		tu[i] = i;
	return tus->n;
}

bool inlint_whatif_defines(const struct inlint_whatif_build *b,
			   const char *function, const char *file)
{
	const struct inlint_model *m = b->record;

	if (b->calls)
		return !file || inlint_same_file(m->source_file, file);
	for (size_t i = 0; i < m->n_functions; i++) {
		const struct inlint_function *f = &m->functions[i];

		if (strcmp(f->name, function) == 0 &&
		    (!file || (f->file && inlint_same_file(f->file, file))))
			return true;
	}
	return false;
}
