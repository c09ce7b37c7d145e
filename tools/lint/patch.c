/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* patch.c - a unified-diff reader: file headers, then hunks whose line
 * counts say where each ends; anything between hunks (mail headers, the
 * commit message, diffstat, a signature) is skipped. */
#include "patch.h"

#include "array.h"
#include "model.h"
#include "read_file.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct parser {
	const char *p, *end;
	const char *name;
	unsigned lineno; /* of the line last taken */
	char *err;
	size_t errlen;
	struct inlint_patch *patch;
	const char *old_file, *new_file;
};

static char *copy(const char *s, size_t n)
{
	char *d = inlint_xmalloc(n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

/* Takes the next line; *n excludes the newline (and a CR before it). */
static const char *take_line(struct parser *ps, size_t *n)
{
	const char *line = ps->p, *nl;

	if (ps->p >= ps->end)
		return NULL;
	nl = memchr(ps->p, '\n', (size_t)(ps->end - ps->p));
	*n = nl ? (size_t)(nl - line) : (size_t)(ps->end - line);
	ps->p = nl ? nl + 1 : ps->end;
	if (*n && line[*n - 1] == '\r')
		(*n)--;
	ps->lineno++;
	return line;
}

static bool starts(const char *line, size_t n, const char *prefix)
{
	size_t k = strlen(prefix);

	return n >= k && memcmp(line, prefix, k) == 0;
}

/* "--- a/mm/x.c\t(date)" -> "mm/x.c"; /dev/null -> NULL. */
static const char *file_name(struct parser *ps, const char *s, size_t n)
{
	struct inlint_patch *p = ps->patch;
	size_t k = strcspn(s, "\t");

	if (k < n)
		n = k;
	if (n == 9 && memcmp(s, "/dev/null", 9) == 0)
		return NULL;
	if (n > 2 && (s[0] == 'a' || s[0] == 'b') && s[1] == '/') {
		s += 2;
		n -= 2;
	}
	p->files = inlint_array_grow(p->files, &p->cap_files, p->n_files + 1,
				     sizeof(*p->files));
	p->files[p->n_files] = copy(s, n);
	return p->files[p->n_files++];
}

static int fail(struct parser *ps, const char *problem)
{
	snprintf(ps->err, ps->errlen, "%s:%u: %s", ps->name, ps->lineno,
		 problem);
	return -1;
}

/* "-a[,b]" or "+c[,d]": start and count (1 when left out). */
static const char *range(const char *s, char sign, unsigned *start,
			 unsigned *count)
{
	char *end;

	if (*s != sign)
		return NULL;
	*start = (unsigned)strtoul(s + 1, &end, 10);
	if (end == s + 1)
		return NULL;
	*count = 1;
	if (*end == ',') {
		s = end + 1;
		*count = (unsigned)strtoul(s, &end, 10);
		if (end == s)
			return NULL;
	}
	return end;
}

static void add_line(struct inlint_patch_hunk *h, char kind, unsigned old,
		     unsigned new, const char *text, size_t n)
{
	struct inlint_patch_line *l;

	h->lines = inlint_array_grow(h->lines, &h->cap_lines, h->n_lines + 1,
				     sizeof(*h->lines));
	l = &h->lines[h->n_lines++];
	l->kind = kind;
	l->old_line = old;
	l->new_line = new;
	l->text = copy(text, n);
}

static int read_body(struct parser *ps, struct inlint_patch_hunk *h,
		     unsigned old, unsigned old_n, unsigned new, unsigned new_n)
{
	while (old_n || new_n) {
		size_t n;
		const char *line = take_line(ps, &n);
		/* An empty line is context whose blank was stripped. */
		char kind = line && n ? line[0] : ' ';

		if (!line)
			return fail(ps, "hunk ends early (truncated patch?)");
		if (kind == '\\')
			continue;
		if ((kind == ' ' && (!old_n || !new_n)) ||
		    (kind == '-' && !old_n) || (kind == '+' && !new_n) ||
		    (kind != ' ' && kind != '-' && kind != '+'))
			return fail(ps, "hunk line does not fit the hunk's "
					"counts (truncated or edited patch?)");
		add_line(h, kind, old, new, n ? line + 1 : line, n ? n - 1 : 0);
		old += kind != '+';
		new += kind != '-';
		old_n -= kind != '+';
		new_n -= kind != '-';
	}
	return 0;
}

static int read_hunk(struct parser *ps, const char *line, size_t n)
{
	unsigned old, old_n, new, new_n;
	struct inlint_patch *p = ps->patch;
	struct inlint_patch_hunk *h;
	char *head = copy(line, n);
	const char *s = range(head + 3, '-', &old, &old_n);

	if (s && *s == ' ')
		s = range(s + 1, '+', &new, &new_n);
	else
		s = NULL;
	free(head);
	if (!s)
		return fail(ps, "malformed hunk header");
	if (!ps->old_file && !ps->new_file)
		return fail(ps, "hunk before any '---'/'+++' file header");
	p->hunks = inlint_array_grow(p->hunks, &p->cap_hunks, p->n_hunks + 1,
				     sizeof(*p->hunks));
	h = &p->hunks[p->n_hunks++];
	*h = (struct inlint_patch_hunk){.old_file = ps->old_file,
					.new_file = ps->new_file};
	/* A count of 0 gives the line before: the next line is start + 1. */
	return read_body(ps, h, old_n ? old : old + 1, old_n,
			 new_n ? new : new + 1, new_n);
}

static int read_all(struct parser *ps)
{
	bool have_old = false;
	const char *line;
	size_t n;

	while ((line = take_line(ps, &n))) {
		if (starts(line, n, "--- ")) {
			ps->old_file = file_name(ps, line + 4, n - 4);
			ps->new_file = NULL;
			have_old = true;
		} else if (starts(line, n, "+++ ") && have_old) {
			ps->new_file = file_name(ps, line + 4, n - 4);
			have_old = false;
		} else if (starts(line, n, "@@ ")) {
			if (read_hunk(ps, line, n))
				return -1;
		}
	}
	if (!ps->patch->n_hunks) {
		snprintf(ps->err, ps->errlen,
			 "%s: not a unified diff (no @@ hunk)", ps->name);
		return -1;
	}
	return 0;
}

struct inlint_patch *inlint_patch_parse(const char *text, size_t len,
					const char *name, char *err,
					size_t errlen)
{
	struct parser ps = {
		.p = text,
		.end = text + len,
		.name = name,
		.err = err,
		.errlen = errlen,
	};

	if (memchr(text, '\0', len)) {
		snprintf(err, errlen, "%s: binary data, not a unified diff",
			 name);
		return NULL;
	}
	ps.patch = inlint_xcalloc(1, sizeof(*ps.patch));
	if (read_all(&ps)) {
		inlint_patch_destroy(ps.patch);
		return NULL;
	}
	return ps.patch;
}

struct inlint_patch *inlint_patch_read(const char *path, char *err,
				       size_t errlen)
{
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);
	struct inlint_patch *p;

	if (!text)
		return NULL;
	p = inlint_patch_parse(text, len, path, err, errlen);
	free(text);
	return p;
}

void inlint_patch_destroy(struct inlint_patch *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n_hunks; i++) {
		for (size_t k = 0; k < p->hunks[i].n_lines; k++)
			free(p->hunks[i].lines[k].text);
		free(p->hunks[i].lines);
	}
	for (size_t i = 0; i < p->n_files; i++)
		free(p->files[i]);
	free(p->hunks);
	free(p->files);
	free(p);
}
