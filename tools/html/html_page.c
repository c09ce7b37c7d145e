/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_page.c - the files of the HTML view and their marks: found by path
 * (paths.h's same file), sorted and de-duplicated once all are in. */
#include "html_page.h"

#include "array.h"
#include "paths.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t inlint_html_file(struct inlint_html_page *p, const char *path)
{
	struct inlint_html_file *f;

	for (size_t i = 0; i < p->n_files; i++) {
		f = &p->files[i];
		if (!inlint_same_file(f->path, path))
			continue;
		if (strlen(path) > strlen(f->path)) {
			free(f->path);
			f->path = inlint_strdup(path);
		}
		return i;
	}
	p->files = inlint_array_grow(p->files, &p->cap_files, p->n_files + 1,
				     sizeof(*p->files));
	f = &p->files[p->n_files];
	*f = (struct inlint_html_file){.path = inlint_strdup(path)};
	return p->n_files++;
}

void inlint_html_file_whole(struct inlint_html_page *p, const char *path)
{
	size_t f = inlint_html_file(p, path); /* may move p->files */

	p->files[f].whole = true;
}

void inlint_html_mark(struct inlint_html_page *p, size_t f, unsigned line,
		      enum inlint_html_kind kind, const char *badge,
		      const char *hot, const char *text)
{
	struct inlint_html_file *file = &p->files[f];

	file->marks =
		inlint_array_grow(file->marks, &file->cap_marks,
				  file->n_marks + 1, sizeof(*file->marks));
	file->marks[file->n_marks++] = (struct inlint_html_mark){
		.line = line,
		.kind = kind,
		.badge = badge,
		.hot = hot,
		.text = inlint_strdup(text),
	};
}

static int cmp_mark(const void *pa, const void *pb)
{
	const struct inlint_html_mark *a = pa, *b = pb;

	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	if (a->kind != b->kind)
		return a->kind < b->kind ? -1 : 1;
	return strcmp(a->text, b->text);
}

static void sort_marks(struct inlint_html_file *f)
{
	size_t n = 0;

	inlint_array_sort(f->marks, f->n_marks, sizeof(*f->marks), cmp_mark);
	for (size_t i = 0; i < f->n_marks; i++) {
		if (n && !cmp_mark(&f->marks[n - 1], &f->marks[i])) {
			free(f->marks[i].text);
			continue;
		}
		f->marks[n++] = f->marks[i];
	}
	f->n_marks = n;
}

void inlint_html_page_sort(struct inlint_html_page *p)
{
	for (size_t i = 0; i < p->n_files; i++)
		sort_marks(&p->files[i]);
}

struct order {
	const char *path;
	size_t file;
};

static int cmp_order(const void *pa, const void *pb)
{
	const struct order *a = pa, *b = pb;

	return strcmp(a->path, b->path);
}

size_t *inlint_html_file_order(const struct inlint_html_page *p)
{
	struct order *o = inlint_xcalloc(p->n_files + 1, sizeof(*o));
	size_t *order = inlint_xcalloc(p->n_files + 1, sizeof(*order));

	for (size_t i = 0; i < p->n_files; i++)
		o[i] = (struct order){p->files[i].path, i};
	inlint_array_sort(o, p->n_files, sizeof(*o), cmp_order);
	for (size_t i = 0; i < p->n_files; i++)
		order[i] = o[i].file;
	free(o);
	return order;
}

void inlint_html_anchor(char *buf, size_t len, size_t f, unsigned line)
{
	snprintf(buf, len, "f%zu-L%u", f, line);
}

void inlint_html_page_release(struct inlint_html_page *p)
{
	for (size_t i = 0; i < p->n_files; i++) {
		for (size_t j = 0; j < p->files[i].n_marks; j++)
			free(p->files[i].marks[j].text);
		free(p->files[i].marks);
		free(p->files[i].path);
	}
	free(p->files);
	*p = (struct inlint_html_page){0};
}
