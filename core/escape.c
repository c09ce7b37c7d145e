/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* escape.c - the escapes of escape.h: a UTF-8 check decides what is text;
 * the rest is written as \a \b \t \n \v \f \r or three octal digits. */
#include "escape.h"

#include "xalloc.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* \a \b \t \n \v \f \r are the bytes 7 to 13, in that order. */
static void put_escape(unsigned char c, FILE *out)
{
	if (c >= '\a' && c <= '\r')
		fprintf(out, "\\%c", "abtnvfr"[c - '\a']);
	else
		fprintf(out, "\\%03o", c);
}

size_t inlint_utf8_len(const unsigned char *s, size_t avail)
{
	unsigned char lo = 0x80, hi = 0xbf;
	size_t n;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (n > avail)
		return 0;
	if (s[0] == 0xe0)
		lo = 0xa0;
	else if (s[0] == 0xed)
		hi = 0x9f;
	else if (s[0] == 0xf0)
		lo = 0x90;
	else if (s[0] == 0xf4)
		hi = 0x8f;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (size_t i = 2; i < n; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return n;
}

/* A C0 control or DEL, or a C1 control (U+0080..U+009F, as C2 80..9F). */
static bool is_control(const unsigned char *s, size_t len)
{
	if (len == 1)
		return s[0] < 0x20 || s[0] == 0x7f;
	return len == 2 && s[0] == 0xc2 && s[1] <= 0x9f;
}

static void put_escaped(const char *s, size_t n, FILE *out)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	while (p < end) {
		size_t len = inlint_utf8_len(p, (size_t)(end - p));

		if (!len || is_control(p, len)) {
			len = len ? len : 1;
			for (size_t i = 0; i < len; i++)
				put_escape(p[i], out);
		} else {
			fwrite(p, 1, len, out);
		}
		p += len;
	}
}

void inlint_fputs_escaped(const char *s, FILE *out)
{
	put_escaped(s, strlen(s), out);
}

void inlint_fprintf_escaped(FILE *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	inlint_vfprintf_escaped(out, fmt, ap);
	va_end(ap);
}

void inlint_vfprintf_escaped(FILE *out, const char *fmt, va_list ap)
{
	char small[1024], *buf = small;
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	if (n >= 0 && (size_t)n >= sizeof(small)) {
		buf = inlint_xmalloc((size_t)n + 1);
		vsnprintf(buf, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	if (n < 0)
		return;
	if (n && buf[n - 1] == '\n') {
		put_escaped(buf, (size_t)n - 1, out);
		fputc('\n', out);
	} else {
		put_escaped(buf, (size_t)n, out);
	}
	if (buf != small)
		free(buf);
}
