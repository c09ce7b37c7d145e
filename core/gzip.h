/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gzip.h - one gzip member (RFC 1952) made from bytes, or read back: the
 * form of the record an object carries, whose text can be 4 times the
 * object. */
#ifndef INLINT_GZIP_H
#define INLINT_GZIP_H

#include <stdbool.h>
#include <stddef.h>

/* Whether p starts a gzip member that holds deflate data. */
bool inlint_gzip_starts(const unsigned char *p, size_t len);

/* len bytes at in as one gzip member, deflated fast (level 1), with no
 * name and no time, so that a compile makes the same bytes each time.
 * Returns a buffer to free and its length in *outlen, or NULL when zlib
 * fails. */
unsigned char *inlint_gzip(const void *in, size_t len, size_t *outlen);

/* Inflates the member at in (len bytes, the member and what follows it)
 * and appends what it holds to *out (*outlen bytes, *cap allocated), with
 * a NUL after it that *outlen does not count. Returns the member's length,
 * or 0 with *problem set to what a message says after "the member": "is
 * cut short", "is corrupt", or "inflates past the limit" when it would
 * take *outlen past limit. */
size_t inlint_gunzip(const unsigned char *in, size_t len, size_t limit,
		     char **out, size_t *outlen, size_t *cap,
		     const char **problem);

#endif
