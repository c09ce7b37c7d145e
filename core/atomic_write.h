/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* atomic_write.h - writes a whole output file or nothing: a temp file
 * beside it, then rename, so a reader never sees part of it. */
#ifndef INLINT_ATOMIC_WRITE_H
#define INLINT_ATOMIC_WRITE_H

#include <stddef.h>
#include <stdio.h>

/* Writes what fill(out, arg, ...) puts into out to path. fill returns 0, or
 * -1 with err set to the problem. Returns 0, or -1 with err set to
 * "path: problem" and no file left behind. */
int inlint_atomic_write(const char *path,
			int (*fill)(FILE *out, const void *arg, char *err,
				    size_t errlen),
			const void *arg, char *err, size_t errlen);

/* The same for len bytes of buf. */
int inlint_atomic_write_buffer(const char *path, const char *buf, size_t len,
			       char *err, size_t errlen);

#endif
