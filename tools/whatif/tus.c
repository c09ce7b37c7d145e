/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tus.c - the translation units of a what-if run: entries of a compile
 * database (format/compdb.h) selected by file or directory, or one compile
 * given on the command line. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "whatif.h"

#include "array.h"
#include "compdb.h"
#include "one_line.h"
#include "split.h"
#include "xalloc.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* path made absolute against dir (when relative) and normalised lexically:
 * no empty or "." components, ".." taking back the one before it. */
char *inlint_whatif_absolute(const char *dir, const char *path)
{
	size_t n = strlen(dir) + strlen(path) + 2;
	/* Each component gains a '/' before it: one more than joined when
	 * dir is relative. */
	char *joined = inlint_xmalloc(n), *out = inlint_xmalloc(n + 1);
	size_t len = 0;

	if (path[0] == '/')
		snprintf(joined, n, "%s", path);
	else
		snprintf(joined, n, "%s/%s", dir, path);
	for (char *p = joined; *p;) {
		size_t k = strcspn(p, "/");

		if (k == 2 && !strncmp(p, "..", 2)) {
			while (len && out[len - 1] != '/')
				len--;
			if (len)
				len--;
		} else if (k && !(k == 1 && *p == '.')) {
			out[len++] = '/';
			memcpy(out + len, p, k);
			len += k;
		}
		p += k + (p[k] == '/');
	}
	if (!len)
		out[len++] = '/';
	out[len] = '\0';
	free(joined);
	return out;
}

static char *cwd(char *err, size_t errlen)
{
	char *buf = getcwd(NULL, 0);

	if (!buf)
		snprintf(err, errlen, "cannot get the working directory (%s)",
			 strerror(errno));
	return buf;
}

static struct inlint_whatif_tu *add_tu(struct inlint_whatif_tus *t)
{
	struct inlint_whatif_tu *tu;

	t->v = inlint_array_grow(t->v, &t->cap, t->n + 1, sizeof(*t->v));
	tu = &t->v[t->n++];
	memset(tu, 0, sizeof(*tu));
	return tu;
}

static char **copy_argv(const char *const *argv, size_t argc)
{
	char **v = inlint_xcalloc(argc + 1, sizeof(*v));

	for (size_t i = 0; i < argc; i++)
		v[i] = inlint_strdup(argv[i]);
	return v;
}

/* Whether path is sel or below it. */
static bool selected(const char *path, const char *sel)
{
	size_t n = strlen(sel);

	if (strncmp(path, sel, n))
		return false;
	return !path[n] || path[n] == '/' || (n == 1 && sel[0] == '/');
}

static int add_entry(struct inlint_whatif_tus *t, const char *db_path,
		     const struct inlint_compdb_entry *e, char *err,
		     size_t errlen)
{
	struct inlint_whatif_tu *tu;
	char why[128];

	/* Clang tooling's rule: the paths of an entry are relative to its
	 * directory, which is absolute. */
	if (e->directory[0] != '/') {
		snprintf(err, errlen,
			 "%s:%u: directory '%s' of %s is not absolute", db_path,
			 e->line, e->directory, e->file);
		return -1;
	}
	tu = add_tu(t);
	tu->directory = inlint_whatif_absolute("/", e->directory);
	tu->file = inlint_strdup(e->file);
	tu->path = inlint_whatif_absolute(tu->directory, e->file);
	if (e->arguments) {
		tu->argv = copy_argv(e->arguments, e->n_arguments);
		tu->argc = e->n_arguments;
		return 0;
	}
	if (!inlint_split_command(e->command, &tu->argv, &tu->argc, why,
				  sizeof(why)))
		return 0;
	snprintf(err, errlen, "%s:%u: command of %s: %s", db_path, e->line,
		 e->file, why);
	return -1;
}

/* The selected paths, absolute; NULL with err set when cwd is unknown. */
static char **absolute_all(const char *const *select, size_t n, char *err,
			   size_t errlen)
{
	char *here = cwd(err, errlen);
	char **v;

	if (!here)
		return NULL;
	v = inlint_xcalloc(n + 1, sizeof(*v));
	for (size_t i = 0; i < n; i++)
		v[i] = inlint_whatif_absolute(here, select[i]);
	free(here);
	return v;
}

/* Marks in take the entries below a path of sel, and in used the paths
 * of sel that take one; with real, both sides with symlinks resolved
 * (sel's NULL where the path does not exist). */
static void mark(const struct inlint_compdb *db, char **sel, size_t n_select,
		 bool real, bool *take, bool *used)
{
	for (size_t i = 0; i < db->n; i++) {
		const struct inlint_compdb_entry *e = &db->entries[i];
		char *path = inlint_whatif_absolute(e->directory, e->file);

		if (real) {
			char *resolved = realpath(path, NULL);

			free(path);
			path = resolved;
		}
		for (size_t k = 0; path && k < n_select; k++)
			if (sel[k] && selected(path, sel[k]))
				take[i] = used[k] = true;
		free(path);
	}
}

static bool all_used(const bool *used, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!used[k])
			return false;
	return true;
}

/* A tree reached through a symlink (/usr/src/linux) is one tree: Kbuild's
 * database names sources by their resolved path, a user may name them
 * through the link, or the other way round. Symlinks are resolved only
 * when the paths as written leave a selection empty. */
static int add_selected(struct inlint_whatif_tus *out, const char *db_path,
			const struct inlint_compdb *db, char **sel,
			const char *const *select, size_t n_select, char *err,
			size_t errlen)
{
	bool *used = inlint_xcalloc(n_select + 1, sizeof(*used));
	bool *take = inlint_xcalloc(db->n + 1, sizeof(*take));
	int ret = 0;

	mark(db, sel, n_select, false, take, used);
	if (!all_used(used, n_select)) {
		char **real = inlint_xcalloc(n_select + 1, sizeof(*real));

		for (size_t k = 0; k < n_select; k++)
			real[k] = realpath(sel[k], NULL);
		mark(db, real, n_select, true, take, used);
		for (size_t k = 0; k < n_select; k++)
			free(real[k]);
		free(real);
	}
	for (size_t i = 0; i < db->n && !ret; i++)
		if (take[i] || !n_select)
			ret = add_entry(out, db_path, &db->entries[i], err,
					errlen);
	for (size_t k = 0; k < n_select && !ret; k++)
		if (!used[k]) {
			snprintf(err, errlen, "%s: not in %s", select[k],
				 db_path);
			ret = -1;
		}
	free(take);
	free(used);
	return ret;
}

/* The database: FILE, or DIR/compile_commands.json, as clang-tidy's -p
 * takes the build directory. */
static char *db_file(const char *p)
{
	struct stat st;
	size_t n = strlen(p) + sizeof("/compile_commands.json");
	char *path = inlint_xmalloc(n);

	if (!stat(p, &st) && S_ISDIR(st.st_mode))
		snprintf(path, n, "%s/compile_commands.json", p);
	else
		snprintf(path, n, "%s", p);
	return path;
}

int inlint_whatif_tus_from_compdb(const char *db_path,
				  const char *const *select, size_t n_select,
				  struct inlint_whatif_tus *out, char *err,
				  size_t errlen)
{
	char *path = db_file(db_path);
	struct inlint_compdb *db = inlint_compdb_read(path, err, errlen);
	char **sel = NULL;
	int ret = -1;

	if (!db)
		goto out;
	sel = absolute_all(select, n_select, err, errlen);
	if (sel)
		ret = add_selected(out, path, db, sel, select, n_select, err,
				   errlen);
out:
	/* The entries' paths and commands are input, quoted in err. */
	if (ret)
		inlint_one_line(err);
	inlint_argv_free(sel);
	inlint_compdb_destroy(db);
	free(path);
	return ret;
}

static bool is_source(const char *arg)
{
	size_t n = strlen(arg);

	return arg[0] != '-' && n > 2 &&
	       (!strcmp(arg + n - 2, ".c") || !strcmp(arg + n - 2, ".i"));
}

int inlint_whatif_tu_from_argv(char *const *argv, size_t argc,
			       struct inlint_whatif_tus *out, char *err,
			       size_t errlen)
{
	struct inlint_whatif_tu *tu;
	const char *source = NULL;
	char *here;

	for (size_t i = 1; i < argc; i++) {
		if (!is_source(argv[i]))
			continue;
		if (source) {
			snprintf(err, errlen,
				 "two sources in one compile: %s and %s",
				 source, argv[i]);
			return -1;
		}
		source = argv[i];
	}
	if (!source) {
		snprintf(err, errlen, "no C source (*.c) in the compile");
		return -1;
	}
	here = cwd(err, errlen);
	if (!here)
		return -1;
	tu = add_tu(out);
	tu->directory = here;
	tu->file = inlint_strdup(source);
	tu->path = inlint_whatif_absolute(here, source);
	tu->argv = copy_argv((const char *const *)argv, argc);
	tu->argc = argc;
	return 0;
}

void inlint_whatif_tus_release(struct inlint_whatif_tus *t)
{
	for (size_t i = 0; i < t->n; i++) {
		free(t->v[i].directory);
		free(t->v[i].file);
		free(t->v[i].path);
		inlint_argv_free(t->v[i].argv);
	}
	free(t->v);
	memset(t, 0, sizeof(*t));
}
