/* walk.h - the record files of a build: every *.inlint.yaml under the given
 * directories, in a stable order, and files named directly. */
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

void inlint_paths_release(struct inlint_paths *p);

#endif
