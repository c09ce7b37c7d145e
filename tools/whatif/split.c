/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* split.c - cuts a shell-quoted command line into words, as clang tooling
 * reads a compile database's "command", or as clang reads a response file
 * (no expansion of any kind). */
#include "split.h"

#include "array.h"
#include "xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Reads one word starting at *p into buf (at least strlen(*p) + 1 bytes),
 * moving *p past it. Returns NULL, or the problem. */
static const char *word(const char **p, char *buf)
{
	const char *s = *p;
	char quote = 0;

	while (*s && (quote || !blank(*s))) {
		if (quote == '\'' && *s == '\'') {
			quote = 0;
		} else if (quote == '\'') {
			*buf++ = *s;
		} else if (*s == '\\') {
			if (!s[1])
				return "backslash at the end";
			*buf++ = *++s;
		} else if (*s == '"' || (*s == '\'' && !quote)) {
			quote = quote ? 0 : *s;
		} else {
			*buf++ = *s;
		}
		s++;
	}
	*buf = '\0';
	*p = s;
	return quote ? "unterminated quote" : NULL;
}

void inlint_words_push(struct inlint_words *w, const char *s)
{
	w->v = inlint_array_grow(w->v, &w->cap, w->n + 2, sizeof(*w->v));
	w->v[w->n++] = inlint_strdup(s);
	w->v[w->n] = NULL;
}

int inlint_split_command(const char *cmd, char ***argv, size_t *argc, char *err,
			 size_t errlen)
{
	char *buf = inlint_xmalloc(strlen(cmd) + 1);
	const char *p = cmd, *problem = NULL;
	struct inlint_words w = {0};

	for (;;) {
		while (blank(*p))
			p++;
		if (!*p)
			break;
		problem = word(&p, buf);
		if (problem)
			break;
		inlint_words_push(&w, buf);
	}
	free(buf);
	if (!problem && !w.n)
		problem = "empty command";
	if (problem) {
		snprintf(err, errlen, "%s", problem);
		inlint_argv_free(w.v);
		*argv = NULL;
		*argc = 0;
		return -1;
	}
	*argv = w.v;
	*argc = w.n;
	return 0;
}

/* The word of the GNU rules starting at s[*i] into buf (room for len + 1
 * bytes); returns its length, and moves *i past it. */
static size_t gnu_word(const char *s, size_t len, size_t *i, char *buf)
{
	size_t n = 0, k = *i;

	for (; k < len && !blank(s[k]); k++) {
		char c = s[k];

		if (c == '\\' && k + 1 < len) {
			buf[n++] = s[++k];
		} else if (c == '"' || c == '\'') {
			for (k++; k < len && s[k] != c; k++) {
				if (s[k] == '\\' && k + 1 < len)
					k++;
				buf[n++] = s[k];
			}
			if (k == len)
				break;
		} else {
			buf[n++] = s[k];
		}
	}
	buf[n] = '\0';
	*i = k;
	return n;
}

void inlint_split_gnu(const char *s, size_t len, struct inlint_words *out)
{
	char *buf = inlint_xmalloc(len + 1);

	for (size_t i = 0; i < len;) {
		while (i < len && blank(s[i]))
			i++;
		if (i < len && gnu_word(s, len, &i, buf))
			inlint_words_push(out, buf);
	}
	free(buf);
}

void inlint_argv_free(char **argv)
{
	if (!argv)
		return;
	for (size_t i = 0; argv[i]; i++)
		free(argv[i]);
	free(argv);
}
