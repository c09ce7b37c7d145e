/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* udiff.h - unified diffs of a source file and a set of line edits, in the
 * form `git apply` takes (a/ and b/ prefixes, 3 lines of context). */
#ifndef INLINT_UDIFF_H
#define INLINT_UDIFF_H

#include "srcfile.h"

#include <stdio.h>

/* Replaces lines [first, first + n_old) of a file (0-based) by new_lines. */
struct inlint_edit {
	size_t first;
	size_t n_old;
	char **new_lines;
	size_t n_new;
};

void inlint_edit_release(struct inlint_edit *e);

/* Writes the diff of src under edits as file name (relative to the
 * directory git apply runs in). Edits must not overlap; they are sorted
 * here. Returns 0, or -1 with err set when two edits overlap. */
int inlint_udiff_write(FILE *out, const char *name,
		       const struct inlint_src *src, struct inlint_edit *edits,
		       size_t n_edits, char *err, size_t errlen);

#endif
