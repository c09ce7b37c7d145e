/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_source.h - one source file of the HTML view, read from disk, its
 * lines anchored and marked; a file that cannot be read says so. */
#ifndef INLINT_HTML_SOURCE_H
#define INLINT_HTML_SOURCE_H

#include "html_page.h"

#include <stdio.h>

/* Writes file (index f in its page, for the anchors) as a section: its
 * source read from file->path, relative paths from source_dir (NULL: the
 * current directory), every line with its marks. A source that cannot be
 * read is named with the problem, and only its marked lines are listed. */
void inlint_html_source_write(FILE *out, size_t f,
			      const struct inlint_html_file *file,
			      const char *source_dir);

#endif
