/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* read_file.h - a whole input file in memory, for the readers of records,
 * patches, source files and remarks. */
#ifndef INLINT_READ_FILE_H
#define INLINT_READ_FILE_H

#include <stddef.h>

/* Returns the *len bytes of path in a malloc'd buffer with a NUL after
 * them, or NULL with err set to "path: problem". */
char *inlint_read_file(const char *path, size_t *len, char *err, size_t errlen);

#endif
