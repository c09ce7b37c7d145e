/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* archive.h - walks the members of a Unix ar archive, regular or thin: the
 * LLVM C API recognises archives but has no way to reach their members, and
 * the record reader (object_records.h) does not use LLVM. */
#ifndef INLINT_ARCHIVE_H
#define INLINT_ARCHIVE_H

#include <stddef.h>

/* One member. data is NULL in a thin archive, whose members are files:
 * name is then their path, relative to the archive's directory unless it
 * is absolute. */
struct inlint_ar_member {
	const char *name;
	const char *data;
	size_t size;
};

/* Returns 0, or nonzero with err set: positive, to tell a member's
 * problem from the walk's own, which are -1. */
typedef int (*inlint_ar_fn)(void *arg, const struct inlint_ar_member *m,
			    char *err, size_t errlen);

/* The path of the thin archive's member name: relative to the archive's
 * directory unless it is absolute. A new string. */
char *inlint_ar_member_path(const char *archive, const char *name);

/* Calls fn for each member of the archive in buf, in order, skipping the
 * symbol index and the long-name table. Returns 0, the first nonzero
 * result of fn, or -1 with err set when the archive is malformed. */
int inlint_ar_walk(const char *buf, size_t len, inlint_ar_fn fn, void *arg,
		   char *err, size_t errlen);

#endif
