/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* listing.c - directory listings read with readdir and lstat, sorted by
 * path, each entry of one looked up in the other. */
#include "listing.h"

#include "array.h"
#include "xalloc.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool inlint_listing_below(const char *path, const char *const *dirs)
{
	for (size_t i = 0; dirs[i]; i++) {
		size_t n = strlen(dirs[i]);

		if (n && !strncmp(path, dirs[i], n) &&
		    (path[n] == '\0' || path[n] == '/' ||
		     dirs[i][n - 1] == '/'))
			return true;
	}
	return false;
}

static void add_entry(struct inlint_listing *l, char *path,
		      const struct stat *st)
{
	struct inlint_listing_entry *e;

	l->v = inlint_array_grow(l->v, &l->cap, l->n + 1, sizeof(*l->v));
	e = &l->v[l->n++];
	e->path = path;
	e->dev = st->st_dev;
	e->ino = st->st_ino;
	e->size = st->st_size;
	e->mtime = st->st_mtim;
}

void inlint_listing_add(struct inlint_listing *l, const char *dir,
			const char *const *skip)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t n = strlen(dir) + strlen(de->d_name) + 2;
		char *path;
		struct stat st;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		path = inlint_xmalloc(n);
		snprintf(path, n, "%s/%s", dir, de->d_name);
		if (inlint_listing_below(path, skip) || lstat(path, &st))
			free(path);
		else
			add_entry(l, path, &st);
	}
	closedir(d);
}

static int by_path(const void *a, const void *b)
{
	const struct inlint_listing_entry *x = a, *y = b;

	return strcmp(x->path, y->path);
}

static bool same(const struct inlint_listing_entry *x,
		 const struct inlint_listing_entry *y)
{
	return x->dev == y->dev && x->ino == y->ino && x->size == y->size &&
	       x->mtime.tv_sec == y->mtime.tv_sec &&
	       x->mtime.tv_nsec == y->mtime.tv_nsec;
}

/* The first path of a that b lacks (changed false), or holds otherwise
 * (changed true). */
static const char *first(const struct inlint_listing *a,
			 const struct inlint_listing *b, bool changed)
{
	for (size_t i = 0; i < a->n; i++) {
		const struct inlint_listing_entry *e = inlint_array_search(
			&a->v[i], b->v, b->n, sizeof(*b->v), by_path);

		if (changed ? e && !same(e, &a->v[i]) : !e)
			return a->v[i].path;
	}
	return NULL;
}

const char *inlint_listing_diff(struct inlint_listing *before,
				struct inlint_listing *after, const char **what)
{
	const char *path;

	inlint_array_sort(before->v, before->n, sizeof(*before->v), by_path);
	inlint_array_sort(after->v, after->n, sizeof(*after->v), by_path);
	if ((path = first(after, before, false)))
		*what = "appeared";
	else if ((path = first(after, before, true)))
		*what = "changed";
	else if ((path = first(before, after, false)))
		*what = "vanished";
	return path;
}

void inlint_listing_release(struct inlint_listing *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i].path);
	free(l->v);
	memset(l, 0, sizeof(*l));
}
