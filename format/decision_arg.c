/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_arg.c - the decision list of -inlint-decisions: only the keys
 * the plugin applies, each field percent-encoded so that the shell, make
 * and Kbuild's saved command lines carry the word as it is. */
#include "decision_arg.h"

#include "arena.h"
#include "one_line.h"
#include "record.h"
#include "xalloc.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ACTION, FUNCTION, FILE, CALLER, LINE */
#define N_FIELDS 5

/* What no shell, make or .cmd file reads as anything but itself. */
static bool plain(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || (c && strchr("_./+-", c));
}

bool inlint_decision_arg_plain(const char *s)
{
	for (; *s; s++)
		if (!plain((unsigned char)*s))
			return false;
	return true;
}

static void put_field(FILE *out, const char *s)
{
	for (; *s; s++)
		if (plain((unsigned char)*s))
			fputc(*s, out);
		else
			fprintf(out, "%%%02X", (unsigned char)*s);
}

static void put_decision(FILE *out, const struct inlint_recommendation *r)
{
	fprintf(out, "%s:", inlint_action_name(r->action));
	put_field(out, r->function);
	if (!r->file && !r->caller)
		return;
	fputc(':', out);
	put_field(out, r->file ? r->file : "");
	if (!r->caller)
		return;
	fputc(':', out);
	put_field(out, r->caller);
	if (r->call_line)
		fprintf(out, ":%u", r->call_line);
}

/* distccd takes the first word that ends like a source file's name (.c,
 * .i, ...) for the input it replaces, an option too: the last '.' of the
 * last field is written %2E, so that the word never ends so. */
static char *no_suffix(char *list)
{
	char *dot = strrchr(list, '.'), *out;
	size_t n;

	if (!dot || strpbrk(dot, ":,"))
		return list;
	n = strlen(list) + 3;
	out = inlint_xmalloc(n);
	snprintf(out, n, "%.*s%%2E%s", (int)(dot - list), list, dot + 1);
	free(list);
	return out;
}

char *inlint_decision_arg_write(const struct inlint_model *m)
{
	char *list = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&list, &len);

	if (!out)
		inlint_out_of_memory();
	for (size_t i = 0; i < m->n_recommendations; i++) {
		if (i)
			fputc(',', out);
		put_decision(out, &m->recommendations[i]);
	}
	if (fclose(out))
		inlint_out_of_memory();
	return no_suffix(list);
}

char *inlint_decision_arg_from_file(const char *path, char *err, size_t errlen)
{
	struct inlint_model *d = inlint_decisions_read(path, err, errlen);
	char *list;

	if (!d)
		return NULL;
	list = inlint_decision_arg_write(d);
	inlint_model_destroy(d);
	return list;
}

size_t inlint_decision_arg_length(const char *list)
{
	return strlen(INLINT_DECISIONS_OPTION "=") + strlen(list);
}

bool inlint_decision_arg_fits(const char *list)
{
	return inlint_decision_arg_length(list) < INLINT_ARG_LIMIT;
}

/* ---- reading ---- */

struct reader {
	const char *label;
	size_t decision; /* 1-based, for messages */
	char *err;
	size_t errlen;
};

static int fail(const struct reader *r, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	snprintf(r->err, r->errlen, "%s: decision %zu: %s", r->label,
		 r->decision, msg);
	return -1;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* Decodes the n bytes of s into dst (room for n + 1). */
static int decode(const struct reader *r, const char *s, size_t n, char *dst)
{
	size_t d = 0;

	for (size_t i = 0; i < n; i++) {
		int hi, lo;

		if (s[i] != '%') {
			if (!plain((unsigned char)s[i]))
				return fail(
					r, "byte 0x%02X must be written %%%02X",
					(unsigned char)s[i],
					(unsigned char)s[i]);
			dst[d++] = s[i];
			continue;
		}
		hi = i + 2 < n ? hex_digit(s[i + 1]) : -1;
		lo = hi >= 0 ? hex_digit(s[i + 2]) : -1;
		if (lo < 0)
			return fail(r, "'%%' without two hex digits");
		if (!hi && !lo)
			return fail(r, "%%00: a name has no NUL byte");
		dst[d++] = (char)(hi << 4 | lo);
		i += 2;
	}
	dst[d] = '\0';
	return 0;
}

static int read_line(const struct reader *r, const char *s, unsigned *line)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (!*s || *end || s[0] < '0' || s[0] > '9' || errno || v > UINT_MAX)
		return fail(r, "call line '%s' is not a line number", s);
	*line = (unsigned)v;
	return 0;
}

/* One decision's fields, decoded in place of the copy d. */
static int read_fields(const struct reader *r, char *d, char **field, size_t *n)
{
	char *p = d;

	*n = 0;
	for (;;) {
		size_t len = strcspn(p, ":");
		bool last = p[len] == '\0';

		if (*n == N_FIELDS)
			return fail(r, "more than %d fields", N_FIELDS);
		if (decode(r, p, len, p))
			return -1;
		field[(*n)++] = p;
		if (last)
			return 0;
		p += len + 1;
	}
}

static int read_decision(const struct reader *r, char *d,
			 struct inlint_model *m)
{
	char *field[N_FIELDS];
	size_t n;
	int action;
	struct inlint_recommendation *rec;

	if (!*d)
		return fail(r, "empty");
	if (read_fields(r, d, field, &n))
		return -1;
	action = inlint_action_parse(field[0]);
	if (action < 0)
		return fail(r, "unknown action '%s'", field[0]);
	if (n < 2 || !*field[1])
		return fail(r, "no function");
	rec = inlint_model_add_recommendation(m);
	rec->action = (enum inlint_action)action;
	rec->at = r->decision;
	rec->function = inlint_model_strdup(m, field[1]);
	if (n > 2 && *field[2])
		rec->file = inlint_model_strdup(m, field[2]);
	if (n > 3 && *field[3])
		rec->caller = inlint_model_strdup(m, field[3]);
	if (n > 4 && !rec->caller)
		return fail(r, "a call line without a caller");
	return n > 4 ? read_line(r, field[4], &rec->call_line) : 0;
}

struct inlint_model *inlint_decision_arg_read(const char *list,
					      const char *label, char *err,
					      size_t errlen)
{
	struct reader r = {label, 0, err, errlen};
	struct inlint_model *m = inlint_model_create();
	char *copy = inlint_strdup(list), *d = copy;

	m->strings = inlint_arena_create();
	while (*list && d) {
		char *comma = strchr(d, ',');

		if (comma)
			*comma = '\0';
		r.decision++;
		if (read_decision(&r, d, m)) {
			/* It quotes what it read, %-decoded. */
			inlint_one_line(err);
			inlint_model_destroy(m);
			m = NULL;
			break;
		}
		d = comma ? comma + 1 : NULL;
	}
	free(copy);
	return m;
}
