/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* read_file.h - a whole input file in memory, for the readers of records,
 * patches, source files and remarks: regular files only, and none too big. */
#ifndef INLINT_READ_FILE_H
#define INLINT_READ_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* The largest file inlint reads. Inputs are at most hundreds of MB (the
 * merged report of a whole kernel, one TU's remark file: 218 MiB seen), so
 * a larger one is a mistake; stopping it early keeps a compile with
 * INLINT_APPLY, or a CLI run, from spending minutes and memory on it. */
#define INLINT_INPUT_LIMIT	((size_t)1 << 30)
#define INLINT_INPUT_LIMIT_TEXT "1 GiB"

/* Returns the *len bytes of path in a buffer to free, with a NUL after
 * them, or NULL with err set to "path: problem": it cannot be opened, is
 * not a regular file (a device, a FIFO, a directory) or is larger than
 * INLINT_INPUT_LIMIT. "-" (dash.h) is standard input, whatever it is,
 * read once and the same text every time. */
char *inlint_read_file(const char *path, size_t *len, char *err, size_t errlen);

/* For readers that hand path on (LLVM's object reader): returns 0 when path
 * is a regular file, and, when limited, no larger than INLINT_INPUT_LIMIT;
 * else -1 with err set to "label: problem" (also for "-", which such a
 * reader cannot take). */
int inlint_check_input(const char *path, const char *label, bool limited,
		       char *err, size_t errlen);

#endif
