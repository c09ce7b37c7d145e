/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_source.c - one source file of the HTML view: every line numbered and
 * anchored, the badges of its marks in a gutter, their notes under it. */
#include "html_source.h"

#include "html_text.h"
#include "read_file.h"
#include "xalloc.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* The badges of the marks on one line, in the gutter. */
static void put_badges(FILE *out, const struct inlint_html_mark *m, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		fprintf(out, "<span class=\"b %s\">%s</span>", m[i].badge,
			m[i].badge);
		if (m[i].hot)
			fprintf(out, "<span class=\"b %s\">%s</span>", m[i].hot,
				m[i].hot);
	}
}

/* A line and the rows of its marks' notes. */
static void put_line(FILE *out, size_t f, unsigned line, const char *text,
		     size_t len, const struct inlint_html_mark *m, size_t n)
{
	char id[48];

	inlint_html_anchor(id, sizeof(id), f, line);
	fprintf(out,
		"<tr id=\"%s\"%s><td class=\"n\"><a href=\"#%s\">%u</a>"
		"</td><td class=\"g\">",
		id, n ? " class=\"marked\"" : "", id, line);
	put_badges(out, m, n);
	fputs("</td><td class=\"s\">", out);
	inlint_html_putn(out, text, len);
	fputs("</td></tr>\n", out);
	for (size_t i = 0; i < n; i++) {
		fprintf(out,
			"<tr class=\"note\"><td></td><td></td>"
			"<td class=\"t\"><span class=\"b %s\">%s</span> ",
			m[i].badge, m[i].badge);
		inlint_html_puts(out, m[i].text);
		fputs("</td></tr>\n", out);
	}
}

/* How many of the n marks at m are on line. */
static size_t on_line(const struct inlint_html_mark *m, size_t n, unsigned line)
{
	size_t k = 0;

	while (k < n && m[k].line == line)
		k++;
	return k;
}

/* Lines shown around each mark of a file shown in part. */
#define CONTEXT 3

/* Where put_source is among the marks of a file, and the lines it left
 * out since the last one it wrote. */
struct cursor {
	const struct inlint_html_mark *m;
	size_t left;
	unsigned last; /* the line of the last mark passed, 0 for none */
	unsigned skipped;
};

static bool near_mark(const struct cursor *c, unsigned line)
{
	return (c->last && line - c->last <= CONTEXT) ||
	       (c->left && c->m->line - line <= CONTEXT);
}

static void put_gap(FILE *out, struct cursor *c)
{
	if (!c->skipped)
		return;
	fprintf(out,
		"<tr class=\"gap\"><td></td><td></td><td class=\"t\">"
		"&#8942; %u line%s</td></tr>\n",
		c->skipped, c->skipped == 1 ? "" : "s");
	c->skipped = 0;
}

/* Line `line` (text, n bytes): written with its marks when the file is
 * shown whole or a mark is near, else counted into the next gap. */
static void put_next(FILE *out, size_t f, const struct inlint_html_file *file,
		     struct cursor *c, unsigned line, const char *text,
		     size_t n)
{
	size_t k;

	while (c->left && c->m->line < line)
		c->last = c->m->line, c->m++, c->left--;
	k = on_line(c->m, c->left, line);
	if (!file->whole && !k && !near_mark(c, line)) {
		c->skipped++;
		return;
	}
	put_gap(out, c);
	put_line(out, f, line, text, n, c->m, k);
	if (k)
		c->last = line;
	c->m += k;
	c->left -= k;
}

/* The lines of the source, then the marks past its end (a source changed
 * since the build) on lines of their own. */
static void put_source(FILE *out, size_t f, const struct inlint_html_file *file,
		       const char *src, size_t len)
{
	struct cursor c = {file->marks, file->n_marks, 0, 0};
	const char *p = src, *end = src + len;
	unsigned line = 0;
	size_t k;

	while (p < end && line < UINT_MAX) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		put_next(out, f, file, &c, ++line, p,
			 n && p[n - 1] == '\r' ? n - 1 : n);
		p += n + (nl != NULL);
	}
	put_gap(out, &c);
	while (c.left) {
		k = on_line(c.m, c.left, c.m->line);
		put_line(out, f, c.m->line, "", 0, c.m, k);
		c.m += k;
		c.left -= k;
	}
}

static char *source_path(const char *dir, const char *path)
{
	size_t n;
	char *full;

	if (path[0] == '/' || !dir)
		return inlint_strdup(path);
	n = strlen(dir) + strlen(path) + 2;
	full = inlint_xmalloc(n);
	snprintf(full, n, "%s/%s", dir, path);
	return full;
}

void inlint_html_source_write(FILE *out, size_t f,
			      const struct inlint_html_file *file,
			      const char *source_dir)
{
	char err[1024], *path = source_path(source_dir, file->path);
	size_t len = 0;
	char *src = inlint_read_file(path, &len, err, sizeof(err));

	fprintf(out, "<section class=\"file\" id=\"f%zu\"><h3>", f);
	inlint_html_puts(out, file->path);
	fputs("</h3>\n", out);
	if (!src) {
		fputs("<p class=\"missing\">Source missing: ", out);
		inlint_html_puts(out, err);
		fputs(". Only the marked lines are listed; give --source DIR, "
		      "the directory the compiles ran in.</p>\n",
		      out);
	}
	fputs("<table class=\"src\">\n", out);
	put_source(out, f, file, src ? src : "", len);
	fputs("</table></section>\n", out);
	free(src);
	free(path);
}
