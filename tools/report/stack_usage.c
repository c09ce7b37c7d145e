/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* stack_usage.c - the .su reader: line by line, each field checked, the
 * first bad line named. */
#include "stack_usage.h"

#include "array.h"
#include "read_file.h"
#include "xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FRAME ((uint64_t)1 << 40)

static int parse_uint(const char *s, size_t len, uint64_t max, uint64_t *v)
{
	uint64_t x = 0;

	if (!len || len > 20)
		return -1;
	for (size_t i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		x = x * 10 + (uint64_t)(s[i] - '0');
		if (x > max)
			return -1;
	}
	*v = x;
	return 0;
}

static char *dup_len(const char *s, size_t len)
{
	char *d = inlint_xmalloc(len + 1);

	memcpy(d, s, len);
	d[len] = '\0';
	return d;
}

static const char *last_colon(const char *s, size_t len)
{
	while (len--)
		if (s[len] == ':')
			return s + len;
	return NULL;
}

/* "file:line[:col]:function": the function after the last colon, the line
 * (and column) before it; the file is what remains, colons and all. */
static const char *parse_where(const char *s, size_t len,
			       struct inlint_stack_entry *e)
{
	const char *fn = last_colon(s, len), *num, *file_end;
	uint64_t line, first;

	if (!fn || fn + 1 == s + len)
		return "no function name";
	num = last_colon(s, (size_t)(fn - s));
	if (!num || parse_uint(num + 1, (size_t)(fn - num - 1), ~0u, &line))
		return "no line number";
	file_end = num;
	if (num > s) {
		const char *prev = last_colon(s, (size_t)(num - s));

		if (prev && parse_uint(prev + 1, (size_t)(num - prev - 1), ~0u,
				       &first) == 0) {
			/* file:line:col: the line is the field before. */
			line = first;
			file_end = prev;
		}
	}
	if (file_end == s)
		return "no file name";
	e->file = dup_len(s, (size_t)(file_end - s));
	e->function = dup_len(fn + 1, (size_t)(s + len - fn - 1));
	e->line = (unsigned)line;
	return NULL;
}

static const char *parse_line(const char *s, size_t len,
			      struct inlint_stack_entry *e)
{
	const char *tab1 = memchr(s, '\t', len), *tab2, *problem, *q;
	size_t qlen;

	if (!tab1)
		return "not 'file:line:function<TAB>bytes<TAB>qualifier'";
	tab2 = memchr(tab1 + 1, '\t', (size_t)(s + len - tab1 - 1));
	if (!tab2)
		return "no qualifier after the frame size";
	if (parse_uint(tab1 + 1, (size_t)(tab2 - tab1 - 1), MAX_FRAME,
		       &e->bytes))
		return "frame size not a whole number of at most 2^40";
	q = tab2 + 1;
	qlen = (size_t)(s + len - q);
	if (qlen == 6 && memcmp(q, "static", 6) == 0)
		e->dynamic = false;
	else if ((qlen == 7 && memcmp(q, "dynamic", 7) == 0) ||
		 (qlen == 15 && memcmp(q, "dynamic,bounded", 15) == 0))
		e->dynamic = true;
	else
		return "qualifier not static, dynamic or dynamic,bounded";
	problem = parse_where(s, (size_t)(tab1 - s), e);
	return problem;
}

int inlint_stack_usage_parse(const char *path, const char *text, size_t len,
			     struct inlint_stack_usage *out, char *err,
			     size_t errlen)
{
	const char *p = text, *end = text + len;
	unsigned lineno = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		struct inlint_stack_entry e = {0};
		const char *problem;

		lineno++;
		if (n && p[n - 1] == '\r')
			n--;
		if (memchr(p, '\0', n))
			problem = "a NUL byte";
		else
			problem = n ? parse_line(p, n, &e) : NULL;
		if (problem) {
			snprintf(err, errlen, "%s:%u: %s", path, lineno,
				 problem);
			return -1;
		}
		if (n) {
			out->v = inlint_array_grow(out->v, &out->cap,
						   out->n + 1, sizeof(*out->v));
			out->v[out->n++] = e;
		}
		p = nl ? nl + 1 : end;
	}
	return 0;
}

int inlint_stack_usage_read(const char *path, struct inlint_stack_usage *out,
			    char *err, size_t errlen)
{
	size_t len;
	char *text = inlint_read_file(path, &len, err, errlen);
	int rc;

	if (!text)
		return -1;
	rc = inlint_stack_usage_parse(path, text, len, out, err, errlen);
	free(text);
	return rc;
}

void inlint_stack_usage_release(struct inlint_stack_usage *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].file);
		free(s->v[i].function);
	}
	free(s->v);
	*s = (struct inlint_stack_usage){0};
}
