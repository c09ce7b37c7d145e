/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* walk.h - the files of a build that inlint reads: every *.inlint.yaml (or
 * remark file) under the given directories, in a stable order, and files
 * named directly; each file once, however often it is reached. */
#ifndef INLINT_WALK_H
#define INLINT_WALK_H

#include "htab.h"

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* A file as the file system knows it: two paths, one file. */
struct inlint_file_id {
	dev_t dev;
	ino_t ino;
};

/* Zeroed ({0}) before the first find; release frees what it holds. */
struct inlint_paths {
	char **v;
	size_t n, cap;
	size_t matched; /* files found, those reached twice counted twice */
	struct inlint_file_id *ids; /* of v[i] */
	bool *named;		    /* v[i] was given as it is, not found in
				     * a directory */
	struct inlint_htab index;   /* over ids: a file reached twice is kept
				     * once, by the path found first */
};

/* Appends path itself when it is a file, else every record under it (the
 * compile's *.inlint.yaml and the link's *.inlint.PHASE.yaml; recursively,
 * sorted by path; symbolic links to directories are not followed), leaving out
 * files already in out. Returns 0, or -1 with err set to "path: problem". */
int inlint_find_records(const char *path, struct inlint_paths *out, char *err,
			size_t errlen);
/* The same, and the objects (*.o) under a directory, which may carry
 * records (object_records.h). */
int inlint_find_records_and_objects(const char *path, struct inlint_paths *out,
				    char *err, size_t errlen);
/* The same for files whose names end in one of suffixes (NULL-ended). */
int inlint_find_files(const char *path, const char *const *suffixes,
		      struct inlint_paths *out, char *err, size_t errlen);

void inlint_paths_release(struct inlint_paths *p);

#endif
