/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* gzip.c - gzip members through zlib: fast compression in the compile,
 * inflation in the reader bounded by a limit, not by what a header says. */
#include "gzip.h"

#include "array.h"
#include "xalloc.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* deflateInit2's window bits for a gzip wrapper. */
#define GZIP_WINDOW (15 + 16)

bool inlint_gzip_starts(const unsigned char *p, size_t len)
{
	return len >= 3 && p[0] == 0x1f && p[1] == 0x8b && p[2] == 8;
}

unsigned char *inlint_gzip(const void *in, size_t len, size_t *outlen)
{
	z_stream z = {0};
	unsigned char *out;
	uLong bound;

	if (len > UINT_MAX || deflateInit2(&z, 1, Z_DEFLATED, GZIP_WINDOW, 8,
					   Z_DEFAULT_STRATEGY) != Z_OK)
		return NULL;
	bound = deflateBound(&z, (uLong)len);
	out = inlint_xmalloc(bound);
	z.next_in = (Bytef *)in;
	z.avail_in = (uInt)len;
	z.next_out = out;
	z.avail_out = (uInt)bound;
	if (deflate(&z, Z_FINISH) != Z_STREAM_END) {
		deflateEnd(&z);
		free(out);
		return NULL;
	}
	*outlen = z.total_out;
	deflateEnd(&z);
	return out;
}

/* Room for at least one more byte and the NUL; 0 past limit. */
static size_t grow(char **out, size_t *outlen, size_t *cap, size_t limit)
{
	size_t room;

	if (*outlen >= limit)
		return 0;
	if (*cap < *outlen + 2)
		*out = inlint_array_grow(*out, cap, *outlen + 2, 1);
	room = *cap - *outlen - 1;
	if (room > limit - *outlen)
		room = limit - *outlen;
	return room > UINT_MAX ? UINT_MAX : room;
}

size_t inlint_gunzip(const unsigned char *in, size_t len, size_t limit,
		     char **out, size_t *outlen, size_t *cap,
		     const char **problem)
{
	z_stream z = {0};
	int ret = Z_OK;

	if (inflateInit2(&z, GZIP_WINDOW) != Z_OK) {
		*problem = "cannot be inflated (zlib does not start)";
		return 0;
	}
	z.next_in = (Bytef *)in;
	while (ret == Z_OK) {
		size_t room = grow(out, outlen, cap, limit);

		/* Z_BUF_ERROR, as inflate says when it cannot go on. */
		if (!room) {
			ret = Z_BUF_ERROR;
			break;
		}
		if (!z.avail_in) {
			size_t left = len - (size_t)(z.next_in - in);

			z.avail_in = left > UINT_MAX ? UINT_MAX : (uInt)left;
		}
		z.next_out = (Bytef *)*out + *outlen;
		z.avail_out = (uInt)room;
		ret = inflate(&z, Z_NO_FLUSH);
		*outlen += room - z.avail_out;
	}
	if (*out)
		(*out)[*outlen] = '\0';
	inflateEnd(&z);
	if (ret == Z_STREAM_END)
		return (size_t)(z.next_in - in);
	if (ret == Z_BUF_ERROR && *outlen >= limit)
		*problem = "inflates past the limit";
	else if (ret == Z_BUF_ERROR)
		*problem = "is cut short";
	else
		*problem = "is corrupt";
	return 0;
}
