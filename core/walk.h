/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* walk.h - the files of a build that inlint reads: every *.inlint.yaml (or
 * remark file) under the given directories, in a stable order, and files
 * named directly. */
#ifndef INLINT_WALK_H
#define INLINT_WALK_H

#include <stddef.h>

struct inlint_paths {
	char **v;
	size_t n, cap;
};

/* Appends path itself when it is a file, else every record under it
 * (recursively), sorted. Returns 0, or -1 with err set to "path: problem". */
int inlint_find_records(const char *path, struct inlint_paths *out, char *err,
			size_t errlen);
/* The same for files whose names end in one of suffixes (NULL-ended). */
int inlint_find_files(const char *path, const char *const *suffixes,
		      struct inlint_paths *out, char *err, size_t errlen);

void inlint_paths_release(struct inlint_paths *p);

#endif
