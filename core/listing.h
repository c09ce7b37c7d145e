/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* listing.h - what a few directories hold, one level deep (name, inode,
 * size, mtime), and the first difference between two such listings: how a
 * what-if compile is checked where Landlock cannot confine it. */
#ifndef INLINT_LISTING_H
#define INLINT_LISTING_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>

struct inlint_listing_entry {
	char *path; /* the directory given, "/", the name */
	dev_t dev;
	ino_t ino;
	off_t size;
	struct timespec mtime;
};

/* Zeroed ({0}) before the first add. */
struct inlint_listing {
	struct inlint_listing_entry *v;
	size_t n, cap;
};

/* Whether path is one of dirs (NULL-ended) or below it (lexically: the
 * caller gives real paths). */
bool inlint_listing_below(const char *path, const char *const *dirs);

/* Adds the entries of dir (lstat: a symlink is listed, not followed), but
 * none that is one of skip (NULL-ended) or below it. A directory that
 * cannot be read adds nothing: what was not there cannot have changed. */
void inlint_listing_add(struct inlint_listing *l, const char *dir,
			const char *const *skip);

/* What differs from before to after, the first path in this order: one
 * that appeared; one that changed: another file (device and inode), size
 * or mtime (a directory's changes with what it holds, so that a file made
 * one level further down shows); one that vanished. *what says which
 * ("appeared", "changed", "vanished"). NULL when they are alike. Sorts
 * both. */
const char *inlint_listing_diff(struct inlint_listing *before,
				struct inlint_listing *after,
				const char **what);

void inlint_listing_release(struct inlint_listing *l);

#endif
