/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* project.h - .inlint.yaml, the project file: the configurations the code
 * is built in (a compile database, or one derived from another) and the
 * set commands use by default. Found upward from the working directory. */
#ifndef INLINT_PROJECT_H
#define INLINT_PROJECT_H

#include "checks.h"

#include <stdbool.h>
#include <stddef.h>

/* The project file's name, looked for in a directory and its parents. */
#define INLINT_PROJECT_FILE ".inlint.yaml"

/* One way the code is built, with every `from:` resolved. */
struct inlint_config {
	const char *name;
	const char *db;	      /* compile_commands.json, as a path from here */
	const char *compiler; /* replaces each command's compiler, or NULL */
	const char *target;   /* a cross target triple, or NULL */
	const char *profile;  /* a sample profile, as a path from here, or
			       * NULL */
	unsigned line;	      /* where it starts in the project file */
};

struct inlint_project {
	char *path; /* the project file */
	struct inlint_config *v;
	size_t n, cap;
	size_t *defaults; /* indexes into v: the `default:` set */
	size_t n_defaults;
	struct inlint_arena *strings; /* every string of v */
	struct inlint_checks checks;  /* `checks:`, as --checks parses it */
	bool has_checks;
};

/* The project file of dir (our working directory when NULL) or of the
 * nearest parent that has one: a malloc'd path, or NULL when none has. */
char *inlint_project_find(const char *dir);

/* Reads the project file at path into p (zeroed by the caller): a mapping
 * of `configurations:` (a list of mappings with name, and db or from, and
 * compiler, target, profile), `default:` (names; all configurations
 * when absent) and `checks:` (globs, as --checks), one of configurations
 * and checks at least. Paths are relative to the file's directory. Strict: an
 * unknown key, a name given twice, a `from:` that names no configuration
 * (or loops), a configuration with both or neither of db and from, is an
 * error. Returns 0, or -1 with err set to "path:line:col: problem". */
int inlint_project_read(const char *path, struct inlint_project *p, char *err,
			size_t errlen);

void inlint_project_release(struct inlint_project *p);

/* The folder holding path (malloc'd): "." for a bare name, "/" at the
 * root. */
char *inlint_project_folder(const char *path);

/* The folder above the one holding the project file path (malloc'd), where
 * the search goes on; NULL when path is in the root or a relative folder's
 * top. */
char *inlint_project_above(const char *path);

/* The nearest project file above dir (our working directory when NULL)
 * that has what wanted looks for, read into p (zeroed by the caller): a
 * file without it leaves the search to the folders above, so that one
 * holding only `checks:` hides no configurations. Returns 1 when found, 0
 * when no file has it, -1 with err set when one cannot be read. */
int inlint_project_find_read(const char *dir,
			     bool (*wanted)(const struct inlint_project *p),
			     struct inlint_project *p, char *err,
			     size_t errlen);

/* The configurations names select (each a name, a comma-separated list,
 * or "all"), or the default set when n_names is 0: fills *idx (malloc'd,
 * indexes into p->v, each once, in the order named) and returns how many,
 * or 0 with err set: "path: no configuration 'x' (it has a, b)". */
size_t inlint_project_select(const struct inlint_project *p,
			     const char *const *names, size_t n_names,
			     size_t **idx, char *err, size_t errlen);

#endif
