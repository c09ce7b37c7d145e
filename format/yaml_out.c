/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_out.c - the one YAML writer behind records, reports, bloat's YAML
 * and tune's files (see yaml_out.h), so that they quote alike. */
#include "yaml_out.h"

#include "atomic_write.h"
#include "model.h"
#include "xalloc.h"

#include <yaml.h>

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The sticky failure lets the emitting code read as the file's shape. */
struct inlint_yaml_out {
	yaml_emitter_t y;
	FILE *file;
	const char *problem; /* the first failure; later events are dropped */
};

/* Takes ok, the result of the event's initializer: libyaml refuses to
 * build an event from a string that is not UTF-8. */
static void put_event(struct inlint_yaml_out *o, yaml_event_t *ev, int ok)
{
	if (o->problem) {
		if (ok)
			yaml_event_delete(ev);
		return;
	}
	if (!ok)
		o->problem = "a string is not valid UTF-8";
	else if (!yaml_emitter_emit(&o->y, ev))
		o->problem = o->y.problem ? o->y.problem : "cannot emit YAML";
}

static struct inlint_yaml_out *create(FILE *out, char *err, size_t errlen)
{
	struct inlint_yaml_out *o = inlint_xcalloc(1, sizeof(*o));
	yaml_event_t ev;
	int ok;

	if (!yaml_emitter_initialize(&o->y)) {
		snprintf(err, errlen, "cannot start the YAML emitter");
		free(o);
		return NULL;
	}
	o->file = out;
	yaml_emitter_set_output_file(&o->y, out);
	yaml_emitter_set_unicode(&o->y, 1);
	/* Messages stay on one line, for grep. */
	yaml_emitter_set_width(&o->y, -1);
	put_event(o, &ev,
		  yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
	ok = yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1);
	put_event(o, &ev, ok);
	return o;
}

/* Ends the document, flushes and frees o. */
static int finish(struct inlint_yaml_out *o, char *err, size_t errlen)
{
	yaml_event_t ev;
	int ret = 0;

	put_event(o, &ev, yaml_document_end_event_initialize(&ev, 1));
	put_event(o, &ev, yaml_stream_end_event_initialize(&ev));
	if (o->problem || !yaml_emitter_flush(&o->y) || fflush(o->file) != 0) {
		/* libyaml's "write error" leaves out why; errno has it. */
		if (!o->problem || o->y.error == YAML_WRITER_ERROR)
			snprintf(err, errlen, "cannot write (%s)",
				 strerror(errno));
		else
			snprintf(err, errlen, "%s", o->problem);
		ret = -1;
	}
	yaml_emitter_delete(&o->y);
	free(o);
	return ret;
}

int inlint_yaml_out_emit(FILE *out,
			 void (*body)(struct inlint_yaml_out *o,
				      const void *arg),
			 const void *arg, char *err, size_t errlen)
{
	struct inlint_yaml_out *o = create(out, err, errlen);

	if (!o)
		return -1;
	body(o, arg);
	return finish(o, err, errlen);
}

struct document {
	void (*body)(struct inlint_yaml_out *o, const void *arg);
	const void *arg;
};

static int fill(FILE *out, const void *arg, char *err, size_t errlen)
{
	const struct document *d = arg;

	return inlint_yaml_out_emit(out, d->body, d->arg, err, errlen);
}

int inlint_yaml_out_write(const char *path,
			  void (*body)(struct inlint_yaml_out *o,
				       const void *arg),
			  const void *arg, char *err, size_t errlen)
{
	const struct document d = {body, arg};

	return inlint_atomic_write(path, fill, &d, err, errlen);
}

static bool is_null_or_bool_word(const char *s)
{
	static const char *const words[] = {"~",   "null", "true", "false",
					    "yes", "no",   "on",   "off",
					    "y",   "n"};

	/* Most strings are names: one look at the first letter rules out
	 * every word, ten case-blind compares for each string did not. */
	if (!strchr("~nNtTfFyYoO", s[0]))
		return false;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcasecmp(s, words[i]) == 0)
			return true;
	return false;
}

/* YAML 1.1 and 1.2 both count: a function may be called "on", a file
 * "2024.c". */
bool inlint_yaml_needs_quotes(const char *s)
{
	char *end;

	if (!*s || is_null_or_bool_word(s))
		return true;
	if ((*s >= '0' && *s <= '9') || *s == '+' || *s == '-')
		return true;
	if (strcasecmp(s, ".inf") == 0 || strcasecmp(s, ".nan") == 0)
		return true;
	strtod(s, &end);
	return *end == '\0';
}

static void put_scalar(struct inlint_yaml_out *o, const char *s,
		       yaml_scalar_style_t style)
{
	yaml_event_t ev;
	int ok;

	ok = yaml_scalar_event_initialize(&ev, NULL, NULL,
					  (const yaml_char_t *)s,
					  (int)strlen(s), 1, 1, style);
	put_event(o, &ev, ok);
}

void inlint_yaml_out_key(struct inlint_yaml_out *o, const char *key)
{
	put_scalar(o, key, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yaml_out_string(struct inlint_yaml_out *o, const char *s)
{
	if (!s)
		put_scalar(o, "~", YAML_PLAIN_SCALAR_STYLE);
	else if (inlint_yaml_needs_quotes(s))
		put_scalar(o, s, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
	else
		put_scalar(o, s, YAML_ANY_SCALAR_STYLE);
}

static void put_number(struct inlint_yaml_out *o, const char *fmt, va_list ap)
{
	char buf[64];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	put_scalar(o, buf, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yaml_out_number(struct inlint_yaml_out *o, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	put_number(o, fmt, ap);
	va_end(ap);
}

void inlint_yaml_out_uint(struct inlint_yaml_out *o, unsigned long long v)
{
	char buf[24], *p = buf + sizeof(buf);

	*--p = '\0';
	do
		*--p = (char)('0' + v % 10);
	while (v /= 10);
	put_scalar(o, p, YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yaml_out_bool(struct inlint_yaml_out *o, bool v)
{
	put_scalar(o, v ? "true" : "false", YAML_PLAIN_SCALAR_STYLE);
}

void inlint_yaml_out_key_string(struct inlint_yaml_out *o, const char *key,
				const char *s)
{
	inlint_yaml_out_key(o, key);
	inlint_yaml_out_string(o, s);
}

void inlint_yaml_out_key_number(struct inlint_yaml_out *o, const char *key,
				const char *fmt, ...)
{
	va_list ap;

	inlint_yaml_out_key(o, key);
	va_start(ap, fmt);
	put_number(o, fmt, ap);
	va_end(ap);
}

void inlint_yaml_out_key_bool(struct inlint_yaml_out *o, const char *key,
			      bool v)
{
	inlint_yaml_out_key(o, key);
	inlint_yaml_out_bool(o, v);
}

void inlint_yaml_out_map(struct inlint_yaml_out *o, bool flow)
{
	yaml_event_t ev;
	int ok;

	ok = yaml_mapping_start_event_initialize(
		&ev, NULL, NULL, 1,
		flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
	put_event(o, &ev, ok);
}

void inlint_yaml_out_end_map(struct inlint_yaml_out *o)
{
	yaml_event_t ev;

	put_event(o, &ev, yaml_mapping_end_event_initialize(&ev));
}

void inlint_yaml_out_seq(struct inlint_yaml_out *o, bool flow)
{
	yaml_event_t ev;
	int ok;

	ok = yaml_sequence_start_event_initialize(
		&ev, NULL, NULL, 1,
		flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE);
	put_event(o, &ev, ok);
}

void inlint_yaml_out_end_seq(struct inlint_yaml_out *o)
{
	yaml_event_t ev;

	put_event(o, &ev, yaml_sequence_end_event_initialize(&ev));
}
