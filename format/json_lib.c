/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* json_lib.c - the few things every JSON writer and reader of inlint does
 * with jansson the same way. */
#include "json_lib.h"

#include "escape.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

void inlint_json_setup(void)
{
	json_set_alloc_funcs(inlint_xmalloc, free);
}

json_t *inlint_json_text(const char *s)
{
	static const char replacement[] = "\xef\xbf\xbd"; /* U+FFFD */
	const unsigned char *p = (const unsigned char *)s;
	size_t left, n = 0;
	char *buf;
	json_t *j;

	if (!s)
		return json_null();
	left = strlen(s);
	buf = inlint_xmalloc(3 * left + 1);
	while (left) {
		size_t len = inlint_utf8_len(p, left);

		if (len) {
			memcpy(buf + n, p, len);
			n += len;
		} else {
			memcpy(buf + n, replacement, 3);
			n += 3;
			len = 1;
		}
		p += len;
		left -= len;
	}
	/* inlint_utf8_len accepts only what RFC 3629 does, as jansson. */
	j = json_stringn_nocheck(buf, n);
	free(buf);
	return j;
}

void inlint_json_set_text(json_t *obj, const char *key, const char *s)
{
	json_object_set_new(obj, key, inlint_json_text(s));
}

/* Never a failure for jansson: json_dumpf stops at the first failed
 * write, and stdio drops what was buffered, so the flush the CLI checks at
 * the end would see nothing left to fail and lose the errno. Writing on,
 * as every other writer does, leaves that flush its failure. */
static int put(const char *buf, size_t size, void *out)
{
	fwrite(buf, 1, size, out);
	return 0;
}

void inlint_json_put(FILE *out, json_t *v)
{
	/* Ten digits: a confidence of 0.8 is 0.8, not 0.80000000000000004. */
	json_dump_callback(v, put, out, JSON_REAL_PRECISION(10));
	json_decref(v);
}
