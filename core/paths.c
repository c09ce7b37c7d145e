/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* paths.c - the naming rules of paths.h, shared by the plugin (where a
 * record goes) and the CLI (joining records, patches and remarks). */
#include "paths.h"

#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

static const char suffix[] = ".inlint.yaml";
static const char yaml[] = ".yaml";

/* Appends path's components to buf at *len as "/name", normalised: empty
 * and "." components dropped, ".." taking back the last component after
 * floor. Returns false when a ".." found nothing to take back. */
static bool append_normal(char *buf, size_t *len, size_t floor,
			  const char *path)
{
	bool contained = true;

	while (*path) {
		size_t n = strcspn(path, "/");

		if (n == 2 && path[0] == '.' && path[1] == '.') {
			if (*len > floor)
				while (buf[--*len] != '/')
					;
			else
				contained = false;
		} else if (n && !(n == 1 && path[0] == '.')) {
			buf[(*len)++] = '/';
			memcpy(buf + *len, path, n);
			*len += n;
		}
		path += n;
		path += *path == '/';
	}
	buf[*len] = '\0';
	return contained;
}

/* "/__" or "/__/...": a plain name there would meet the escaped ones. */
static bool starts_with_escape(const char *components)
{
	size_t n = strlen(INLINT_RECORD_ESCAPE);

	return components[0] == '/' &&
	       strncmp(components + 1, INLINT_RECORD_ESCAPE, n) == 0 &&
	       (components[n + 1] == '/' || components[n + 1] == '\0');
}

char *inlint_record_name(const char *source_file, const char *cwd)
{
	size_t esc = strlen(INLINT_RECORD_ESCAPE), len = esc;
	size_t cap = esc + strlen(source_file) + (cwd ? strlen(cwd) : 0) +
		     sizeof(suffix) + 2;
	char *buf = inlint_xmalloc(cap);

	memcpy(buf, INLINT_RECORD_ESCAPE, esc);
	if (source_file[0] != '/') {
		/* The common case, mm/memory.c: the record mirrors the tree. */
		if (append_normal(buf, &len, esc, source_file) && len > esc &&
		    !starts_with_escape(buf + esc)) {
			memmove(buf, buf + esc + 1, len - esc - 1);
			memcpy(buf + len - esc - 1, suffix, sizeof(suffix));
			return buf;
		}
		if (!cwd) {
			free(buf);
			return NULL;
		}
		len = esc;
		append_normal(buf, &len, esc, cwd);
	}
	append_normal(buf, &len, esc, source_file);
	memcpy(buf + len, suffix, sizeof(suffix));
	return buf;
}

char *inlint_record_name_phase(const char *source_file, const char *cwd,
			       const char *phase)
{
	char *name = inlint_record_name(source_file, cwd);
	size_t keep, n;

	if (!name || !phase)
		return name;
	keep = strlen(name) - strlen(yaml);
	n = strlen(phase);
	name = inlint_xrealloc(name, keep + 1 + n + sizeof(yaml));
	name[keep] = '.';
	memcpy(name + keep + 1, phase, n);
	memcpy(name + keep + 1 + n, yaml, sizeof(yaml));
	return name;
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

bool inlint_system_path(const char *file)
{
	static const char *const dirs[] = {"/usr/include/",
					   "/usr/local/include/", "/usr/lib/"};

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (strncmp(file, dirs[i], strlen(dirs[i])) == 0)
			return true;
	return false;
}
