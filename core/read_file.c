/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* read_file.c - reads a regular file whole, checked before a byte is read:
 * a device such as /dev/zero never ends, and a FIFO can block forever. */
#include "read_file.h"

#include "dash.h"
#include "xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *kind_of(mode_t mode)
{
	if (S_ISDIR(mode))
		return "a directory";
	if (S_ISCHR(mode))
		return "a character device";
	if (S_ISBLK(mode))
		return "a block device";
	if (S_ISFIFO(mode))
		return "a FIFO";
	if (S_ISSOCK(mode))
		return "a socket";
	return "a special file";
}

static int too_large(const char *label, char *err, size_t errlen)
{
	snprintf(err, errlen,
		 "%s: larger than inlint's " INLINT_INPUT_LIMIT_TEXT
		 " limit for an input file",
		 label);
	return -1;
}

static int check_stat(const struct stat *st, const char *label, bool limited,
		      char *err, size_t errlen)
{
	if (!S_ISREG(st->st_mode)) {
		snprintf(err, errlen, "%s: not a regular file (%s)", label,
			 kind_of(st->st_mode));
		return -1;
	}
	if (limited && (unsigned long long)st->st_size > INLINT_INPUT_LIMIT)
		return too_large(label, err, errlen);
	return 0;
}

int inlint_check_input(const char *path, const char *label, bool limited,
		       char *err, size_t errlen)
{
	struct stat st;

	if (inlint_dash(path)) {
		snprintf(err, errlen,
			 "%s: read where it lies, not from standard input: "
			 "give its path",
			 label);
		return -1;
	}
	if (stat(path, &st) != 0) {
		snprintf(err, errlen, "%s: cannot open (%s)", label,
			 strerror(errno));
		return -1;
	}
	return check_stat(&st, label, limited, err, errlen);
}

/* Reads to the end, which may come before or after st_size if the file
 * changes meanwhile (or is a /proc file, of size 0): the buffer grows, but
 * never past one byte over the limit, which is then an error. */
static char *read_all(int fd, const char *path, size_t size, size_t *len,
		      char *err, size_t errlen)
{
	size_t cap = size + 1, n = 0;
	char *buf = inlint_xmalloc(cap + 1);
	ssize_t got;

	while ((got = read(fd, buf + n, cap - n)) != 0) {
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			snprintf(err, errlen, "%s: cannot read (%s)", path,
				 strerror(errno));
			goto fail;
		}
		n += (size_t)got;
		if (n > INLINT_INPUT_LIMIT) {
			too_large(path, err, errlen);
			goto fail;
		}
		if (n == cap) {
			cap = 2 * cap > INLINT_INPUT_LIMIT + 1
				      ? INLINT_INPUT_LIMIT + 1
				      : 2 * cap;
			buf = inlint_xrealloc(buf, cap + 1);
		}
	}
	buf[n] = '\0';
	*len = n;
	return buf;
fail:
	free(buf);
	return NULL;
}

/* "-": standard input, read whole the first time and kept, as a reader may
 * look at an input twice (is it an object? then a record); a pipe or a
 * terminal is what it is expected to be. */
static char *read_stdin(size_t *len, char *err, size_t errlen)
{
	static char *kept;
	static size_t kept_len;
	char *copy;

	if (!kept)
		kept = read_all(0, "-", 65535, &kept_len, err, errlen);
	if (!kept)
		return NULL;
	copy = inlint_xmalloc(kept_len + 1);
	memcpy(copy, kept, kept_len + 1);
	*len = kept_len;
	return copy;
}

char *inlint_read_file(const char *path, size_t *len, char *err, size_t errlen)
{
	int fd;
	struct stat st;
	char *buf = NULL;

	if (inlint_dash(path))
		return read_stdin(len, err, errlen);
	/* O_NONBLOCK: opening a FIFO without a writer would wait forever
	 * before fstat could refuse it. */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) != 0)
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
	else if (check_stat(&st, path, true, err, errlen) == 0)
		buf = read_all(fd, path, (size_t)st.st_size, len, err, errlen);
	close(fd);
	return buf;
}
