/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* atomic_write.c - every output file of inlint (records, reports, tune's
 * files, patches): written to a temp file in the same directory, renamed;
 * a device or pipe the user names is written in place. */
/* O_PATH: a directory held for the *at calls, which needs no read right. */
#define _GNU_SOURCE

#include "atomic_write.h"

#include "dash.h"
#include "xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Temp names tried: each one taken is another writer's live temp file. */
#define TEMP_TRIES 100
#define TEMP_X	   6

/* The X's of a temp name, random as mkstemp makes them. */
static void randomize(char *x)
{
	static const char chars[] = "abcdefghijklmnopqrstuvwxyz"
				    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	static atomic_uint counter;
	unsigned char r[TEMP_X];

	if (getrandom(r, sizeof(r), GRND_NONBLOCK) != (ssize_t)sizeof(r)) {
		/* No entropy yet: O_EXCL still keeps writers apart. */
		struct timespec ts;
		uint64_t v;

		clock_gettime(CLOCK_MONOTONIC, &ts);
		v = (uint64_t)ts.tv_nsec ^ (uint64_t)getpid() << 24 ^
		    (uint64_t)atomic_fetch_add(&counter, 1) << 40;
		for (size_t i = 0; i < TEMP_X; i++)
			r[i] = (unsigned char)(v >> (8 * i));
	}
	for (size_t i = 0; i < TEMP_X; i++)
		x[i] = chars[r[i] % (sizeof(chars) - 1)];
}

/* Like mkstemp, relative to dirfd; 0666 less the umask, like any output. */
static int create_temp(int dirfd, char *tmp)
{
	char *x = tmp + strlen(tmp) - TEMP_X;

	for (int i = 0; i < TEMP_TRIES; i++) {
		int fd;

		randomize(x);
		fd = openat(dirfd, tmp,
			    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
				    O_CLOEXEC,
			    0666);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	return -1;
}

/* An overwrite never widens a file the user made private. */
static int keep_mode(int dirfd, const char *name, int fd)
{
	struct stat st;

	if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
	    !S_ISREG(st.st_mode))
		return 0;
	return fchmod(fd, st.st_mode & 0777);
}

static int fill_fd(const char *path, int fd,
		   int (*fill)(FILE *out, const void *arg, char *err,
			       size_t errlen),
		   const void *arg, char *err, size_t errlen)
{
	char problem[256];
	FILE *out = fdopen(fd, "w");

	if (!out) {
		snprintf(err, errlen, "%s: cannot write (%s)", path,
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

int inlint_atomic_write_at(int dirfd, const char *name, const char *path,
			   int (*fill)(FILE *out, const void *arg, char *err,
				       size_t errlen),
			   const void *arg, char *err, size_t errlen)
{
	static const char suffix[] = ".tmp.XXXXXX";
	size_t n = strlen(name);
	char *tmp = inlint_xmalloc(n + sizeof(suffix));
	int fd, ret = -1;

	memcpy(tmp, name, n);
	memcpy(tmp + n, suffix, sizeof(suffix));
	fd = create_temp(dirfd, tmp);
	if (fd < 0) {
		snprintf(err, errlen, "%s: cannot create temp file (%s)", path,
			 strerror(errno));
		goto out;
	}
	if (keep_mode(dirfd, name, fd) != 0) {
		snprintf(err, errlen, "%s: cannot keep the file's mode (%s)",
			 path, strerror(errno));
		close(fd);
		goto out_unlink;
	}
	if (fill_fd(path, fd, fill, arg, err, errlen) != 0)
		goto out_unlink;
	if (renameat(dirfd, tmp, dirfd, name) != 0) {
		snprintf(err, errlen, "%s: cannot rename temp file (%s)", path,
			 strerror(errno));
		goto out_unlink;
	}
	ret = 0;
	goto out;
out_unlink:
	unlinkat(dirfd, tmp, 0);
out:
	free(tmp);
	return ret;
}

/* Whether path is a device, a pipe or a socket, the name followed as the
 * user would expect of -o /dev/stdout. */
static bool is_special(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && !S_ISREG(st.st_mode) &&
	       !S_ISDIR(st.st_mode);
}

/* Fills a special file in place: renaming over /dev/null would replace
 * the device with a regular file. 1 when path turned out to be a regular
 * file after all, to be written as one. */
static int fill_special(const char *path,
			int (*fill)(FILE *out, const void *arg, char *err,
				    size_t errlen),
			const void *arg, char *err, size_t errlen)
{
	struct stat st;
	int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);

	if (fd < 0) {
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) != 0 || S_ISREG(st.st_mode)) {
		close(fd);
		return 1;
	}
	return fill_fd(path, fd, fill, arg, err, errlen);
}

int inlint_atomic_write(const char *path,
			int (*fill)(FILE *out, const void *arg, char *err,
				    size_t errlen),
			const void *arg, char *err, size_t errlen)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) + (slash == path) : 1;
	char *dir;
	int dirfd, ret = -1;

	/* Standard output is the caller's to check (main does, for the CLI):
	 * what went out cannot be taken back. */
	if (inlint_dash(path))
		return fill(stdout, arg, err, errlen);
	if (is_special(path)) {
		ret = fill_special(path, fill, arg, err, errlen);
		if (ret <= 0)
			return ret;
	}
	dir = inlint_xmalloc(n + 1);
	memcpy(dir, slash ? path : ".", n);
	dir[n] = '\0';
	dirfd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (dirfd < 0) {
		snprintf(err, errlen, "%s: cannot create temp file (%s)", path,
			 strerror(errno));
		goto out;
	}
	ret = inlint_atomic_write_at(dirfd, slash ? slash + 1 : path, path,
				     fill, arg, err, errlen);
	close(dirfd);
out:
	free(dir);
	return ret;
}

int inlint_atomic_fill_buffer(FILE *out, const void *arg, char *err,
			      size_t errlen)
{
	const struct inlint_buffer *b = arg;

	if (fwrite(b->buf, 1, b->len, out) != b->len) {
		snprintf(err, errlen, "cannot write (%s)", strerror(errno));
		return -1;
	}
	return 0;
}

int inlint_atomic_write_buffer(const char *path, const char *buf, size_t len,
			       char *err, size_t errlen)
{
	const struct inlint_buffer b = {buf, len};

	return inlint_atomic_write(path, inlint_atomic_fill_buffer, &b, err,
				   errlen);
}
