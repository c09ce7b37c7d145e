/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* archive.c - the ar format (GNU and BSD names, thin archives), only as far
 * as finding members and their names; the members are read elsewhere. */
#include "archive.h"

#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC_LEN  8
#define HEADER_LEN 60
#define NAME_LEN   16
#define SIZE_AT	   48
#define SIZE_LEN   10

/* The long-name table ("//") and where the walk is. */
struct walk {
	const char *buf;
	size_t len;
	size_t off;
	bool thin;
	const char *names;
	size_t names_len;
};

static bool field_is(const char *h, const char *name)
{
	size_t n = strlen(name);

	if (memcmp(h, name, n))
		return false;
	while (n < NAME_LEN && h[n] == ' ')
		n++;
	return n == NAME_LEN;
}

/* The symbol index, which nm reads no symbols from. */
static bool is_index(const char *h)
{
	return field_is(h, "/") || field_is(h, "/SYM64/") ||
	       !memcmp(h, "__.SYMDEF", 9);
}

static int parse_size(const char *h, size_t *size)
{
	size_t v = 0, i;

	for (i = 0;
	     i < SIZE_LEN && h[SIZE_AT + i] >= '0' && h[SIZE_AT + i] <= '9';
	     i++)
		v = v * 10 + (size_t)(h[SIZE_AT + i] - '0');
	if (!i)
		return -1;
	for (; i < SIZE_LEN; i++)
		if (h[SIZE_AT + i] != ' ')
			return -1;
	*size = v;
	return 0;
}

/* A GNU long name: "/OFFSET" into the "//" table, ended there by "/\n". */
static char *long_name(const struct walk *w, const char *h)
{
	size_t off = strtoul(h + 1, NULL, 10), end;

	if (!w->names || off >= w->names_len)
		return NULL;
	for (end = off; end < w->names_len && w->names[end] != '\n'; end++)
		;
	if (end > off && w->names[end - 1] == '/')
		end--;
	return inlint_strndup(w->names + off, end - off);
}

/* The member's name; a BSD "#1/LEN" name sits at the start of the data,
 * which *skip then says to step over. */
static char *member_name(const struct walk *w, const char *h, size_t size,
			 size_t *skip)
{
	size_t n = NAME_LEN;

	*skip = 0;
	if (h[0] == '/' && h[1] >= '0' && h[1] <= '9')
		return long_name(w, h);
	if (!memcmp(h, "#1/", 3)) {
		*skip = strtoul(h + 3, NULL, 10);
		if (*skip > size || w->thin)
			return NULL;
		return inlint_strndup(w->buf + w->off, *skip);
	}
	while (n && h[n - 1] == ' ')
		n--;
	if (n && h[n - 1] == '/')
		n--;
	return inlint_strndup(h, n);
}

static int member(struct walk *w, const char *h, size_t size, inlint_ar_fn fn,
		  void *arg, char *err, size_t errlen)
{
	struct inlint_ar_member m;
	size_t skip;
	char *name = member_name(w, h, size, &skip);
	int ret;

	if (!name) {
		snprintf(err, errlen, "member at offset %zu: bad name",
			 w->off - HEADER_LEN);
		return -1;
	}
	m.name = name;
	m.data = w->thin ? NULL : w->buf + w->off + skip;
	m.size = size - skip;
	ret = fn(arg, &m, err, errlen);
	free(name);
	return ret;
}

static int step(struct walk *w, inlint_ar_fn fn, void *arg, char *err,
		size_t errlen)
{
	const char *h = w->buf + w->off;
	bool is_names, has_data;
	size_t size;
	int ret = 0;

	if (w->len - w->off < HEADER_LEN || h[58] != '`' || h[59] != '\n' ||
	    parse_size(h, &size))
		goto fail;
	w->off += HEADER_LEN;
	is_names = field_is(h, "//");
	/* A thin archive holds its index and names, not its members. */
	has_data = !w->thin || is_names || is_index(h);
	if (has_data && size > w->len - w->off)
		goto fail;
	if (is_names) {
		w->names = w->buf + w->off;
		w->names_len = size;
	} else if (!is_index(h)) {
		ret = member(w, h, size, fn, arg, err, errlen);
	}
	if (has_data)
		w->off += size + (size & 1);
	return ret;
fail:
	snprintf(err, errlen, "malformed archive member header at offset %zu",
		 w->off);
	return -1;
}

char *inlint_ar_member_path(const char *archive, const char *name)
{
	const char *slash = strrchr(archive, '/');
	int dir = slash ? (int)(slash - archive + 1) : 0;
	char *path;

	if (name[0] == '/' || !dir)
		return inlint_strdup(name);
	path = inlint_xmalloc((size_t)dir + strlen(name) + 1);
	sprintf(path, "%.*s%s", dir, archive, name);
	return path;
}

int inlint_ar_walk(const char *buf, size_t len, inlint_ar_fn fn, void *arg,
		   char *err, size_t errlen)
{
	struct walk w = {.buf = buf, .len = len, .off = MAGIC_LEN};
	int ret = 0;

	if (len < MAGIC_LEN || (memcmp(buf, "!<arch>\n", MAGIC_LEN) &&
				memcmp(buf, "!<thin>\n", MAGIC_LEN))) {
		snprintf(err, errlen, "not an ar archive");
		return -1;
	}
	w.thin = !memcmp(buf, "!<thin>\n", MAGIC_LEN);
	while (!ret && w.off < w.len)
		ret = step(&w, fn, arg, err, errlen);
	return ret;
}
