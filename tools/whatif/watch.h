/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* watch.h - a what-if compile that Landlock cannot confine, checked: the
 * directories it could write into are listed before and after it. */
#ifndef INLINT_WATCH_H
#define INLINT_WATCH_H

#include "listing.h"

#include <stddef.h>

struct inlint_watch {
	char **dirs; /* real paths */
	size_t n, cap;
	char **skip; /* the real paths of where it may write, NULL-ended */
	struct inlint_listing before;
};

/* Starts watching a compile of argv run in directory: lists directory,
 * every directory an argument (or its value after "=") names, and the one
 * it lies in, none at or below those of allowed (NULL-ended: the scratch
 * directory and the launcher's cache, where it may write). */
void inlint_watch_start(struct inlint_watch *w, char *const *argv,
			const char *directory, const char *const *allowed);

/* Lists them again. Returns 0 when nothing changed, else -1 with err set
 * to "PATH appeared" ("changed", "vanished"). */
int inlint_watch_check(struct inlint_watch *w, char *err, size_t errlen);

void inlint_watch_release(struct inlint_watch *w);

#endif
