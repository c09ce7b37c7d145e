/* atomic_write.h - writes a whole output file or nothing: a temp file
 * beside it, then rename, so a reader never sees part of it. */
#ifndef INLINT_ATOMIC_WRITE_H
#define INLINT_ATOMIC_WRITE_H

#include <stddef.h>

/* Writes len bytes of buf to path. Returns 0, or -1 with err set to
 * "path: problem (reason)" and no file left behind. */
int inlint_write_atomic(const char *path, const char *buf, size_t len,
			char *err, size_t errlen);

#endif
