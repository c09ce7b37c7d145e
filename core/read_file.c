/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* read_file.c - reads a file whole, growing the buffer as it goes, so that
 * pipes and other files of unknown size read like regular ones. */
#include "read_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *inlint_read_file(const char *path, size_t *len, char *err, size_t errlen)
{
	FILE *in = fopen(path, "rb");
	char *buf = NULL, *grown;
	size_t cap = 0, n = 0;

	if (!in) {
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
		return NULL;
	}
	do {
		cap = cap ? 2 * cap : 16384;
		grown = realloc(buf, cap + 1);
		if (!grown) {
			snprintf(err, errlen, "%s: out of memory", path);
			goto fail;
		}
		buf = grown;
		n += fread(buf + n, 1, cap - n, in);
	} while (n == cap);
	if (ferror(in)) {
		snprintf(err, errlen, "%s: cannot read (%s)", path,
			 strerror(errno));
		goto fail;
	}
	fclose(in);
	buf[n] = '\0';
	*len = n;
	return buf;
fail:
	free(buf);
	fclose(in);
	return NULL;
}
