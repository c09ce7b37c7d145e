/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_scalar.c - numbers are parsed here only, each checked against the
 * type it goes into: a cast of a double out of range is undefined. */
#include "yaml_scalar.h"

#include "one_line.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int inlint_yaml_fail(const struct inlint_yaml_where *w, yaml_mark_t at,
		     const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* msg may quote a scalar, which may hold a newline. */
	inlint_one_line(msg);
	snprintf(w->err, w->errlen, "%s:%zu:%zu: %s", w->path, at.line + 1,
		 at.column + 1, msg);
	return -1;
}

bool inlint_yaml_is_null(const char *s, yaml_scalar_style_t style)
{
	return style == YAML_PLAIN_SCALAR_STYLE &&
	       (!*s || strcmp(s, "~") == 0 || strcmp(s, "null") == 0);
}

static bool is_number(const char *s)
{
	char *end;

	strtod(s, &end);
	return *s && !*end;
}

/* s is no number, or not one that fits: which, and what would. */
static int bad_integer(const struct inlint_yaml_where *w, yaml_mark_t at,
		       const char *key, const char *s, const char *range)
{
	if (!is_number(s))
		return inlint_yaml_fail(
			w, at, "expected a number for '%s', got '%s'", key, s);
	return inlint_yaml_fail(w, at,
				"expected a whole number from %s for '%s', "
				"got '%s'",
				range, key, s);
}

/* Decimal digits only: strtoumax alone would take " 1", "-1" and "0x1". */
int inlint_yaml_parse_unsigned(const struct inlint_yaml_where *w,
			       yaml_mark_t at, const char *key, const char *s,
			       uintmax_t max, uintmax_t *v)
{
	char range[64], *end;
	uintmax_t n;

	if (*s >= '0' && *s <= '9') {
		errno = 0;
		n = strtoumax(s, &end, 10);
		if (!*end && !errno && n <= max) {
			*v = n;
			return 0;
		}
	}
	snprintf(range, sizeof(range), "0 to %ju", max);
	return bad_integer(w, at, key, s, range);
}

int inlint_yaml_parse_signed(const struct inlint_yaml_where *w, yaml_mark_t at,
			     const char *key, const char *s, intmax_t min,
			     intmax_t max, intmax_t *v)
{
	const char *digits = *s == '-' ? s + 1 : s;
	char range[64], *end;
	intmax_t n;

	if (*digits >= '0' && *digits <= '9') {
		errno = 0;
		n = strtoimax(s, &end, 10);
		if (!*end && !errno && n >= min && n <= max) {
			*v = n;
			return 0;
		}
	}
	snprintf(range, sizeof(range), "%jd to %jd", min, max);
	return bad_integer(w, at, key, s, range);
}

int inlint_yaml_parse_double(const struct inlint_yaml_where *w, yaml_mark_t at,
			     const char *key, const char *s, double *v)
{
	char *end;
	double n = strtod(s, &end);

	if (*s && !*end) {
		*v = n;
		return 0;
	}
	return inlint_yaml_fail(w, at, "expected a number for '%s', got '%s'",
				key, s);
}

int inlint_yaml_parse_bool(const struct inlint_yaml_where *w, yaml_mark_t at,
			   const char *key, const char *s, bool *v)
{
	if (strcmp(s, "true") == 0)
		*v = true;
	else if (strcmp(s, "false") == 0)
		*v = false;
	else
		return inlint_yaml_fail(
			w, at, "expected true or false for '%s', got '%s'", key,
			s);
	return 0;
}
