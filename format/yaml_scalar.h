/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_scalar.h - a YAML scalar as a number, a bool or a string, one way for
 * every reader, and the error line that names where it stands. */
#ifndef INLINT_YAML_SCALAR_H
#define INLINT_YAML_SCALAR_H

#include <yaml.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The file being read and where its reader's errors go. */
struct inlint_yaml_where {
	const char *path;
	char *err;
	size_t errlen;
};

/* Sets w->err to "path:line:col: message" at mark at; returns -1. */
int inlint_yaml_fail(const struct inlint_yaml_where *w, yaml_mark_t at,
		     const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* A plain ~, null or nothing is no value; quoted, it is text. */
bool inlint_yaml_is_null(const char *s, yaml_scalar_style_t style);

/* Each reads s, the value of key found at mark at, into *v. Returns 0, or
 * -1 with w's err set: "expected a number for 'key', got 's'" when s is no
 * number, "expected a whole number from MIN to MAX for 'key', got 's'" when
 * it is one that *v cannot hold (a fraction, 1e300, nan, out of range). A
 * double may be inf or nan: a frequency relative to an entry count of 0. */
int inlint_yaml_parse_unsigned(const struct inlint_yaml_where *w,
			       yaml_mark_t at, const char *key, const char *s,
			       uintmax_t max, uintmax_t *v);
int inlint_yaml_parse_signed(const struct inlint_yaml_where *w, yaml_mark_t at,
			     const char *key, const char *s, intmax_t min,
			     intmax_t max, intmax_t *v);
int inlint_yaml_parse_double(const struct inlint_yaml_where *w, yaml_mark_t at,
			     const char *key, const char *s, double *v);
/* true or false, nothing else. */
int inlint_yaml_parse_bool(const struct inlint_yaml_where *w, yaml_mark_t at,
			   const char *key, const char *s, bool *v);

#endif
