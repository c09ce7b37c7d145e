/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* watch.c - the directories a compile could write into without Landlock:
 * its working directory and those its arguments name, as the paths they
 * really are, each listed one level deep (core/listing.h). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "watch.h"

#include "array.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Adds path's real path, unless it is not there, is known or is scratch. */
static void add_dir(struct inlint_watch *w, const char *path)
{
	char *real = realpath(path, NULL);

	for (size_t i = 0; real && i < w->n; i++)
		if (!strcmp(w->dirs[i], real))
			goto skip;
	if (!real || inlint_listing_below(real, (const char *const *)w->skip))
		goto skip;
	w->dirs =
		inlint_array_grow(w->dirs, &w->cap, w->n + 1, sizeof(*w->dirs));
	w->dirs[w->n++] = real;
	return;
skip:
	free(real);
}

/* Cuts path, which holds a '/', to the directory it lies in ("/x": "/"). */
static void cut_to_parent(char *path)
{
	size_t n = strlen(path);
	char *slash;

	while (n > 1 && path[n - 1] == '/')
		path[--n] = '\0';
	slash = strrchr(path, '/');
	slash[slash == path] = '\0';
}

/* Adds the directory value names, if it is one, and the one it lies in. */
static void add_path(struct inlint_watch *w, const char *value,
		     const char *directory)
{
	size_t n = strlen(directory) + strlen(value) + 2;
	char *full = inlint_xmalloc(n);
	struct stat st;

	if (value[0] == '/')
		snprintf(full, n, "%s", value);
	else
		snprintf(full, n, "%s/%s", directory, value);
	if (!stat(full, &st) && S_ISDIR(st.st_mode))
		add_dir(w, full);
	if (strchr(value, '/')) {
		cut_to_parent(full);
		add_dir(w, full);
	}
	free(full);
}

static void list(const struct inlint_watch *w, struct inlint_listing *l)
{
	for (size_t i = 0; i < w->n; i++)
		inlint_listing_add(l, w->dirs[i], (const char *const *)w->skip);
}

/* The real paths of allowed, those that exist. */
static char **real_paths(const char *const *allowed)
{
	size_t n = 0, k = 0;
	char **v;

	while (allowed[n])
		n++;
	v = inlint_xcalloc(n + 1, sizeof(*v));
	for (size_t i = 0; i < n; i++) {
		v[k] = realpath(allowed[i], NULL);
		k += v[k] != NULL;
	}
	return v;
}

void inlint_watch_start(struct inlint_watch *w, char *const *argv,
			const char *directory, const char *const *allowed)
{
	memset(w, 0, sizeof(*w));
	w->skip = real_paths(allowed);
	add_dir(w, directory);
	for (size_t i = 1; argv[i]; i++) {
		const char *eq = strchr(argv[i], '=');
		const char *value = argv[i][0] != '-' ? argv[i]
				    : eq	      ? eq + 1
						      : "";

		if (*value)
			add_path(w, value, directory);
	}
	list(w, &w->before);
}

int inlint_watch_check(struct inlint_watch *w, char *err, size_t errlen)
{
	struct inlint_listing after = {0};
	const char *what, *path;
	int ret = 0;

	list(w, &after);
	path = inlint_listing_diff(&w->before, &after, &what);
	if (path) {
		snprintf(err, errlen, "%s %s", path, what);
		ret = -1;
	}
	inlint_listing_release(&after);
	return ret;
}

void inlint_watch_release(struct inlint_watch *w)
{
	for (size_t i = 0; i < w->n; i++)
		free(w->dirs[i]);
	free(w->dirs);
	for (size_t i = 0; w->skip && w->skip[i]; i++)
		free(w->skip[i]);
	free(w->skip);
	inlint_listing_release(&w->before);
	memset(w, 0, sizeof(*w));
}
