/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* atomic_write.c - every output file of inlint (records, reports, tune's
 * files, patches): written to a temp file in the same directory, renamed. */
#include "atomic_write.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A temp file next to path, so that rename() stays in one file system. */
static char *temp_name(const char *path)
{
	static const char suffix[] = ".tmp.XXXXXX";
	size_t n = strlen(path);
	char *t = malloc(n + sizeof(suffix));

	if (!t)
		return NULL;
	memcpy(t, path, n);
	memcpy(t + n, suffix, sizeof(suffix));
	return t;
}

static int fill_temp(const char *path, int fd,
		     int (*fill)(FILE *out, const void *arg, char *err,
				 size_t errlen),
		     const void *arg, char *err, size_t errlen)
{
	char problem[256];
	FILE *out;

	/* mkstemp makes it 0600; an output is as readable as its sources. */
	if (fchmod(fd, 0644) != 0 || !(out = fdopen(fd, "w"))) {
		snprintf(err, errlen, "%s: cannot open temp file (%s)", path,
			 strerror(errno));
		close(fd);
		return -1;
	}
	if (fill(out, arg, problem, sizeof(problem)) != 0) {
		snprintf(err, errlen, "%s: %s", path, problem);
		fclose(out);
		return -1;
	}
	if (fclose(out) != 0) {
		snprintf(err, errlen, "%s: cannot write (%s)", path,
			 strerror(errno));
		return -1;
	}
	return 0;
}

int inlint_atomic_write(const char *path,
			int (*fill)(FILE *out, const void *arg, char *err,
				    size_t errlen),
			const void *arg, char *err, size_t errlen)
{
	char *tmp = temp_name(path);
	int fd, ret = -1;

	if (!tmp) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(err, errlen, "%s: cannot create temp file (%s)", path,
			 strerror(errno));
		goto out;
	}
	if (fill_temp(path, fd, fill, arg, err, errlen) != 0)
		goto out_unlink;
	if (rename(tmp, path) != 0) {
		snprintf(err, errlen, "%s: cannot rename temp file (%s)", path,
			 strerror(errno));
		goto out_unlink;
	}
	ret = 0;
	goto out;
out_unlink:
	unlink(tmp);
out:
	free(tmp);
	return ret;
}

struct buffer {
	const char *buf;
	size_t len;
};

static int fill_buffer(FILE *out, const void *arg, char *err, size_t errlen)
{
	const struct buffer *b = arg;

	if (fwrite(b->buf, 1, b->len, out) != b->len) {
		snprintf(err, errlen, "cannot write (%s)", strerror(errno));
		return -1;
	}
	return 0;
}

int inlint_atomic_write_buffer(const char *path, const char *buf, size_t len,
			       char *err, size_t errlen)
{
	const struct buffer b = {buf, len};

	return inlint_atomic_write(path, fill_buffer, &b, err, errlen);
}
