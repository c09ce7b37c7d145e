/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* walk.c - a recursive directory walk with opendir/readdir and stat only,
 * sorted so that a merge reads records in the same order every time. */
#include "walk.h"

#include "xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void push(struct inlint_paths *p, char *path)
{
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 256;
		p->v = inlint_xrealloc(p->v, p->cap * sizeof(*p->v));
	}
	p->v[p->n++] = path;
}

static char *join(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *s = inlint_xmalloc(n);

	snprintf(s, n, "%s/%s", dir, name);
	return s;
}

/* Temp files of writers still at work end in .tmp.XXXXXX: not records. */
static bool has_suffix(const char *name, const char *const *suffixes)
{
	size_t n = strlen(name);

	for (; *suffixes; suffixes++) {
		size_t s = strlen(*suffixes);

		if (n > s && strcmp(name + n - s, *suffixes) == 0)
			return true;
	}
	return false;
}

static int cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int walk(const char *dir, const char *const *suffixes,
		struct inlint_paths *out, char *err, size_t errlen)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int ret = 0;

	if (!d) {
		snprintf(err, errlen, "%s: cannot open directory (%s)", dir,
			 strerror(errno));
		return -1;
	}
	while (ret == 0 && (e = readdir(d))) {
		struct stat st;
		char *path;

		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		path = join(dir, e->d_name);
		if (stat(path, &st) != 0) {
			snprintf(err, errlen, "%s: cannot stat (%s)", path,
				 strerror(errno));
			ret = -1;
		} else if (S_ISDIR(st.st_mode)) {
			ret = walk(path, suffixes, out, err, errlen);
		} else if (S_ISREG(st.st_mode) &&
			   has_suffix(e->d_name, suffixes)) {
			push(out, path);
			continue;
		}
		free(path);
	}
	closedir(d);
	return ret;
}

int inlint_find_files(const char *path, const char *const *suffixes,
		      struct inlint_paths *out, char *err, size_t errlen)
{
	size_t first = out->n;
	struct stat st;

	if (stat(path, &st) != 0) {
		snprintf(err, errlen, "%s: cannot stat (%s)", path,
			 strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		push(out, inlint_strdup(path));
		return 0;
	}
	if (walk(path, suffixes, out, err, errlen) != 0)
		return -1;
	/* qsort must not be given the NULL of a walk that found nothing. */
	if (out->n > first)
		qsort(out->v + first, out->n - first, sizeof(*out->v),
		      cmp_path);
	return 0;
}

int inlint_find_records(const char *path, struct inlint_paths *out, char *err,
			size_t errlen)
{
	static const char *const records[] = {".inlint.yaml", NULL};

	return inlint_find_files(path, records, out, err, errlen);
}

void inlint_paths_release(struct inlint_paths *p)
{
	for (size_t i = 0; i < p->n; i++)
		free(p->v[i]);
	free(p->v);
	p->v = NULL;
	p->n = 0;
	p->cap = 0;
}
