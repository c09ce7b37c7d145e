/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* unquote.c - the escapes git's quote_c_style writes: \" \\ \a \b \f \n \r
 * \t \v, and three octal digits (the first 0-3) for any other byte. */
#include "unquote.h"

#include "xalloc.h"

#include <stdbool.h>
#include <stdlib.h>

static bool is_octal(char c)
{
	return c >= '0' && c <= '7';
}

/* The byte escape s[0..] stands for (s[0] follows the backslash), with *len
 * set to the characters it takes; -1 when git would not write it. */
static int unescape(const char *s, size_t n, size_t *len)
{
	static const char named[] = "\"\"\\\\a\ab\bf\fn\nr\rt\tv\v";

	*len = 1;
	for (size_t i = 0; n && named[i]; i += 2)
		if (s[0] == named[i])
			return (unsigned char)named[i + 1];
	if (n < 3 || s[0] < '0' || s[0] > '3' || !is_octal(s[1]) ||
	    !is_octal(s[2]))
		return -1;
	*len = 3;
	return (s[0] - '0') << 6 | (s[1] - '0') << 3 | (s[2] - '0');
}

char *inlint_unquote_c(const char *s, size_t n, size_t *used)
{
	char *out = inlint_xmalloc(n + 1), *o = out;
	size_t i = 1;

	while (i < n && s[i] != '"') {
		size_t len = 0;
		int c = (unsigned char)s[i];

		if (c == '\\')
			c = unescape(s + i + 1, n - i - 1, &len);
		if (c <= 0)
			break;
		*o++ = (char)c;
		i += 1 + len;
	}
	if (i >= n || s[i] != '"') {
		free(out);
		return NULL;
	}
	*o = '\0';
	*used = i + 1;
	return out;
}
