/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* source_lines.c - reads a source file once and finds its lines by number,
 * to check that a function's name is written on its definition line. */
#include "source_lines.h"

#include "array.h"
#include "read_file.h"
#include "xalloc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct inlint_source_file {
	char *path;
	char *text;	/* NULL: unreadable, which is remembered too */
	size_t *starts; /* offset of each line; starts[n_lines] is the end */
	size_t n_lines;
};

void inlint_source_lines_init(struct inlint_source_lines *s)
{
	memset(s, 0, sizeof(*s));
	inlint_htab_init(&s->index);
}

void inlint_source_lines_release(struct inlint_source_lines *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->files[i].path);
		free(s->files[i].text);
		free(s->files[i].starts);
	}
	free(s->files);
	inlint_htab_release(&s->index);
}

/* memchr, not a loop over every byte: a TU's functions come from headers
 * of megabytes in all (mm/memory.c's), and every one is indexed whole. */
static void index_lines(struct inlint_source_file *f, size_t len)
{
	size_t cap = 0;
	const char *p = f->text, *end = f->text + len, *nl;

	f->starts = inlint_array_grow(NULL, &cap, 1, sizeof(*f->starts));
	f->starts[0] = 0;
	f->n_lines = 0;
	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		p = nl ? nl + 1 : end;
		f->starts = inlint_array_grow(f->starts, &cap, f->n_lines + 2,
					      sizeof(*f->starts));
		f->starts[++f->n_lines] = (size_t)(p - f->text);
	}
}

/* The htab's key: the path, and the array its indexes are into. */
struct file_key {
	const char *path;
	const struct inlint_source_file *files;
};

static bool same_path(const void *key, size_t idx)
{
	const struct file_key *k = key;

	return !strcmp(k->files[idx].path, k->path);
}

static struct inlint_source_file *open_file(struct inlint_source_lines *s,
					    const char *path)
{
	uint64_t h = inlint_hash_str(path);
	struct file_key key = {path, s->files};
	struct inlint_source_file *f;
	char err[256];
	size_t idx, len = 0;

	idx = inlint_htab_find(&s->index, h, same_path, &key);
	if (idx != INLINT_HTAB_NONE)
		return &s->files[idx];
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->files =
			inlint_xrealloc(s->files, s->cap * sizeof(*s->files));
	}
	f = &s->files[s->n];
	memset(f, 0, sizeof(*f));
	f->path = inlint_strdup(path);
	f->text = inlint_read_file(path, &len, err, sizeof(err));
	if (f->text)
		index_lines(f, len);
	inlint_htab_insert(&s->index, h, s->n++);
	return f;
}

static bool ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static bool names(const char *p, size_t len, const char *name)
{
	size_t n = strlen(name);

	for (size_t i = 0; n && i + n <= len; i++)
		if (!memcmp(p + i, name, n) &&
		    (i == 0 || !ident_char(p[i - 1])) &&
		    (i + n == len || !ident_char(p[i + n])))
			return true;
	return false;
}

/* The first identifier that a "(" follows, if it starts the invocation. */
static void macro_of(const char *p, size_t len, char *macro, size_t size)
{
	size_t i = 0;

	*macro = '\0';
	while (i < len) {
		size_t start, end;

		while (i < len && !ident_char(p[i]))
			i++;
		start = i;
		while (i < len && ident_char(p[i]))
			i++;
		end = i;
		while (i < len && (p[i] == ' ' || p[i] == '\t'))
			i++;
		if (end > start && i < len && p[i] == '(' &&
		    !isdigit((unsigned char)p[start])) {
			snprintf(macro, size, "%.*s", (int)(end - start),
				 p + start);
			return;
		}
	}
}

const char *inlint_source_line(struct inlint_source_lines *s, const char *path,
			       unsigned line, size_t *len)
{
	struct inlint_source_file *f = open_file(s, path);
	const char *p;

	if (!f->text || line == 0 || line > f->n_lines)
		return NULL;
	p = f->text + f->starts[line - 1];
	*len = f->starts[line] - f->starts[line - 1];
	if (*len && p[*len - 1] == '\n')
		--*len;
	return p;
}

enum inlint_source_verdict inlint_source_defines(struct inlint_source_lines *s,
						 const char *path,
						 unsigned line,
						 const char *name, char *macro,
						 size_t macro_size)
{
	struct inlint_source_file *f = open_file(s, path);
	const char *p;
	size_t len;

	if (!f->text || line == 0 || line > f->n_lines || !*name)
		return INLINT_SOURCE_UNKNOWN;
	p = f->text + f->starts[line - 1];
	len = f->starts[line] - f->starts[line - 1];
	if (names(p, len, name))
		return INLINT_SOURCE_WRITTEN;
	if (macro && macro_size)
		macro_of(p, len, macro, macro_size);
	return INLINT_SOURCE_PASTED;
}
