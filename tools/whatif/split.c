/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* split.c - cuts a shell-quoted command line into words, as clang tooling
 * reads a compile database's "command" (no expansion of any kind). */
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

int inlint_split_command(const char *cmd, char ***argv, size_t *argc, char *err,
			 size_t errlen)
{
	char *buf = inlint_xmalloc(strlen(cmd) + 1);
	const char *p = cmd, *problem = NULL;
	char **v = NULL;
	size_t n = 0, cap = 0;

	for (;;) {
		while (blank(*p))
			p++;
		if (!*p)
			break;
		problem = word(&p, buf);
		if (problem)
			break;
		v = inlint_array_grow(v, &cap, n + 2, sizeof(*v));
		v[n++] = inlint_strdup(buf);
		v[n] = NULL;
	}
	free(buf);
	if (!problem && !n)
		problem = "empty command";
	if (problem) {
		snprintf(err, errlen, "%s", problem);
		inlint_argv_free(v);
		*argv = NULL;
		*argc = 0;
		return -1;
	}
	*argv = v;
	*argc = n;
	return 0;
}

void inlint_argv_free(char **argv)
{
	if (!argv)
		return;
	for (size_t i = 0; argv[i]; i++)
		free(argv[i]);
	free(argv);
}
