/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* srcfile.h - a C source file held as lines, for tools that rewrite a few
 * lines of it (source-patch). The text is kept byte for byte. */
#ifndef INLINT_SRCFILE_H
#define INLINT_SRCFILE_H

#include <stdbool.h>
#include <stddef.h>

struct inlint_src {
	char *path;
	char **lines; /* without the '\n' */
	size_t n_lines;
	bool final_newline; /* the last line ends with '\n' */
};

/* Reads path. Returns a new file, or NULL with err set to "path: problem". */
struct inlint_src *inlint_src_read(const char *path, char *err, size_t errlen);
void inlint_src_destroy(struct inlint_src *src);

/* Display width of the first n bytes of s, tabs to multiples of 8. */
unsigned inlint_src_width(const char *s, size_t n);

#endif
