/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compdb.h - compile_commands.json (clang tooling's compilation database),
 * read with jansson: each entry's strings as written. */
#ifndef INLINT_COMPDB_H
#define INLINT_COMPDB_H

#include <stddef.h>

/* One compile. Exactly one of command and arguments is set. */
struct inlint_compdb_entry {
	const char *directory;	/* the compile's working directory */
	const char *file;	/* the source, maybe relative to directory */
	const char *command;	/* one shell-quoted string, or NULL */
	const char **arguments; /* NULL-ended argv (malloc'd), or NULL */
	size_t n_arguments;
	const char *output; /* the "output" key, or NULL */
	unsigned line;	    /* where the entry starts in the file */
};

struct inlint_compdb {
	struct inlint_compdb_entry *entries;
	size_t n, cap;
	struct inlint_arena *strings; /* every string above */
};

/* Reads path: a JSON list of objects, each with the strings "directory"
 * and "file" and either "command" or a list "arguments" of strings (when
 * both are there, arguments wins, as in clang tooling); other keys are
 * ignored. Returns a new database, or NULL with err set to
 * "path:line:col: problem" (an entry's problem at the entry). The text is
 * JSON as RFC 8259 has it, surrogate pairs included; a duplicate key and a
 * string holding "\u0000", which would cut it where it is used as C text,
 * are errors. */
struct inlint_compdb *inlint_compdb_read(const char *path, char *err,
					 size_t errlen);
void inlint_compdb_destroy(struct inlint_compdb *db);

#endif
