/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_in.c - libyaml's event parser over a file in memory, with a check of
 * every event: each start against the depth limit, each key against its
 * mapping's others, scalars holding a NUL and aliases refused, as no inlint
 * document has one and expanding them is how a small file becomes a long
 * read. */
#include "yaml_in.h"

#include "read_file.h"
#include "xalloc.h"
#include "yaml_keys.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An open collection. */
struct level {
	bool map;
	bool want_value; /* a mapping's key is read, its value is not */
};

struct inlint_yaml_in {
	yaml_parser_t parser;
	yaml_event_t ev;
	bool have_ev;
	struct inlint_yaml_where where;
	const char *text;
	char *buf; /* the text, when the reader read it */
	size_t len;
	struct level levels[INLINT_YAML_MAX_DEPTH];
	struct inlint_yaml_keys keys[INLINT_YAML_MAX_DEPTH];
	size_t depth;
};

/* Parses the len bytes at text; the reader frees buf (text or NULL). */
static struct inlint_yaml_in *create(const char *text, size_t len, char *buf,
				     const char *label, char *err,
				     size_t errlen)
{
	struct inlint_yaml_in *in = inlint_xcalloc(1, sizeof(*in));

	if (!yaml_parser_initialize(&in->parser)) {
		snprintf(err, errlen, "%s: cannot start the YAML parser",
			 label);
		free(buf);
		free(in);
		return NULL;
	}
	yaml_parser_set_input_string(&in->parser, (const unsigned char *)text,
				     len);
	in->where = (struct inlint_yaml_where){label, err, errlen};
	in->text = text;
	in->buf = buf;
	in->len = len;
	for (size_t i = 0; i < INLINT_YAML_MAX_DEPTH; i++)
		inlint_yaml_keys_init(&in->keys[i]);
	return in;
}

struct inlint_yaml_in *inlint_yaml_in_create(const char *path, char *err,
					     size_t errlen)
{
	size_t len;
	char *buf = inlint_read_file(path, &len, err, errlen);

	return buf ? create(buf, len, buf, path, err, errlen) : NULL;
}

struct inlint_yaml_in *inlint_yaml_in_create_text(const char *text, size_t len,
						  const char *label, char *err,
						  size_t errlen)
{
	return create(text, len, NULL, label, err, errlen);
}

void inlint_yaml_in_destroy(struct inlint_yaml_in *in)
{
	if (!in)
		return;
	if (in->have_ev)
		yaml_event_delete(&in->ev);
	yaml_parser_delete(&in->parser);
	for (size_t i = 0; i < INLINT_YAML_MAX_DEPTH; i++)
		inlint_yaml_keys_release(&in->keys[i]);
	free(in->buf);
	free(in);
}

const yaml_event_t *inlint_yaml_in_event(const struct inlint_yaml_in *in)
{
	return &in->ev;
}

const char *inlint_yaml_in_scalar(const struct inlint_yaml_in *in)
{
	return (const char *)in->ev.data.scalar.value;
}

const struct inlint_yaml_where *
inlint_yaml_in_where(const struct inlint_yaml_in *in)
{
	return &in->where;
}

/* libyaml's reader (decoding) errors carry a byte offset, not a mark. */
static yaml_mark_t mark_of_offset(const struct inlint_yaml_in *in,
				  size_t offset)
{
	yaml_mark_t mark = {0};

	for (size_t i = 0; i < offset && i < in->len; i++) {
		if (in->text[i] == '\n') {
			mark.line++;
			mark.column = 0;
		} else {
			mark.column++;
		}
	}
	return mark;
}

static int parser_fail(struct inlint_yaml_in *in)
{
	const yaml_parser_t *p = &in->parser;
	yaml_mark_t mark = p->problem_mark;

	if (p->error == YAML_MEMORY_ERROR || !p->problem)
		return inlint_yaml_fail(&in->where, p->mark, "out of memory");
	if (p->error == YAML_READER_ERROR)
		mark = mark_of_offset(in, p->problem_offset);
	if (p->context)
		return inlint_yaml_fail(&in->where, mark, "%s %s", p->problem,
					p->context);
	return inlint_yaml_fail(&in->where, mark, "%s", p->problem);
}

static struct level *top(struct inlint_yaml_in *in)
{
	return in->depth ? &in->levels[in->depth - 1] : NULL;
}

/* A node is complete: in a mapping, the next scalar is a key again. */
static void value_done(struct inlint_yaml_in *in)
{
	struct level *l = top(in);

	if (l && l->map)
		l->want_value = false;
}

static int open_level(struct inlint_yaml_in *in, bool map)
{
	const struct level *l = top(in);
	struct level *new;

	if (l && l->map && !l->want_value)
		return inlint_yaml_fail(&in->where, in->ev.start_mark,
					"expected a key name");
	if (in->depth == INLINT_YAML_MAX_DEPTH)
		return inlint_yaml_fail(&in->where, in->ev.start_mark,
					"nested deeper than %d levels, "
					"inlint's limit for a YAML document",
					INLINT_YAML_MAX_DEPTH);
	inlint_yaml_keys_start(&in->keys[in->depth]);
	new = &in->levels[in->depth++];
	new->map = map;
	new->want_value = false;
	return 0;
}

static int scalar(struct inlint_yaml_in *in)
{
	struct level *l = top(in);
	yaml_mark_t first;

	/* "\u0000" or "\0" decodes to a NUL byte, which would cut the string
	 * everywhere it is used as C text: a command's tail silently gone. */
	if (memchr(in->ev.data.scalar.value, '\0', in->ev.data.scalar.length))
		return inlint_yaml_fail(&in->where, in->ev.start_mark,
					"a NUL character in a string: inlint "
					"reads no NUL characters");
	if (!l || !l->map || l->want_value) {
		value_done(in);
		return 0;
	}
	if (inlint_yaml_keys_add(&in->keys[in->depth - 1],
				 inlint_yaml_in_scalar(in), in->ev.start_mark,
				 &first))
		return inlint_yaml_fail(&in->where, in->ev.start_mark,
					"duplicate key '%s' (first at %zu:%zu)",
					inlint_yaml_in_scalar(in),
					first.line + 1, first.column + 1);
	l->want_value = true;
	return 0;
}

static int admit(struct inlint_yaml_in *in)
{
	switch (in->ev.type) {
	case YAML_ALIAS_EVENT:
		return inlint_yaml_fail(&in->where, in->ev.start_mark,
					"an alias (*%s): inlint reads no "
					"YAML aliases",
					(const char *)in->ev.data.alias.anchor);
	case YAML_SCALAR_EVENT:
		return scalar(in);
	case YAML_SEQUENCE_START_EVENT:
		return open_level(in, false);
	case YAML_MAPPING_START_EVENT:
		return open_level(in, true);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		in->depth--;
		value_done(in);
		return 0;
	default:
		return 0;
	}
}

int inlint_yaml_in_next(struct inlint_yaml_in *in)
{
	if (in->have_ev)
		yaml_event_delete(&in->ev);
	in->have_ev = yaml_parser_parse(&in->parser, &in->ev);
	if (!in->have_ev)
		return parser_fail(in);
	return admit(in);
}
