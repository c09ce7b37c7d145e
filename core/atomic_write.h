/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* atomic_write.h - writes a whole output file or nothing: a temp file
 * beside it, then rename, so a reader never sees part of it. */
#ifndef INLINT_ATOMIC_WRITE_H
#define INLINT_ATOMIC_WRITE_H

#include <stddef.h>
#include <stdio.h>

/* Writes what fill(out, arg, ...) puts into out (fill returns 0, or -1 with
 * err set to the problem) to name in the directory dirfd: a temp file there,
 * then renameat, so no path is looked up again on the way. A new file gets
 * 0666 less the umask; a replaced one keeps its permission bits. path names
 * the file in messages. Returns 0, or -1 with err set to "path: problem"
 * and no file left behind. */
int inlint_atomic_write_at(int dirfd, const char *name, const char *path,
			   int (*fill)(FILE *out, const void *arg, char *err,
				       size_t errlen),
			   const void *arg, char *err, size_t errlen);

/* The same for path, in the directory that path names; "-" (dash.h) is
 * standard output, and a device, pipe or socket (/dev/null, /dev/stdout, a
 * FIFO) is opened where it is: both are filled directly. */
int inlint_atomic_write(const char *path,
			int (*fill)(FILE *out, const void *arg, char *err,
				    size_t errlen),
			const void *arg, char *err, size_t errlen);

/* Bytes to write, and the fill that writes them. */
struct inlint_buffer {
	const char *buf;
	size_t len;
};

int inlint_atomic_fill_buffer(FILE *out, const void *buffer, char *err,
			      size_t errlen);

/* The same for len bytes of buf. */
int inlint_atomic_write_buffer(const char *path, const char *buf, size_t len,
			       char *err, size_t errlen);

#endif
