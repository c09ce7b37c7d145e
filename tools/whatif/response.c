/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* response.c - @FILE expanded as clang's driver does on Linux: the file's
 * words by the GNU rules, a UTF-8 byte order mark skipped, nested files
 * expanded depth first. */
#include "response.h"

#include "read_file.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int expand(char *const *argv, const char *dir, unsigned depth,
		  struct inlint_words *out, char *err, size_t errlen);

/* dir/name, or name when it is absolute; malloc'd. */
static char *resolve(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *p;

	if (name[0] == '/')
		return inlint_strdup(name);
	p = inlint_xmalloc(n);
	snprintf(p, n, "%s/%s", dir, name);
	return p;
}

/* The words of the response file name, expanded, appended to out. */
static int expand_file(const char *name, const char *dir, unsigned depth,
		       struct inlint_words *out, char *err, size_t errlen)
{
	char *path = resolve(dir, name), *text = NULL, why[512];
	struct inlint_words words = {0};
	size_t len, skip = 0;
	int ret = -1;

	if (depth >= INLINT_RESPONSE_DEPTH) {
		snprintf(err, errlen,
			 "response file %s: response files nested more than "
			 "%d deep (does one name itself?)",
			 path, INLINT_RESPONSE_DEPTH);
		goto out;
	}
	text = inlint_read_file(path, &len, why, sizeof(why));
	if (!text) {
		snprintf(err, errlen, "response file %s", why);
		goto out;
	}
	if (len >= 2 && ((text[0] == '\xff' && text[1] == '\xfe') ||
			 (text[0] == '\xfe' && text[1] == '\xff'))) {
		snprintf(err, errlen,
			 "response file %s: UTF-16, which inlint does not "
			 "read",
			 path);
		goto out;
	}
	if (len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3))
		skip = 3;
	inlint_split_gnu(text + skip, len - skip, &words);
	ret = words.n ? expand(words.v, dir, depth + 1, out, err, errlen) : 0;
out:
	inlint_argv_free(words.v);
	free(text);
	free(path);
	return ret;
}

static int expand(char *const *argv, const char *dir, unsigned depth,
		  struct inlint_words *out, char *err, size_t errlen)
{
	for (size_t i = 0; argv[i]; i++) {
		if (argv[i][0] != '@' || !argv[i][1])
			inlint_words_push(out, argv[i]);
		else if (expand_file(argv[i] + 1, dir, depth, out, err, errlen))
			return -1;
	}
	return 0;
}

int inlint_response_expand(char *const *argv, const char *dir,
			   struct inlint_words *out, char *err, size_t errlen)
{
	return expand(argv, dir, 0, out, err, errlen);
}
