/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune_state.c - reads and writes the resume file of inlint tune; libyaml's
 * document loader in, yaml_out.c out. */
#include "tune_state.h"

#include "yaml_in.h"
#include "yaml_out.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#define TUNE_SCHEMA "inlint-tune/1"

struct inlint_tune_state *inlint_tune_state_create(void)
{
	return calloc(1, sizeof(struct inlint_tune_state));
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

int inlint_tune_state_push(struct inlint_tune_state *s,
			   struct inlint_tune_step *st)
{
	struct inlint_tune_step *steps;

	steps = realloc(s->steps, (s->n_steps + 1) * sizeof(*steps));
	if (!steps)
		return -1;
	s->steps = steps;
	steps[s->n_steps++] = *st;
	memset(st, 0, sizeof(*st));
	return 0;
}

int inlint_tune_step_add_sym(struct inlint_tune_step *st, const char *name,
			     long long bytes)
{
	struct inlint_tune_sym *text;

	text = realloc(st->text, (st->n_text + 1) * sizeof(*text));
	if (!text)
		return -1;
	st->text = text;
	text[st->n_text].name = strdup(name);
	if (!text[st->n_text].name)
		return -1;
	text[st->n_text++].bytes = bytes;
	return 0;
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
	hex = malloc(17);
	if (!hex) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
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

static int get_string(struct inlint_yaml_in *r, const yaml_node_t *n,
		      char **out)
{
	if (n->type != YAML_SCALAR_NODE)
		return inlint_yaml_in_fail(r, n, "expected a string");
	free(*out);
	*out = strdup((const char *)n->data.scalar.value);
	if (!*out)
		return inlint_yaml_in_fail(r, n, "out of memory");
	return 0;
}

static int get_double(struct inlint_yaml_in *r, const yaml_node_t *n,
		      double *out)
{
	const char *s;
	char *end;

	if (n->type != YAML_SCALAR_NODE || !*n->data.scalar.value)
		return inlint_yaml_in_fail(r, n, "expected a number");
	s = (const char *)n->data.scalar.value;
	*out = strtod(s, &end);
	if (*end)
		return inlint_yaml_in_fail(r, n, "expected a number");
	return 0;
}

static int get_sequence(struct inlint_yaml_in *r, const yaml_node_t *n,
			yaml_node_item_t **first, size_t *count)
{
	/* -1 itself, here and in get_mapping: the compiler cannot see
	 * that inlint_yaml_in_fail never returns 0, and the caller reads
	 * the outputs only on success. */
	if (n->type != YAML_SEQUENCE_NODE) {
		inlint_yaml_in_fail(r, n, "expected a sequence");
		return -1;
	}
	*first = n->data.sequence.items.start;
	*count = (size_t)(n->data.sequence.items.top - *first);
	return 0;
}

static int get_mapping(struct inlint_yaml_in *r, const yaml_node_t *n,
		       yaml_node_pair_t **first, size_t *count)
{
	if (n->type != YAML_MAPPING_NODE) {
		inlint_yaml_in_fail(r, n, "expected a mapping");
		return -1;
	}
	*first = n->data.mapping.pairs.start;
	*count = (size_t)(n->data.mapping.pairs.top - *first);
	return 0;
}

static const char *key_of(struct inlint_yaml_in *r, const yaml_node_pair_t *p)
{
	const yaml_node_t *k = inlint_yaml_in_node(r, p->key);

	return k->type == YAML_SCALAR_NODE ? (const char *)k->data.scalar.value
					   : "";
}

static int read_sym(struct inlint_yaml_in *r, const yaml_node_t *n,
		    struct inlint_tune_step *st)
{
	yaml_node_pair_t *p;
	size_t count;
	char *name = NULL;
	double bytes = 0;
	int ret;

	if (get_mapping(r, n, &p, &count))
		return -1;
	for (size_t i = 0; i < count; i++) {
		const yaml_node_t *v = inlint_yaml_in_node(r, p[i].value);

		if (!strcmp(key_of(r, &p[i]), "name") &&
		    get_string(r, v, &name))
			goto fail;
		if (!strcmp(key_of(r, &p[i]), "bytes") &&
		    get_double(r, v, &bytes))
			goto fail;
	}
	if (!name) {
		inlint_yaml_in_fail(r, n, "symbol without a name");
		goto fail;
	}
	ret = inlint_tune_step_add_sym(st, name, (long long)bytes);
	if (ret)
		inlint_yaml_in_fail(r, n, "out of memory");
	free(name);
	return ret;
fail:
	free(name);
	return -1;
}

static int read_values(struct inlint_yaml_in *r, const yaml_node_t *n,
		       struct inlint_tune_step *st)
{
	yaml_node_item_t *it;
	size_t count;

	if (get_sequence(r, n, &it, &count))
		return -1;
	free(st->values);
	st->values = calloc(count ? count : 1, sizeof(*st->values));
	if (!st->values)
		return inlint_yaml_in_fail(r, n, "out of memory");
	for (st->n_values = 0; st->n_values < count; st->n_values++)
		if (get_double(r, inlint_yaml_in_node(r, it[st->n_values]),
			       &st->values[st->n_values]))
			return -1;
	return 0;
}

static int read_step_key(struct inlint_yaml_in *r, const char *key,
			 const yaml_node_t *v, struct inlint_tune_step *st)
{
	yaml_node_item_t *it;
	size_t count;

	if (!strcmp(key, "key"))
		return get_string(r, v, &st->key);
	if (!strcmp(key, "seconds"))
		return get_double(r, v, &st->seconds);
	if (!strcmp(key, "values"))
		return read_values(r, v, st);
	if (strcmp(key, "text"))
		return 0;
	if (get_sequence(r, v, &it, &count))
		return -1;
	for (size_t i = 0; i < count; i++)
		if (read_sym(r, inlint_yaml_in_node(r, it[i]), st))
			return -1;
	return 0;
}

static int read_step(struct inlint_yaml_in *r, const yaml_node_t *n,
		     struct inlint_tune_state *s)
{
	struct inlint_tune_step st = {0};
	yaml_node_pair_t *p;
	size_t count;
	int ret = -1;

	if (get_mapping(r, n, &p, &count))
		return -1;
	for (size_t i = 0; i < count; i++)
		if (read_step_key(r, key_of(r, &p[i]),
				  inlint_yaml_in_node(r, p[i].value), &st))
			goto out;
	if (!st.key)
		inlint_yaml_in_fail(r, n, "step without a key");
	else if (inlint_tune_state_push(s, &st))
		inlint_yaml_in_fail(r, n, "out of memory");
	else
		ret = 0;
out:
	inlint_tune_step_release(&st);
	return ret;
}

static int read_list(struct inlint_yaml_in *r, const yaml_node_t *n,
		     struct inlint_tune_state *s, bool steps)
{
	yaml_node_item_t *it;
	size_t count;

	if (get_sequence(r, n, &it, &count))
		return -1;
	/* A second list would be counted on after the first, past its end. */
	if (!steps && s->objects)
		return inlint_yaml_in_fail(r, n, "'objects' given twice");
	if (!steps) {
		s->objects = calloc(count ? count : 1, sizeof(*s->objects));
		if (!s->objects)
			return inlint_yaml_in_fail(r, n, "out of memory");
	}
	for (size_t i = 0; i < count; i++) {
		const yaml_node_t *item = inlint_yaml_in_node(r, it[i]);

		if (steps ? read_step(r, item, s)
			  : get_string(r, item, &s->objects[s->n_objects++]))
			return -1;
	}
	return 0;
}

static int read_top_key(struct inlint_yaml_in *r, const char *key,
			const yaml_node_t *v, struct inlint_tune_state *s)
{
	double runs;

	if (!strcmp(key, "schema")) {
		if (v->type != YAML_SCALAR_NODE ||
		    strcmp((const char *)v->data.scalar.value, TUNE_SCHEMA))
			return inlint_yaml_in_fail(
				r, v, "not an " TUNE_SCHEMA " state file");
		return 0;
	}
	if (!strcmp(key, "candidates_hash"))
		return get_string(r, v, &s->candidates_hash);
	if (!strcmp(key, "build"))
		return get_string(r, v, &s->build);
	if (!strcmp(key, "bench"))
		return get_string(r, v, &s->bench);
	if (!strcmp(key, "metric"))
		return get_string(r, v, &s->metric);
	if (!strcmp(key, "runs")) {
		if (get_double(r, v, &runs))
			return -1;
		s->runs = (unsigned)runs;
		return 0;
	}
	if (!strcmp(key, "objects"))
		return read_list(r, v, s, false);
	if (!strcmp(key, "steps"))
		return read_list(r, v, s, true);
	return 0;
}

static int read_document(struct inlint_yaml_in *r, struct inlint_tune_state *s)
{
	yaml_node_t *root = yaml_document_get_root_node(&r->doc);
	yaml_node_pair_t *p;
	size_t count;
	bool schema = false;

	if (!root) {
		snprintf(r->err, r->errlen, "%s: empty state file", r->path);
		return -1;
	}
	if (get_mapping(r, root, &p, &count))
		return -1;
	for (size_t i = 0; i < count; i++) {
		const char *key = key_of(r, &p[i]);

		schema |= !strcmp(key, "schema");
		if (read_top_key(r, key, inlint_yaml_in_node(r, p[i].value), s))
			return -1;
	}
	if (!schema)
		return inlint_yaml_in_fail(r, root,
					   "no schema: not an " TUNE_SCHEMA
					   " state file");
	return 0;
}

struct inlint_tune_state *inlint_tune_state_read(const char *path, char *err,
						 size_t errlen)
{
	struct inlint_yaml_in r;
	struct inlint_tune_state *s;

	if (inlint_yaml_in_load(&r, path, err, errlen))
		return NULL;
	s = inlint_tune_state_create();
	if (!s) {
		snprintf(err, errlen, "%s: out of memory", path);
	} else if (read_document(&r, s)) {
		inlint_tune_state_destroy(s);
		s = NULL;
	}
	inlint_yaml_in_release(&r);
	return s;
}
