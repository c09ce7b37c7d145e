/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* walk.c - a recursive directory walk with opendir/readdir and lstat only,
 * sorted so that a merge reads records in the same order every time, and
 * keyed by device and inode so that it reads each record once. */
#include "walk.h"

#include "array.h"
#include "dash.h"
#include "xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* What one call finds, before it is sorted and merged into the paths. */
struct found {
	char *path;
	struct inlint_file_id id;
	bool named;
};

struct finds {
	struct found *v;
	size_t n, cap;
};

static void add_found(struct finds *f, char *path, const struct stat *st,
		      bool named)
{
	f->v = inlint_array_grow(f->v, &f->cap, f->n + 1, sizeof(*f->v));
	f->v[f->n++] = (struct found){path, {st->st_dev, st->st_ino}, named};
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

static int cannot_stat(const char *path, char *err, size_t errlen)
{
	snprintf(err, errlen, "%s: cannot stat (%s)", path, strerror(errno));
	return -1;
}

static int walk(const char *dir, const char *const *suffixes, struct finds *out,
		char *err, size_t errlen);

/* A link to a file counts as the file. Takes path. */
static int take_file(char *path, struct stat *st, struct finds *out, char *err,
		     size_t errlen)
{
	if (S_ISLNK(st->st_mode) && stat(path, st) != 0) {
		cannot_stat(path, err, errlen);
		free(path);
		return -1;
	}
	if (S_ISREG(st->st_mode))
		add_found(out, path, st, false);
	else
		free(path);
	return 0;
}

/* A link to a directory is not followed: a link to ".." would walk in
 * circles, and one to another part of the tree would read it twice.
 * Takes path. */
static int visit(char *path, const char *name, const char *const *suffixes,
		 struct finds *out, char *err, size_t errlen)
{
	struct stat st;
	int ret = 0;

	if (lstat(path, &st) != 0)
		ret = cannot_stat(path, err, errlen);
	else if (S_ISDIR(st.st_mode))
		ret = walk(path, suffixes, out, err, errlen);
	else if (has_suffix(name, suffixes))
		return take_file(path, &st, out, err, errlen);
	free(path);
	return ret;
}

static int walk(const char *dir, const char *const *suffixes, struct finds *out,
		char *err, size_t errlen)
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
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		ret = visit(join(dir, e->d_name), e->d_name, suffixes, out, err,
			    errlen);
	}
	closedir(d);
	return ret;
}

static int cmp_path(const void *a, const void *b)
{
	return strcmp(((const struct found *)a)->path,
		      ((const struct found *)b)->path);
}

struct id_key {
	const struct inlint_paths *p;
	struct inlint_file_id id;
};

static bool same_file(const void *key, size_t idx)
{
	const struct id_key *k = key;

	return k->p->ids[idx].dev == k->id.dev &&
	       k->p->ids[idx].ino == k->id.ino;
}

static uint64_t hash_id(struct inlint_file_id id)
{
	return inlint_hash_mix(inlint_hash_mix(0, (uint64_t)id.dev),
			       (uint64_t)id.ino);
}

/* Takes f->path: kept, or freed when the file is in p already. */
static void add_path(struct inlint_paths *p, struct found *f)
{
	struct id_key key = {p, f->id};
	uint64_t hash = hash_id(f->id);
	size_t cap = p->cap;

	p->matched++;
	if (inlint_htab_find(&p->index, hash, same_file, &key) !=
	    INLINT_HTAB_NONE) {
		free(f->path);
		return;
	}
	p->v = inlint_array_grow(p->v, &cap, p->n + 1, sizeof(*p->v));
	cap = p->cap;
	p->named =
		inlint_array_grow(p->named, &cap, p->n + 1, sizeof(*p->named));
	p->ids = inlint_array_grow(p->ids, &p->cap, p->n + 1, sizeof(*p->ids));
	p->v[p->n] = f->path;
	p->ids[p->n] = f->id;
	p->named[p->n] = f->named;
	inlint_htab_insert(&p->index, hash, p->n++);
}

static int find(const char *path, const char *const *suffixes, struct finds *f,
		char *err, size_t errlen)
{
	struct stat st;

	/* "-" is one file, standard input, known by what fstat says of it. */
	if (inlint_dash(path) ? fstat(0, &st) != 0 : stat(path, &st) != 0)
		return cannot_stat(path, err, errlen);
	if (inlint_dash(path) || !S_ISDIR(st.st_mode)) {
		add_found(f, inlint_strdup(path), &st, true);
		return 0;
	}
	return walk(path, suffixes, f, err, errlen);
}

int inlint_find_files(const char *path, const char *const *suffixes,
		      struct inlint_paths *out, char *err, size_t errlen)
{
	struct finds f = {0};
	int ret = find(path, suffixes, &f, err, errlen);

	inlint_array_sort(f.v, f.n, sizeof(*f.v), cmp_path);
	for (size_t i = 0; i < f.n; i++) {
		if (ret == 0)
			add_path(out, &f.v[i]);
		else
			free(f.v[i].path);
	}
	free(f.v);
	return ret;
}

#define RECORD_SUFFIXES                                                        \
	".inlint.yaml", ".inlint.thinlto-backend.yaml", ".inlint.fulllto.yaml"

int inlint_find_records(const char *path, struct inlint_paths *out, char *err,
			size_t errlen)
{
	static const char *const records[] = {RECORD_SUFFIXES, NULL};

	return inlint_find_files(path, records, out, err, errlen);
}

int inlint_find_records_and_objects(const char *path, struct inlint_paths *out,
				    char *err, size_t errlen)
{
	static const char *const both[] = {RECORD_SUFFIXES, ".o", NULL};

	return inlint_find_files(path, both, out, err, errlen);
}

void inlint_paths_release(struct inlint_paths *p)
{
	for (size_t i = 0; i < p->n; i++)
		free(p->v[i]);
	free(p->v);
	free(p->ids);
	free(p->named);
	inlint_htab_release(&p->index);
	memset(p, 0, sizeof(*p));
}
