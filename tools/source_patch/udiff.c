/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* udiff.c - writes unified diffs for source-patch: edits within 6 lines of
 * each other share a hunk, as diff -U3 would print them. */
#include "udiff.h"

#include "array.h"

#include <stdlib.h>

#define CONTEXT 3

void inlint_edit_release(struct inlint_edit *e)
{
	for (size_t i = 0; i < e->n_new; i++)
		free(e->new_lines[i]);
	free(e->new_lines);
	e->new_lines = NULL;
	e->n_new = 0;
}

static int by_first(const void *a, const void *b)
{
	const struct inlint_edit *x = a, *y = b;

	return (x->first > y->first) - (x->first < y->first);
}

static size_t sub_floor(size_t a, size_t b)
{
	return a > b ? a - b : 0;
}

static size_t min_size(size_t a, size_t b)
{
	return a < b ? a : b;
}

/* git needs to know when a hunk touches a last line without '\n'. */
static void put_line(FILE *out, char mark, const struct inlint_src *src,
		     const char *text, bool last)
{
	fprintf(out, "%c%s\n", mark, text);
	if (last && !src->final_newline)
		fputs("\\ No newline at end of file\n", out);
}

static void write_context(FILE *out, const struct inlint_src *src, size_t from,
			  size_t to)
{
	for (size_t i = from; i < to; i++)
		put_line(out, ' ', src, src->lines[i], i + 1 == src->n_lines);
}

static void write_change(FILE *out, const struct inlint_src *src,
			 const struct inlint_edit *e)
{
	bool at_end = e->first + e->n_old == src->n_lines;

	for (size_t i = 0; i < e->n_old; i++)
		put_line(out, '-', src, src->lines[e->first + i],
			 e->first + i + 1 == src->n_lines);
	for (size_t i = 0; i < e->n_new; i++)
		put_line(out, '+', src, e->new_lines[i],
			 at_end && i + 1 == e->n_new);
}

/* One hunk: edits[0..n), close enough to share context. */
static void write_hunk(FILE *out, const struct inlint_src *src,
		       const struct inlint_edit *edits, size_t n, long shift)
{
	const struct inlint_edit *last = &edits[n - 1];
	size_t start = sub_floor(edits[0].first, CONTEXT);
	size_t end =
		min_size(last->first + last->n_old + CONTEXT, src->n_lines);
	size_t old_len = end - start, new_len = old_len;
	size_t pos = start;

	for (size_t i = 0; i < n; i++)
		new_len = new_len - edits[i].n_old + edits[i].n_new;
	fprintf(out, "@@ -%zu,%zu +%ld,%zu @@\n", old_len ? start + 1 : start,
		old_len, (long)(new_len ? start + 1 : start) + shift, new_len);
	for (size_t i = 0; i < n; i++) {
		write_context(out, src, pos, edits[i].first);
		write_change(out, src, &edits[i]);
		pos = edits[i].first + edits[i].n_old;
	}
	write_context(out, src, pos, end);
}

int inlint_udiff_write(FILE *out, const char *name,
		       const struct inlint_src *src, struct inlint_edit *edits,
		       size_t n_edits, char *err, size_t errlen)
{
	long shift = 0;

	if (!n_edits)
		return 0;
	inlint_array_sort(edits, n_edits, sizeof(*edits), by_first);
	for (size_t i = 1; i < n_edits; i++) {
		if (edits[i].first < edits[i - 1].first + edits[i - 1].n_old) {
			snprintf(err, errlen, "%s:%zu: two changes to one line",
				 src->path, edits[i].first + 1);
			return -1;
		}
	}
	fprintf(out, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n", name, name,
		name, name);
	for (size_t i = 0, j; i < n_edits; i = j) {
		for (j = i + 1; j < n_edits; j++)
			if (edits[j].first > edits[j - 1].first +
						     edits[j - 1].n_old +
						     2 * CONTEXT)
				break;
		write_hunk(out, src, &edits[i], j - i, shift);
		for (size_t k = i; k < j; k++)
			shift += (long)edits[k].n_new - (long)edits[k].n_old;
	}
	return 0;
}
