/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_text.c - HTML escaping over core/escape.h's UTF-8 check: the check
 * decides what is text, the rest becomes the replacement character. */
#include "html_text.h"

#include "escape.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>

/* U+FFFD REPLACEMENT CHARACTER, in UTF-8. */
#define REPLACEMENT "\xef\xbf\xbd"

static const char *entity(unsigned char c)
{
	switch (c) {
	case '&':
		return "&amp;";
	case '<':
		return "&lt;";
	case '>':
		return "&gt;";
	case '"':
		return "&quot;";
	case '\'':
		return "&#39;";
	default:
		return NULL;
	}
}

/* A control a page cannot show: C0 but tab, DEL, and C1 (C2 80..9F). */
static bool unshowable(const unsigned char *p, size_t len)
{
	if (len == 1)
		return (p[0] < 0x20 && p[0] != '\t') || p[0] == 0x7f;
	return len == 2 && p[0] == 0xc2 && p[1] <= 0x9f;
}

void inlint_html_putn(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	while (p < end) {
		size_t len = inlint_utf8_len(p, (size_t)(end - p));
		const char *e = len == 1 ? entity(p[0]) : NULL;

		if (e)
			fputs(e, out);
		else if (!len || unshowable(p, len))
			fputs(REPLACEMENT, out);
		else
			fwrite(p, 1, len, out);
		p += len ? len : 1;
	}
}

void inlint_html_puts(FILE *out, const char *s)
{
	const char *end = s;

	if (!s)
		return;
	while (*end)
		end++;
	inlint_html_putn(out, s, (size_t)(end - s));
}

void inlint_html_printf(FILE *out, const char *fmt, ...)
{
	char small[512], *buf = small;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof(small)) {
		buf = inlint_xmalloc((size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(buf, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	inlint_html_putn(out, buf, (size_t)n);
	if (buf != small)
		free(buf);
}
