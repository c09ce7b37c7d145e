/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* patch.c - a unified-diff reader: file headers, then hunks whose line
 * counts say where each ends; text around the diffs (mail headers, the
 * commit message, diffstat, a signature) is skipped. */
#include "patch.h"

#include "array.h"
#include "model.h"
#include "read_file.h"
#include "unquote.h"
#include "xalloc.h"

#include <ctype.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct parser {
	char *p, *end; /* in the patch's own text */
	const char *name;
	size_t lineno; /* of the line last taken */
	char *err;
	size_t errlen;
	struct inlint_patch *patch;
	const char *old_file, *new_file;
	bool hunk_may_follow; /* after a '+++' header or a hunk */
};

static char *copy(const char *s, size_t n)
{
	char *d = inlint_xmalloc(n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

/* Takes the next line; *n excludes the newline (and a CR before it). */
static char *take_line(struct parser *ps, size_t *n)
{
	char *line = ps->p, *nl;

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

static int fail(struct parser *ps, const char *problem)
{
	snprintf(ps->err, ps->errlen, "%s:%zu: %s", ps->name, ps->lineno,
		 problem);
	return -1;
}

/* The name as written: git quotes one with special bytes in C style
 * ("a/we\"ird\303\244.c"); otherwise a tab ends it ("a/x.c\t(date)"). */
static char *raw_name(struct parser *ps, const char *s, size_t n)
{
	const char *tab;
	size_t used;
	char *name;

	if (n && s[0] == '"') {
		name = inlint_unquote_c(s, n, &used);
		if (!name)
			fail(ps, "malformed quoted file name");
		return name;
	}
	tab = memchr(s, '\t', n);
	return copy(s, tab ? (size_t)(tab - s) : n);
}

/* "--- a/mm/x.c" -> "mm/x.c" in *out; /dev/null -> NULL. Returns 0, or -1
 * with the error set. */
static int file_name(struct parser *ps, const char *s, size_t n,
		     const char **out)
{
	struct inlint_patch *p = ps->patch;
	char *name = raw_name(ps, s, n);

	*out = NULL;
	if (!name)
		return -1;
	if (strcmp(name, "/dev/null") == 0) {
		free(name);
		return 0;
	}
	if (strlen(name) > 2 && (name[0] == 'a' || name[0] == 'b') &&
	    name[1] == '/')
		memmove(name, name + 2, strlen(name + 2) + 1);
	p->files = inlint_array_grow(p->files, &p->cap_files, p->n_files + 1,
				     sizeof(*p->files));
	p->files[p->n_files++] = name;
	*out = name;
	return 0;
}

/* Digits at s; a value past UINT_MAX stays just past it. NULL when there
 * is no digit. */
static const char *number(const char *s, unsigned long long *out)
{
	const char *p = s;

	*out = 0;
	for (; isdigit((unsigned char)*p); p++)
		if (*out <= UINT_MAX)
			*out = *out * 10 + (unsigned)(*p - '0');
	return p == s ? NULL : p;
}

/* "-a[,b]" or "+c[,d]": start and count (1 when left out). */
static const char *range(const char *s, char sign, unsigned long long *start,
			 unsigned long long *count)
{
	if (*s != sign)
		return NULL;
	s = number(s + 1, start);
	*count = 1;
	if (s && *s == ',')
		s = number(s + 1, count);
	return s;
}

/* The highest number a line of the range gets (a count of 0 gives the
 * line after start) must be a line number. */
static bool range_fits(unsigned long long start, unsigned long long count)
{
	return start + (count ? count : 1) <= UINT_MAX;
}

/* text is cut at n in place: the byte there, its line's end, is read. */
static void add_line(struct inlint_patch_hunk *h, char kind, unsigned old,
		     unsigned new, char *text, size_t n)
{
	h->lines = inlint_array_grow(h->lines, &h->cap_lines, h->n_lines + 1,
				     sizeof(*h->lines));
	text[n] = '\0';
	h->lines[h->n_lines++] = (struct inlint_patch_line){
		(unsigned)(text - h->text), old, new, kind};
}

const char *inlint_patch_line_text(const struct inlint_patch_hunk *h, size_t i)
{
	return h->text + h->lines[i].text;
}

static int read_body(struct parser *ps, struct inlint_patch_hunk *h,
		     unsigned old, unsigned old_n, unsigned new, unsigned new_n)
{
	while (old_n || new_n) {
		size_t n;
		char *line = take_line(ps, &n);
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

/* A context, added or removed line; not a file header ("--- a/x.c") or
 * a mail signature ("-- "). */
static bool is_hunk_line(const char *line, size_t n)
{
	if (line[0] == ' ' || line[0] == '+')
		return true;
	return line[0] == '-' && !starts(line, n, "--- ") &&
	       !(n <= 3 && starts(line, n, "--") && (n == 2 || line[2] == ' '));
}

/* Lines that still look like the hunk's after its counts ran out (blank
 * ones, which editors make of a blank context line, skipped): the header
 * counts fewer lines than the hunk has, and those past them would be
 * dropped unread, with the annotations they change. */
static int check_hunk_end(struct parser *ps)
{
	struct parser next = *ps;
	const char *line;
	size_t n = 0;

	while ((line = take_line(&next, &n)) && !n)
		;
	if (!line || !is_hunk_line(line, n))
		return 0;
	ps->lineno = next.lineno;
	return fail(ps, "line past the end of the hunk: its header counts "
			"fewer lines (edited patch?)");
}

static int read_hunk(struct parser *ps, const char *line, size_t n)
{
	unsigned long long old, old_n, new, new_n;
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
	if (!range_fits(old, old_n) || !range_fits(new, new_n))
		return fail(ps, "hunk line numbers out of range");
	if (!ps->old_file && !ps->new_file)
		return fail(ps, "hunk before any '---'/'+++' file header");
	if (!ps->hunk_may_follow)
		return fail(ps, "hunk after lines that are not its file header "
				"or the hunk before (edited patch?)");
	p->hunks = inlint_array_grow(p->hunks, &p->cap_hunks, p->n_hunks + 1,
				     sizeof(*p->hunks));
	h = &p->hunks[p->n_hunks++];
	*h = (struct inlint_patch_hunk){.old_file = ps->old_file,
					.new_file = ps->new_file,
					.text = p->text};
	/* A count of 0 gives the line before: the next line is start + 1. */
	if (read_body(ps, h, (unsigned)(old_n ? old : old + 1), (unsigned)old_n,
		      (unsigned)(new_n ? new : new + 1), (unsigned)new_n))
		return -1;
	return check_hunk_end(ps);
}

/* One line outside hunks: a file header, a hunk, or text to skip. */
static int read_line(struct parser *ps, const char *line, size_t n,
		     bool *have_old)
{
	int ret = 0;

	if (starts(line, n, "@@ "))
		return read_hunk(ps, line, n);
	/* "\ No newline at end of file" after the hunk's last line. */
	if (!starts(line, n, "\\"))
		ps->hunk_may_follow = false;
	if (starts(line, n, "--- ")) {
		ret = file_name(ps, line + 4, n - 4, &ps->old_file);
		ps->new_file = NULL;
		*have_old = true;
	} else if (starts(line, n, "+++ ") && *have_old) {
		ret = file_name(ps, line + 4, n - 4, &ps->new_file);
		ps->hunk_may_follow = true;
		*have_old = false;
	}
	return ret;
}

static int read_all(struct parser *ps)
{
	bool have_old = false;
	const char *line;
	size_t n;

	while ((line = take_line(ps, &n)))
		if (read_line(ps, line, n, &have_old))
			return -1;
	if (!ps->patch->n_hunks) {
		snprintf(ps->err, ps->errlen,
			 "%s: not a unified diff (no @@ hunk)", ps->name);
		return -1;
	}
	return 0;
}

/* Parses text, len bytes and a NUL after them, which the patch takes. */
static struct inlint_patch *parse_own(char *text, size_t len, const char *name,
				      char *err, size_t errlen)
{
	struct parser ps = {
		.p = text,
		.end = text + len,
		.name = name,
		.err = err,
		.errlen = errlen,
	};

	ps.patch = inlint_xcalloc(1, sizeof(*ps.patch));
	ps.patch->text = text;
	if (memchr(text, '\0', len)) {
		snprintf(err, errlen, "%s: binary data, not a unified diff",
			 name);
		goto fail;
	}
	/* Lines are found by their offset in an unsigned. */
	if (len > UINT_MAX) {
		snprintf(err, errlen, "%s: larger than 4 GiB", name);
		goto fail;
	}
	if (read_all(&ps))
		goto fail;
	return ps.patch;
fail:
	inlint_patch_destroy(ps.patch);
	return NULL;
}

struct inlint_patch *inlint_patch_parse(const char *text, size_t len,
					const char *name, char *err,
					size_t errlen)
{
	char *own = inlint_xmalloc(len + 1);

	memcpy(own, text, len);
	own[len] = '\0';
	return parse_own(own, len, name, err, errlen);
}

struct inlint_patch *inlint_patch_read(const char *path, char *err,
				       size_t errlen)
{
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);

	if (!text)
		return NULL;
	return parse_own(text, len, path, err, errlen);
}

void inlint_patch_destroy(struct inlint_patch *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n_hunks; i++)
		free(p->hunks[i].lines);
	for (size_t i = 0; i < p->n_files; i++)
		free(p->files[i]);
	free(p->hunks);
	free(p->files);
	free(p->text);
	free(p);
}
