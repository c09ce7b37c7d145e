/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* project_checks.c - per folder, the project file whose `checks:` apply:
 * the walk of project.c from the folder's real path, each file read once. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "project_checks.h"

#include "array.h"
#include "htab.h"
#include "project.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

struct checks_file {
	struct inlint_project p; /* p.path names it */
	bool bad;		 /* could not be read: turns nothing off */
};

struct folder {
	char *dir;
	const struct checks_file *file; /* NULL: none above it */
};

struct inlint_project_checks {
	struct checks_file **files;
	size_t n_files, cap_files;
	struct folder *folders;
	size_t n_folders, cap_folders;
	struct inlint_htab by_dir;
};

struct dir_key {
	const struct inlint_project_checks *pc;
	const char *dir;
};

static bool same_dir(const void *key, size_t idx)
{
	const struct dir_key *k = key;

	return strcmp(k->pc->folders[idx].dir, k->dir) == 0;
}

struct inlint_project_checks *inlint_project_checks_create(void)
{
	struct inlint_project_checks *pc = inlint_xcalloc(1, sizeof(*pc));

	inlint_htab_init(&pc->by_dir);
	return pc;
}

void inlint_project_checks_destroy(struct inlint_project_checks *pc)
{
	if (!pc)
		return;
	for (size_t i = 0; i < pc->n_files; i++) {
		inlint_project_release(&pc->files[i]->p);
		free(pc->files[i]);
	}
	for (size_t i = 0; i < pc->n_folders; i++)
		free(pc->folders[i].dir);
	free(pc->files);
	free(pc->folders);
	inlint_htab_release(&pc->by_dir);
	free(pc);
}

/* The project file at path, read the first time it is asked for; *fresh
 * says it was read now (so that its error is told once). */
static struct checks_file *file_at(struct inlint_project_checks *pc,
				   const char *path, bool *fresh, char *err,
				   size_t errlen)
{
	struct checks_file *f;

	*fresh = false;
	for (size_t i = 0; i < pc->n_files; i++)
		if (strcmp(pc->files[i]->p.path, path) == 0)
			return pc->files[i];
	*fresh = true;
	f = inlint_xcalloc(1, sizeof(*f));
	if (inlint_project_read(path, &f->p, err, errlen)) {
		f->bad = true;
		inlint_checks_release(&f->p.checks);
		f->p.has_checks = false;
	}
	pc->files = inlint_array_grow(pc->files, &pc->cap_files,
				      pc->n_files + 1, sizeof(*pc->files));
	pc->files[pc->n_files++] = f;
	return f;
}

/* The nearest file above the real folder dir with `checks:`, or NULL. */
static int walk_up(struct inlint_project_checks *pc, const char *dir,
		   const struct checks_file **out, char *err, size_t errlen)
{
	char *path = inlint_project_find(dir);

	*out = NULL;
	while (path) {
		bool fresh;
		struct checks_file *f = file_at(pc, path, &fresh, err, errlen);
		char *next;

		if (f->bad || f->p.has_checks) {
			free(path);
			*out = f->bad ? NULL : f;
			return f->bad && fresh ? -1 : 0;
		}
		next = inlint_project_above(path);
		free(path);
		path = next ? inlint_project_find(next) : NULL;
		free(next);
	}
	return 0;
}

int inlint_project_checks_for(struct inlint_project_checks *pc,
			      const char *file,
			      const struct inlint_checks **out, char *err,
			      size_t errlen)
{
	char *dir = inlint_project_folder(file), *real;
	struct dir_key key = {pc, dir};
	uint64_t hash = inlint_hash_str(dir);
	size_t i = inlint_htab_find(&pc->by_dir, hash, same_dir, &key);
	const struct checks_file *f = NULL;
	int ret = 0;

	if (i == INLINT_HTAB_NONE) {
		real = realpath(dir, NULL);
		if (real)
			ret = walk_up(pc, real, &f, err, errlen);
		free(real);
		pc->folders = inlint_array_grow(pc->folders, &pc->cap_folders,
						pc->n_folders + 1,
						sizeof(*pc->folders));
		i = pc->n_folders++;
		pc->folders[i] = (struct folder){dir, f};
		inlint_htab_insert(&pc->by_dir, hash, i);
	} else {
		free(dir);
	}
	f = pc->folders[i].file;
	*out = f ? &f->p.checks : NULL;
	return ret;
}
