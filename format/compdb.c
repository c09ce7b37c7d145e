/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compdb.c - reads compile_commands.json: JSON is YAML's flow style, so the
 * same checked document reader as every other input composes it. */
#include "compdb.h"

#include "arena.h"
#include "array.h"
#include "xalloc.h"
#include "yaml_doc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The string under key, copied into the database; NULL when absent. */
static int get_string(struct inlint_compdb *db, const struct inlint_yaml_doc *d,
		      const struct inlint_yaml_node *map, const char *key,
		      const char **dst)
{
	const char *s = NULL;

	if (inlint_yaml_get_str(d, map, key, &s))
		return -1;
	*dst = inlint_arena_strdup(db->strings, s);
	return 0;
}

static int read_arguments(struct inlint_compdb *db,
			  const struct inlint_yaml_doc *d,
			  const struct inlint_yaml_node *seq,
			  struct inlint_compdb_entry *e)
{
	size_t n = inlint_yaml_len(seq);

	if (!n)
		return inlint_yaml_doc_fail(d, seq, "empty 'arguments'");
	/* Freed by destroy, also when a later item fails. */
	e->arguments = inlint_xcalloc(n + 1, sizeof(*e->arguments));
	for (size_t i = 0; i < n; i++) {
		const char *s;

		if (inlint_yaml_str(d, inlint_yaml_item(d, seq, i), "arguments",
				    &s))
			return -1;
		if (!s)
			return inlint_yaml_doc_fail(d,
						    inlint_yaml_item(d, seq, i),
						    "null in 'arguments'");
		e->arguments[i] = inlint_arena_strdup(db->strings, s);
	}
	e->arguments[n] = NULL;
	e->n_arguments = n;
	return 0;
}

static int read_entry(struct inlint_compdb *db, const struct inlint_yaml_doc *d,
		      const struct inlint_yaml_node *map)
{
	struct inlint_compdb_entry e = {.line = inlint_yaml_line(map)};
	const struct inlint_yaml_node *args = NULL;

	if (inlint_yaml_need_map(d, map, "compile_commands.json") ||
	    get_string(db, d, map, "directory", &e.directory) ||
	    get_string(db, d, map, "file", &e.file) ||
	    get_string(db, d, map, "command", &e.command) ||
	    get_string(db, d, map, "output", &e.output) ||
	    inlint_yaml_get_list(d, map, "arguments", &args))
		return -1;
	if (!e.directory || !*e.directory)
		return inlint_yaml_doc_fail(d, map,
					    "entry without 'directory'");
	if (!e.file || !*e.file)
		return inlint_yaml_doc_fail(d, map, "entry without 'file'");
	if (args) {
		e.command = NULL;
		if (read_arguments(db, d, args, &e)) {
			free(e.arguments);
			return -1;
		}
	} else if (!e.command) {
		return inlint_yaml_doc_fail(
			d, map, "entry without 'command' or 'arguments'");
	}
	db->entries = inlint_array_grow(db->entries, &db->cap, db->n + 1,
					sizeof(*db->entries));
	db->entries[db->n++] = e;
	return 0;
}

struct inlint_compdb *inlint_compdb_read(const char *path, char *err,
					 size_t errlen)
{
	struct inlint_yaml_doc *d = inlint_yaml_doc_create(path, err, errlen);
	const struct inlint_yaml_node *root;
	struct inlint_compdb *db;

	if (!d)
		return NULL;
	db = inlint_xcalloc(1, sizeof(*db));
	db->strings = inlint_arena_create();
	root = inlint_yaml_doc_root(d);
	if (!root) {
		snprintf(err, errlen, "%s: empty, expected a JSON list", path);
		goto fail;
	}
	if (!inlint_yaml_is_seq(root)) {
		inlint_yaml_doc_fail(d, root,
				     "expected a JSON list of compiles");
		goto fail;
	}
	for (size_t i = 0; i < inlint_yaml_len(root); i++)
		if (read_entry(db, d, inlint_yaml_item(d, root, i)))
			goto fail;
	inlint_yaml_doc_destroy(d);
	return db;
fail:
	inlint_yaml_doc_destroy(d);
	inlint_compdb_destroy(db);
	return NULL;
}

void inlint_compdb_destroy(struct inlint_compdb *db)
{
	if (!db)
		return;
	for (size_t i = 0; i < db->n; i++)
		free(db->entries[i].arguments);
	free(db->entries);
	inlint_arena_destroy(db->strings);
	free(db);
}
