/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* patchset.c - resolves record file names under --src and reads each source
 * once, so a file decided on in several records comes out as one diff. */
/* realpath */
#define _XOPEN_SOURCE 700

#include "patchset.h"

#include "array.h"
#include "xalloc.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct patch_file {
	char *name; /* relative to the source directory */
	struct inlint_src *src;
	struct inlint_edit *edits;
	size_t n_edits, cap_edits;
};

struct inlint_patchset {
	char *root; /* the source directory, resolved */
	char *base; /* what relative names start from, resolved */
	struct patch_file *files;
	size_t n_files, cap_files;
};

/* dir, resolved; NULL with err set when it is not a directory. */
static char *directory(const char *dir, char *err, size_t errlen)
{
	char *real = realpath(dir, NULL);
	struct stat st;

	if (real && stat(real, &st) == 0 && S_ISDIR(st.st_mode))
		return real;
	snprintf(err, errlen, "%s: not a directory (%s)", dir,
		 real ? strerror(ENOTDIR) : strerror(errno));
	free(real);
	return NULL;
}

struct inlint_patchset *inlint_patchset_create(const char *src_dir,
					       const char *build_dir, char *err,
					       size_t errlen)
{
	struct inlint_patchset *ps = inlint_xcalloc(1, sizeof(*ps));

	ps->root = directory(src_dir, err, errlen);
	if (ps->root)
		ps->base =
			directory(build_dir ? build_dir : src_dir, err, errlen);
	if (!ps->base) {
		inlint_patchset_destroy(ps);
		return NULL;
	}
	return ps;
}

void inlint_patchset_destroy(struct inlint_patchset *ps)
{
	if (!ps)
		return;
	for (size_t i = 0; i < ps->n_files; i++) {
		struct patch_file *f = &ps->files[i];

		for (size_t j = 0; j < f->n_edits; j++)
			inlint_edit_release(&f->edits[j]);
		free(f->edits);
		inlint_src_destroy(f->src);
		free(f->name);
	}
	free(ps->files);
	free(ps->root);
	free(ps->base);
	free(ps);
}

/* The name git apply will use: the resolved path below root. */
static char *name_below(const struct inlint_patchset *ps, const char *file,
			char *err, size_t errlen)
{
	size_t n = strlen(ps->root);
	char *path, *real, *name = NULL;

	if (file[0] == '/') {
		path = inlint_strdup(file);
	} else {
		path = inlint_xmalloc(strlen(ps->base) + strlen(file) + 2);
		sprintf(path, "%s/%s", ps->base, file);
	}
	real = realpath(path, NULL);
	if (!real)
		snprintf(err, errlen, "%s: cannot find the source (%s)", path,
			 strerror(errno));
	else if (strncmp(real, ps->root, n) != 0 || real[n] != '/')
		snprintf(err, errlen, "%s: outside the source directory %s",
			 real, ps->root);
	else
		name = inlint_strdup(real + n + 1);
	free(real);
	free(path);
	return name;
}

static struct patch_file *find_name(struct inlint_patchset *ps,
				    const char *name)
{
	for (size_t i = 0; i < ps->n_files; i++)
		if (strcmp(ps->files[i].name, name) == 0)
			return &ps->files[i];
	return NULL;
}

const struct inlint_src *inlint_patchset_file(struct inlint_patchset *ps,
					      const char *file, char *err,
					      size_t errlen)
{
	char *name = name_below(ps, file, err, errlen), *path;
	struct patch_file *f;

	if (!name)
		return NULL;
	f = find_name(ps, name);
	if (f) {
		free(name);
		return f->src;
	}
	ps->files = inlint_array_grow(ps->files, &ps->cap_files,
				      ps->n_files + 1, sizeof(*ps->files));
	path = inlint_xmalloc(strlen(ps->root) + strlen(name) + 2);
	sprintf(path, "%s/%s", ps->root, name);
	f = &ps->files[ps->n_files];
	*f = (struct patch_file){.name = name,
				 .src = inlint_src_read(path, err, errlen)};
	free(path);
	if (!f->src)
		goto fail;
	ps->n_files++;
	return f->src;
fail:
	free(name);
	return NULL;
}

int inlint_patchset_add(struct inlint_patchset *ps,
			const struct inlint_src *src, struct inlint_edit *e)
{
	for (size_t i = 0; i < ps->n_files; i++) {
		struct patch_file *f = &ps->files[i];

		if (f->src != src)
			continue;
		f->edits = inlint_array_grow(f->edits, &f->cap_edits,
					     f->n_edits + 1, sizeof(*f->edits));
		f->edits[f->n_edits++] = *e;
		return 0;
	}
	return -1;
}

static int by_name(const void *a, const void *b)
{
	const struct patch_file *x = a, *y = b;

	return strcmp(x->name, y->name);
}

int inlint_patchset_write(struct inlint_patchset *ps, FILE *out, char *err,
			  size_t errlen)
{
	inlint_array_sort(ps->files, ps->n_files, sizeof(*ps->files), by_name);
	for (size_t i = 0; i < ps->n_files; i++) {
		struct patch_file *f = &ps->files[i];

		if (inlint_udiff_write(out, f->name, f->src, f->edits,
				       f->n_edits, err, errlen) != 0)
			return -1;
	}
	return 0;
}
