/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* record_write.c - where a record file goes: its directory opened so that
 * no other user chose it (safe_dir.h), the file written through that fd. */
#include "record.h"

#include "atomic_write.h"
#include "safe_dir.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef int (*fill_fn)(FILE *out, const void *arg, char *err, size_t errlen);

static int fill_record(FILE *out, const void *m, char *err, size_t errlen)
{
	return inlint_record_emit(m, out, err, errlen);
}

char *inlint_record_text(const struct inlint_model *m, size_t *len, char *err,
			 size_t errlen)
{
	char *text = NULL;
	FILE *out = open_memstream(&text, len);

	if (!out)
		inlint_out_of_memory();
	if (inlint_record_emit(m, out, err, errlen)) {
		fclose(out);
		free(text);
		return NULL;
	}
	if (fclose(out))
		inlint_out_of_memory();
	return text;
}

/* Writes what fill puts out as the file base in the directories own below
 * dir: dir as the user gave it, own as inlint names them (safe_dir.h).
 * path names the record in messages. */
static int write_below(fill_fn fill, const void *arg, const char *dir,
		       const char *own, const char *base, const char *path,
		       char *err, size_t errlen)
{
	char problem[1024];
	int fd = inlint_dir_open(dir, own, problem, sizeof(problem));
	int ret;

	if (fd < 0) {
		snprintf(err, errlen, "%s: %s", path, problem);
		return -1;
	}
	ret = inlint_atomic_write_at(fd, base, path, fill, arg, err, errlen);
	close(fd);
	return ret;
}

/* The part of path before its last '/', or "" (the working directory). */
static char *dir_part(const char *path, const char **base)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) + (slash == path) : 0;
	char *dir = inlint_xmalloc(n + 1);

	memcpy(dir, path, n);
	dir[n] = '\0';
	*base = slash ? slash + 1 : path;
	return dir;
}

int inlint_record_write(const struct inlint_model *m, const char *path,
			char *err, size_t errlen)
{
	const char *base;
	char *dir = dir_part(path, &base);
	int ret = write_below(fill_record, m, dir, "", base, path, err, errlen);

	free(dir);
	return ret;
}

int inlint_record_write_in(const char *text, size_t len, const char *dir,
			   const char *name, char *err, size_t errlen)
{
	const struct inlint_buffer t = {text, len};
	const char *base;
	char *own = dir_part(name, &base);
	size_t n = strlen(dir);
	char *path = inlint_xmalloc(n + strlen(name) + 2);
	int ret;

	memcpy(path, dir, n);
	path[n] = '/';
	strcpy(path + n + 1, name);
	ret = write_below(inlint_atomic_fill_buffer, &t, dir, own, base, path,
			  err, errlen);
	free(path);
	free(own);
	return ret;
}
