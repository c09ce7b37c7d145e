/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* paths.c - the naming rules of paths.h, shared by the plugin (where a
 * record goes) and the CLI (joining records, patches and remarks). */
#include "paths.h"

#include <stdlib.h>
#include <string.h>

char *inlint_record_path(const char *dir, const char *source_file)
{
	static const char suffix[] = ".inlint.yaml";
	size_t dlen = strlen(dir);
	char *path = malloc(dlen + strlen(source_file) + sizeof(suffix) + 1);
	char *p = path;
	const char *s = source_file;

	if (!path)
		return NULL;
	memcpy(p, dir, dlen);
	p += dlen;
	while (*s) {
		size_t n = strcspn(s, "/");

		/* Empty and "." components name nothing; ".." would climb
		 * out of dir, so it becomes a directory of its own. */
		if (n == 2 && s[0] == '.' && s[1] == '.') {
			memcpy(p, "/__", 3);
			p += 3;
		} else if (n && !(n == 1 && s[0] == '.')) {
			*p++ = '/';
			memcpy(p, s, n);
			p += n;
		}
		s += n;
		s += *s == '/';
	}
	memcpy(p, suffix, sizeof(suffix));
	return path;
}

static const char *skip_dot_slash(const char *s)
{
	while (s[0] == '.' && s[1] == '/')
		s += 2;
	return s;
}

/* True when the shorter path is the longer one's tail, whole components:
 * a patch says mm/memory.c where a record may say /src/linux/mm/memory.c. */
bool inlint_same_file(const char *a, const char *b)
{
	size_t la, lb;

	a = skip_dot_slash(a);
	b = skip_dot_slash(b);
	la = strlen(a);
	lb = strlen(b);
	if (la < lb) {
		const char *t = a;

		a = b;
		b = t;
		la = strlen(a);
		lb = strlen(b);
	}
	if (strcmp(a + la - lb, b) != 0)
		return false;
	return la == lb || a[la - lb - 1] == '/';
}
