/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* checks.c - glob lists in clang-tidy's syntax (fnmatch with only '*'
 * special in practice: check names hold no other glob characters). */
#include "checks.h"

#include "array.h"
#include "xalloc.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *inlint_check_name(const char *word, char *buf)
{
	snprintf(buf, INLINT_CHECK_MAX, INLINT_CHECK_PREFIX "%s", word);
	return buf;
}

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* The glob from p to end, spaces trimmed, appended; -1 if it is empty. */
static int add_glob(struct inlint_checks *c, const char *p, const char *end,
		    size_t *cap)
{
	bool off;

	while (p < end && blank(*p))
		p++;
	while (end > p && blank(end[-1]))
		end--;
	off = p < end && *p == '-';
	p += off;
	if (p == end)
		return -1;
	c->globs =
		inlint_array_grow(c->globs, cap, c->n + 1, sizeof(*c->globs));
	c->off = inlint_xrealloc(c->off, *cap * sizeof(*c->off));
	c->globs[c->n] = inlint_xmalloc((size_t)(end - p) + 1);
	memcpy(c->globs[c->n], p, (size_t)(end - p));
	c->globs[c->n][end - p] = '\0';
	c->off[c->n++] = off;
	return 0;
}

int inlint_checks_parse(struct inlint_checks *c, const char *spec, char *err,
			size_t errlen)
{
	size_t cap = c->n;

	for (const char *p = spec;;) {
		const char *comma = strchr(p, ',');
		const char *end = comma ? comma : p + strlen(p);

		if (add_glob(c, p, end, &cap)) {
			snprintf(err, errlen,
				 "bad --checks '%s': an empty glob", spec);
			return -1;
		}
		if (!comma)
			return 0;
		p = comma + 1;
	}
}

int inlint_checks_match(const struct inlint_checks *c, const char *word)
{
	char name[INLINT_CHECK_MAX];

	inlint_check_name(word, name);
	for (size_t i = c->n; i-- > 0;)
		if (fnmatch(c->globs[i], name, 0) == 0)
			return !c->off[i];
	return -1;
}

bool inlint_checks_on(const struct inlint_checks *c, const char *word)
{
	return inlint_checks_match(c, word) != 0;
}

void inlint_checks_release(struct inlint_checks *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->globs[i]);
	free(c->globs);
	free(c->off);
	memset(c, 0, sizeof(*c));
}

/* Whether the parenthesized list at p (up to end) names the check. */
static bool lists(const char *p, const char *end, const char *name)
{
	while (p < end) {
		const char *comma = memchr(p, ',', (size_t)(end - p));
		const char *stop = comma ? comma : end;
		char glob[INLINT_CHECK_MAX];
		size_t n;

		while (p < stop && blank(*p))
			p++;
		n = (size_t)(stop - p);
		while (n && blank(p[n - 1]))
			n--;
		if (n < sizeof(glob)) {
			memcpy(glob, p, n);
			glob[n] = '\0';
			if (n && fnmatch(glob, name, 0) == 0)
				return true;
		}
		p = stop + 1;
	}
	return false;
}

/* The comment's keyword at p: what follows it is "(list)" or nothing that
 * continues a name. */
static bool turns_off(const char *p, const char *end, const char *name)
{
	const char *close;

	if (p == end || *p != '(')
		return p == end || !(*p == '_' || (*p >= 'A' && *p <= 'Z'));
	close = memchr(p, ')', (size_t)(end - p));
	return close && lists(p + 1, close, name);
}

bool inlint_nolint(const char *line, size_t len, bool next, const char *word)
{
	const char *key = next ? "NOLINTNEXTLINE" : "NOLINT";
	size_t klen = strlen(key);
	const char *end = line + len;
	char name[INLINT_CHECK_MAX];

	inlint_check_name(word, name);
	for (const char *p = line; p + klen <= end; p++)
		if (!memcmp(p, key, klen) && (p == line || p[-1] != '_') &&
		    turns_off(p + klen, end, name))
			return true;
	return false;
}

bool inlint_nolint_at(struct inlint_source_lines *s, const char *path,
		      unsigned line, const char *word)
{
	const char *text;
	size_t len;

	if (!path || !line)
		return false;
	text = inlint_source_line(s, path, line, &len);
	if (text && inlint_nolint(text, len, false, word))
		return true;
	text = line > 1 ? inlint_source_line(s, path, line - 1, &len) : NULL;
	return text && inlint_nolint(text, len, true, word);
}
