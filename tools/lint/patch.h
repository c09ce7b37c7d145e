/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* patch.h - a unified diff (git diff, git format-patch) read into files,
 * hunks and lines, each line numbered in the old and the new file. */
#ifndef INLINT_PATCH_H
#define INLINT_PATCH_H

#include <stddef.h>

/* 16 bytes: a patch of a million lines holds a million of these. */
struct inlint_patch_line {
	/* Where the line's text starts in the patch's text, after the kind
	 * character; the newline after it is cut to a NUL. */
	unsigned text;
	/* For '-', new_line is where the line was: the number the next
	 * line of the new file gets. For '+', old_line likewise. */
	unsigned old_line, new_line;
	char kind; /* ' ' context, '+' added, '-' removed */
};

struct inlint_patch_hunk {
	const char *old_file; /* without a/, unquoted; NULL for /dev/null */
	const char *new_file; /* without b/, unquoted; NULL for /dev/null */
	const char *text;     /* the patch's, where lines' text is */
	struct inlint_patch_line *lines;
	size_t n_lines, cap_lines;
};

struct inlint_patch {
	char *text;   /* the patch as read, each hunk line cut out in place */
	char **files; /* the file names the hunks point to */
	size_t n_files, cap_files;
	struct inlint_patch_hunk *hunks;
	size_t n_hunks, cap_hunks;
};

/* Line i's text in hunk h, without the kind character and the newline. */
const char *inlint_patch_line_text(const struct inlint_patch_hunk *h, size_t i);

/* Parses text (len bytes; name is used in errors) into a copy of it.
 * Returns a new patch, or NULL with err set to "name:line: problem" or
 * "name: problem". Text that holds no hunk is not a diff. */
struct inlint_patch *inlint_patch_parse(const char *text, size_t len,
					const char *name, char *err,
					size_t errlen);

/* Reads and parses the file at path, keeping the one buffer it was read
 * into. */
struct inlint_patch *inlint_patch_read(const char *path, char *err,
				       size_t errlen);

void inlint_patch_destroy(struct inlint_patch *p);

#endif
