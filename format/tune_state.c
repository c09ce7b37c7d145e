/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_state.c - reads and writes the resume file of inlint tune; yaml_doc.c
 * in, yaml_out.c out. */
#include "tune_state.h"

#include "array.h"
#include "xalloc.h"
#include "yaml_doc.h"
#include "yaml_out.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TUNE_SCHEMA "inlint-tune/1"

struct inlint_tune_state *inlint_tune_state_create(void)
{
	return inlint_xcalloc(1, sizeof(struct inlint_tune_state));
}

void inlint_tune_step_release(struct inlint_tune_step *st)
{
	free(st->key);
	free(st->values);
	for (size_t i = 0; i < st->n_text; i++)
		free(st->text[i].name);
	free(st->text);
}

void inlint_tune_state_destroy(struct inlint_tune_state *s)
{
	if (!s)
		return;
	free(s->candidates_hash);
	free(s->build);
	free(s->bench);
	free(s->metric);
	for (size_t i = 0; i < s->n_objects; i++)
		free(s->objects[i]);
	free(s->objects);
	for (size_t i = 0; i < s->n_steps; i++)
		inlint_tune_step_release(&s->steps[i]);
	free(s->steps);
	free(s);
}

const struct inlint_tune_step *
inlint_tune_state_find(const struct inlint_tune_state *s, const char *key)
{
	for (size_t i = 0; i < s->n_steps; i++)
		if (!strcmp(s->steps[i].key, key))
			return &s->steps[i];
	return NULL;
}

void inlint_tune_state_push(struct inlint_tune_state *s,
			    struct inlint_tune_step *st)
{
	s->steps = inlint_array_grow(s->steps, &s->cap_steps, s->n_steps + 1,
				     sizeof(*s->steps));
	s->steps[s->n_steps++] = *st;
	memset(st, 0, sizeof(*st));
}

void inlint_tune_step_add_sym(struct inlint_tune_step *st, const char *name,
			      long long bytes)
{
	st->text = inlint_array_grow(st->text, &st->cap_text, st->n_text + 1,
				     sizeof(*st->text));
	st->text[st->n_text].name = inlint_strdup(name);
	st->text[st->n_text++].bytes = bytes;
}

static bool differ(const char *a, const char *b)
{
	if (!a || !b)
		return a != b;
	return strcmp(a, b) != 0;
}

const char *inlint_tune_state_mismatch(const struct inlint_tune_state *old,
				       const struct inlint_tune_state *new)
{
	if (differ(old->candidates_hash, new->candidates_hash))
		return "the candidates file";
	if (differ(old->build, new->build))
		return "the build command";
	if (differ(old->bench, new->bench))
		return "the bench command";
	if (differ(old->metric, new->metric))
		return "the metric";
	if (old->runs != new->runs)
		return "--runs";
	if (old->n_objects != new->n_objects)
		return "--objects";
	for (size_t i = 0; i < old->n_objects; i++)
		if (differ(old->objects[i], new->objects[i]))
			return "--objects";
	return NULL;
}

char *inlint_tune_file_hash(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	uint64_t h = 0xcbf29ce484222325ull;
	char *hex;
	int c;

	if (!f) {
		snprintf(err, errlen, "%s: cannot open (%s)", path,
			 strerror(errno));
		return NULL;
	}
	while ((c = getc(f)) != EOF)
		h = (h ^ (unsigned char)c) * 0x100000001b3ull;
	fclose(f);
	hex = inlint_xmalloc(17);
	snprintf(hex, 17, "%016" PRIx64, h);
	return hex;
}

/* ---- writing ---- */

/* %.17g: a double read back with strtod is the same double. */
static void emit_step(struct inlint_yaml_out *e,
		      const struct inlint_tune_step *st)
{
	inlint_yaml_out_map(e, false);
	inlint_yaml_out_key_string(e, "key", st->key);
	inlint_yaml_out_key_number(e, "seconds", "%.17g", st->seconds);
	inlint_yaml_out_key(e, "values");
	inlint_yaml_out_seq(e, true);
	for (size_t i = 0; i < st->n_values; i++)
		inlint_yaml_out_number(e, "%.17g", st->values[i]);
	inlint_yaml_out_end_seq(e);
	inlint_yaml_out_key(e, "text");
	inlint_yaml_out_seq(e, st->n_text == 0);
	for (size_t i = 0; i < st->n_text; i++) {
		inlint_yaml_out_map(e, true);
		inlint_yaml_out_key_string(e, "name", st->text[i].name);
		inlint_yaml_out_key_number(e, "bytes", "%lld",
					   st->text[i].bytes);
		inlint_yaml_out_end_map(e);
	}
	inlint_yaml_out_end_seq(e);
	inlint_yaml_out_end_map(e);
}

static void emit_state(struct inlint_yaml_out *e, const void *arg)
{
	const struct inlint_tune_state *s = arg;

	inlint_yaml_out_map(e, false);
	inlint_yaml_out_key_string(e, "schema", TUNE_SCHEMA);
	inlint_yaml_out_key_string(e, "candidates_hash", s->candidates_hash);
	inlint_yaml_out_key_string(e, "build", s->build);
	inlint_yaml_out_key_string(e, "bench", s->bench);
	inlint_yaml_out_key_string(e, "metric", s->metric);
	inlint_yaml_out_key_number(e, "runs", "%u", s->runs);
	inlint_yaml_out_key(e, "objects");
	inlint_yaml_out_seq(e, true);
	for (size_t i = 0; i < s->n_objects; i++)
		inlint_yaml_out_string(e, s->objects[i]);
	inlint_yaml_out_end_seq(e);
	inlint_yaml_out_key(e, "steps");
	inlint_yaml_out_seq(e, s->n_steps == 0);
	for (size_t i = 0; i < s->n_steps; i++)
		emit_step(e, &s->steps[i]);
	inlint_yaml_out_end_seq(e);
	inlint_yaml_out_end_map(e);
}

int inlint_tune_state_write(const struct inlint_tune_state *s, const char *path,
			    char *err, size_t errlen)
{
	return inlint_yaml_out_write(path, emit_state, s, err, errlen);
}

/* ---- reading ---- */

/* A copy of the string under key: the state outlives the document. */
static int get_string(const struct inlint_yaml_doc *d,
		      const struct inlint_yaml_node *map, const char *key,
		      char **dst)
{
	const struct inlint_yaml_node *n = inlint_yaml_get(d, map, key);
	const char *s;

	if (!n)
		return 0;
	if (inlint_yaml_str(d, n, key, &s))
		return -1;
	free(*dst);
	*dst = inlint_strdup(s);
	return 0;
}

static int read_sym(const struct inlint_yaml_doc *d,
		    const struct inlint_yaml_node *n,
		    struct inlint_tune_step *st)
{
	const char *name = NULL;
	long long bytes = 0;

	if (inlint_yaml_need_map(d, n, "text") ||
	    inlint_yaml_get_str(d, n, "name", &name) ||
	    inlint_yaml_get_llong(d, n, "bytes", &bytes))
		return -1;
	if (!name)
		return inlint_yaml_doc_fail(d, n, "symbol without a name");
	inlint_tune_step_add_sym(st, name, bytes);
	return 0;
}

static int read_step_lists(const struct inlint_yaml_doc *d,
			   const struct inlint_yaml_node *n,
			   struct inlint_tune_step *st)
{
	const struct inlint_yaml_node *values, *text;

	if (inlint_yaml_get_list(d, n, "values", &values) ||
	    inlint_yaml_get_list(d, n, "text", &text))
		return -1;
	st->n_values = inlint_yaml_len(values);
	st->values = inlint_xcalloc(st->n_values, sizeof(*st->values));
	for (size_t i = 0; i < st->n_values; i++)
		if (inlint_yaml_double(d, inlint_yaml_item(d, values, i),
				       "values", &st->values[i]))
			return -1;
	for (size_t i = 0; i < inlint_yaml_len(text); i++)
		if (read_sym(d, inlint_yaml_item(d, text, i), st))
			return -1;
	return 0;
}

static int read_step(const struct inlint_yaml_doc *d,
		     const struct inlint_yaml_node *n,
		     struct inlint_tune_state *s)
{
	struct inlint_tune_step st = {0};
	int ret = -1;

	if (inlint_yaml_need_map(d, n, "steps") ||
	    get_string(d, n, "key", &st.key) ||
	    inlint_yaml_get_double(d, n, "seconds", &st.seconds) ||
	    read_step_lists(d, n, &st))
		goto out;
	if (!st.key) {
		inlint_yaml_doc_fail(d, n, "step without a key");
		goto out;
	}
	inlint_tune_state_push(s, &st);
	ret = 0;
out:
	inlint_tune_step_release(&st);
	return ret;
}

static int read_lists(const struct inlint_yaml_doc *d,
		      const struct inlint_yaml_node *root,
		      struct inlint_tune_state *s)
{
	const struct inlint_yaml_node *objects, *steps;
	const char *pattern;

	if (inlint_yaml_get_list(d, root, "objects", &objects) ||
	    inlint_yaml_get_list(d, root, "steps", &steps))
		return -1;
	s->objects =
		inlint_xcalloc(inlint_yaml_len(objects), sizeof(*s->objects));
	for (size_t i = 0; i < inlint_yaml_len(objects); i++) {
		if (inlint_yaml_str(d, inlint_yaml_item(d, objects, i),
				    "objects", &pattern))
			return -1;
		s->objects[s->n_objects++] = inlint_strdup(pattern);
	}
	for (size_t i = 0; i < inlint_yaml_len(steps); i++)
		if (read_step(d, inlint_yaml_item(d, steps, i), s))
			return -1;
	return 0;
}

static int read_document(const struct inlint_yaml_doc *d,
			 struct inlint_tune_state *s)
{
	const struct inlint_yaml_node *root = inlint_yaml_doc_root(d);
	const struct inlint_yaml_node *schema;
	const char *name;

	if (!inlint_yaml_is_map(root))
		return inlint_yaml_doc_fail(
			d, root, "not an " TUNE_SCHEMA " state file");
	schema = inlint_yaml_get(d, root, "schema");
	if (!schema)
		return inlint_yaml_doc_fail(d, root,
					    "no schema: not an " TUNE_SCHEMA
					    " state file");
	if (inlint_yaml_str(d, schema, "schema", &name) || !name ||
	    strcmp(name, TUNE_SCHEMA))
		return inlint_yaml_doc_fail(
			d, schema, "not an " TUNE_SCHEMA " state file");
	if (get_string(d, root, "candidates_hash", &s->candidates_hash) ||
	    get_string(d, root, "build", &s->build) ||
	    get_string(d, root, "bench", &s->bench) ||
	    get_string(d, root, "metric", &s->metric) ||
	    inlint_yaml_get_uint(d, root, "runs", &s->runs))
		return -1;
	return read_lists(d, root, s);
}

struct inlint_tune_state *inlint_tune_state_read(const char *path, char *err,
						 size_t errlen)
{
	struct inlint_yaml_doc *d = inlint_yaml_doc_create(path, err, errlen);
	struct inlint_tune_state *s;

	if (!d)
		return NULL;
	s = inlint_tune_state_create();
	if (!inlint_yaml_doc_root(d)) {
		snprintf(err, errlen, "%s: empty state file", path);
		inlint_tune_state_destroy(s);
		s = NULL;
	} else if (read_document(d, s)) {
		inlint_tune_state_destroy(s);
		s = NULL;
	}
	inlint_yaml_doc_destroy(d);
	return s;
}
