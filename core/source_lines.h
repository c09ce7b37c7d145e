/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* source_lines.h - the source line a function is defined on, to tell a
 * name written there from one a macro pasted together (SYSCALL_DEFINE). */
#ifndef INLINT_SOURCE_LINES_H
#define INLINT_SOURCE_LINES_H

#include "htab.h"

#include <stdbool.h>
#include <stddef.h>

/* Source files read so far, each read once: a TU's functions come from a
 * few dozen headers. */
struct inlint_source_lines {
	struct inlint_source_file *files;
	size_t n, cap;
	struct inlint_htab index;
};

void inlint_source_lines_init(struct inlint_source_lines *s);
void inlint_source_lines_release(struct inlint_source_lines *s);

/* Line `line` of path (from 1), *len bytes without its newline, or NULL
 * when the file cannot be read or is shorter. */
const char *inlint_source_line(struct inlint_source_lines *s, const char *path,
			       unsigned line, size_t *len);

/* What line `line` of path says of name, which is the function defined
 * there. */
enum inlint_source_verdict {
	INLINT_SOURCE_UNKNOWN, /* no such file or line: no evidence */
	INLINT_SOURCE_WRITTEN, /* name is an identifier of the line */
	INLINT_SOURCE_PASTED,  /* it is not: a macro made the name */
};

/* On PASTED, macro (if not NULL, of macro_size bytes) gets the first
 * identifier of the line followed by "(", the macro invoked there, or "". */
enum inlint_source_verdict inlint_source_defines(struct inlint_source_lines *s,
						 const char *path,
						 unsigned line,
						 const char *name, char *macro,
						 size_t macro_size);

#endif
