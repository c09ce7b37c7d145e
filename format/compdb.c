/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compdb.c - reads compile_commands.json with jansson, strictly (RFC 8259:
 * no duplicate keys, no NUL in a string), and places each entry's problem
 * at the entry's line and column, which jansson keeps only for its own
 * errors. */
#include "compdb.h"

#include "arena.h"
#include "array.h"
#include "json_lib.h"
#include "read_file.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where a value starts in the text, from 1 (columns count characters,
 * as jansson's do). */
struct pos {
	unsigned line, col;
};

/* The reading of one file: where its root and the root's items start. */
struct reading {
	const char *path;
	struct pos root;
	struct pos *items;
	size_t n_items, cap_items;
	char *err;
	size_t errlen;
};

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void add_item(struct reading *r, struct pos p)
{
	r->items = inlint_array_grow(r->items, &r->cap_items, r->n_items + 1,
				     sizeof(*r->items));
	r->items[r->n_items++] = p;
}

/* Finds where the root and each of its items start in text, which
 * jansson has read as JSON: outside strings, an item starts at the first
 * character that is not blank after the root's '[' or a ',' at depth 1. */
static void find_items(struct reading *r, const char *text, size_t len)
{
	struct pos at = {1, 0};
	bool in_str = false, esc = false, want = false, rooted = false;
	int depth = 0;

	for (size_t i = 0; i < len; i++) {
		char c = text[i];

		if (c == '\n') {
			at = (struct pos){at.line + 1, 0};
			continue;
		}
		at.col += ((unsigned char)c & 0xc0) != 0x80;
		if (in_str) {
			in_str = esc || c != '"';
			esc = !esc && c == '\\';
			continue;
		}
		if (blank(c))
			continue;
		if (!rooted)
			r->root = at;
		rooted = true;
		if (want && c != ']')
			add_item(r, at);
		in_str = c == '"';
		depth += (c == '[' || c == '{') - (c == ']' || c == '}');
		want = depth == 1 && (c == '[' || c == ',');
	}
}

static int fail_at(struct reading *r, struct pos p, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int fail_at(struct reading *r, struct pos p, const char *fmt, ...)
{
	int n = snprintf(r->err, r->errlen, "%s:%u:%u: ", r->path, p.line,
			 p.col);
	va_list ap;

	if (n < 0 || (size_t)n >= r->errlen)
		return -1;
	va_start(ap, fmt);
	vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

/* The string under key into *dst, copied into the database; NULL when
 * absent. */
static int get_string(struct inlint_compdb *db, struct reading *r, struct pos p,
		      json_t *entry, const char *key, const char **dst)
{
	json_t *v = json_object_get(entry, key);

	*dst = NULL;
	if (!v)
		return 0;
	if (!json_is_string(v))
		return fail_at(r, p, "'%s' is not a string", key);
	*dst = inlint_arena_strdup(db->strings, json_string_value(v));
	return 0;
}

static int read_arguments(struct inlint_compdb *db, struct reading *r,
			  struct pos p, json_t *list,
			  struct inlint_compdb_entry *e)
{
	size_t n = json_array_size(list);

	if (!json_is_array(list))
		return fail_at(r, p, "'arguments' is not a list");
	if (!n)
		return fail_at(r, p, "empty 'arguments'");
	/* Freed by destroy, also when a later item fails. */
	e->arguments = inlint_xcalloc(n + 1, sizeof(*e->arguments));
	for (size_t i = 0; i < n; i++) {
		json_t *s = json_array_get(list, i);

		if (json_is_null(s))
			return fail_at(r, p, "null in 'arguments'");
		if (!json_is_string(s))
			return fail_at(r, p,
				       "'arguments' item %zu is not a "
				       "string",
				       i + 1);
		e->arguments[i] =
			inlint_arena_strdup(db->strings, json_string_value(s));
	}
	e->n_arguments = n;
	return 0;
}

static int read_entry(struct inlint_compdb *db, struct reading *r, struct pos p,
		      json_t *entry)
{
	struct inlint_compdb_entry e = {.line = p.line};
	json_t *args = json_object_get(entry, "arguments");

	if (!json_is_object(entry))
		return fail_at(r, p, "an entry is not a JSON object");
	if (get_string(db, r, p, entry, "directory", &e.directory) ||
	    get_string(db, r, p, entry, "file", &e.file) ||
	    get_string(db, r, p, entry, "command", &e.command) ||
	    get_string(db, r, p, entry, "output", &e.output))
		return -1;
	if (!e.directory || !*e.directory)
		return fail_at(r, p, "entry without 'directory'");
	if (!e.file || !*e.file)
		return fail_at(r, p, "entry without 'file'");
	if (args && !json_is_null(args)) {
		e.command = NULL;
		if (read_arguments(db, r, p, args, &e)) {
			free(e.arguments);
			return -1;
		}
	} else if (!e.command) {
		return fail_at(r, p, "entry without 'command' or 'arguments'");
	}
	db->entries = inlint_array_grow(db->entries, &db->cap, db->n + 1,
					sizeof(*db->entries));
	db->entries[db->n++] = e;
	return 0;
}

/* jansson's error at its line and column; a NUL in a string in the words
 * every reader of inlint uses for it. */
static void parse_error(struct reading *r, const json_error_t *je)
{
	if (json_error_code(je) == json_error_null_character)
		fail_at(r,
			(struct pos){(unsigned)je->line, (unsigned)je->column},
			"a NUL character in a string: inlint reads no NUL "
			"characters");
	else
		fail_at(r,
			(struct pos){(unsigned)je->line, (unsigned)je->column},
			"%s", je->text);
}

/* The entries of text into db. Returns 0, or -1 with r->err set. */
static int read_text(struct inlint_compdb *db, struct reading *r,
		     const char *text, size_t len)
{
	json_error_t je;
	json_t *root;
	size_t i = 0;
	int ret = 0;

	while (i < len && blank(text[i]))
		i++;
	if (i == len) {
		snprintf(r->err, r->errlen, "%s: empty, expected a JSON list",
			 r->path);
		return -1;
	}
	root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	if (!root) {
		parse_error(r, &je);
		return -1;
	}
	find_items(r, text, len);
	if (!json_is_array(root))
		ret = fail_at(r, r->root, "expected a JSON list of compiles");
	for (i = 0; !ret && i < json_array_size(root); i++)
		ret = read_entry(db, r, r->items[i], json_array_get(root, i));
	json_decref(root);
	return ret;
}

struct inlint_compdb *inlint_compdb_read(const char *path, char *err,
					 size_t errlen)
{
	struct reading r = {.path = path, .err = err, .errlen = errlen};
	struct inlint_compdb *db;
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);

	if (!text)
		return NULL;
	inlint_json_setup();
	db = inlint_xcalloc(1, sizeof(*db));
	db->strings = inlint_arena_create();
	if (read_text(db, &r, text, len)) {
		inlint_compdb_destroy(db);
		db = NULL;
	}
	free(r.items);
	free(text);
	return db;
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
