/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* srcfile.c - reads a source file into lines for source-patch, refusing
 * what is not text (NUL bytes) so that a patch is never made of binary. */
#include "srcfile.h"

#include "array.h"
#include "read_file.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void split_lines(struct inlint_src *src, char *buf, size_t len)
{
	size_t cap = 0;
	char *p = buf, *end = buf + len;

	src->final_newline = len == 0 || end[-1] == '\n';
	while (p < end) {
		char *nl = memchr(p, '\n', end - p);
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		src->lines =
			inlint_array_grow(src->lines, &cap, src->n_lines + 1,
					  sizeof(*src->lines));
		src->lines[src->n_lines++] = inlint_strndup(p, n);
		p += n + 1;
	}
}

struct inlint_src *inlint_src_read(const char *path, char *err, size_t errlen)
{
	struct inlint_src *src;
	size_t len;
	char *buf = inlint_read_file(path, &len, err, errlen);

	if (!buf)
		return NULL;
	if (memchr(buf, '\0', len)) {
		snprintf(err, errlen, "%s: not a text file (NUL byte)", path);
		free(buf);
		return NULL;
	}
	src = inlint_xcalloc(1, sizeof(*src));
	src->path = inlint_strdup(path);
	split_lines(src, buf, len);
	free(buf);
	return src;
}

void inlint_src_destroy(struct inlint_src *src)
{
	if (!src)
		return;
	for (size_t i = 0; i < src->n_lines; i++)
		free(src->lines[i]);
	free(src->lines);
	free(src->path);
	free(src);
}

unsigned inlint_src_width(const char *s, size_t n)
{
	unsigned w = 0;

	for (size_t i = 0; i < n && s[i]; i++)
		w = s[i] == '\t' ? (w + 8) & ~7u : w + 1;
	return w;
}
