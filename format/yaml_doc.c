/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_doc.c - composes nodes from yaml_in's events, so that a document
 * read whole passes the same checks as one read event by event: nodes in
 * one array, each collection's children in one run of another. */
#include "yaml_doc.h"

#include "arena.h"
#include "xalloc.h"
#include "yaml_in.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE SIZE_MAX

struct inlint_yaml_node {
	yaml_node_type_t type;
	yaml_scalar_style_t style;
	yaml_mark_t mark;
	const char *text; /* a scalar's */
	/* A collection's children: kids[first] on, n of them; a mapping's
	 * alternate key and value. */
	size_t first, n;
};

struct inlint_yaml_doc {
	struct inlint_yaml_where where;
	struct inlint_yaml_node *nodes;
	size_t n_nodes, cap_nodes;
	size_t *kids;
	size_t n_kids, cap_kids;
	/* Children of the collections being composed, innermost last. */
	size_t *open;
	size_t n_open, cap_open;
	struct inlint_arena *strings;
	size_t root;
};

static void push(size_t **v, size_t *n, size_t *cap, size_t x)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		*v = inlint_xrealloc(*v, *cap * sizeof(**v));
	}
	(*v)[(*n)++] = x;
}

static size_t add_node(struct inlint_yaml_doc *d, yaml_node_type_t type,
		       const yaml_event_t *ev)
{
	struct inlint_yaml_node *n;

	if (d->n_nodes == d->cap_nodes) {
		d->cap_nodes = d->cap_nodes ? 2 * d->cap_nodes : 256;
		d->nodes = inlint_xrealloc(d->nodes,
					   d->cap_nodes * sizeof(*d->nodes));
	}
	n = &d->nodes[d->n_nodes];
	memset(n, 0, sizeof(*n));
	n->type = type;
	n->mark = ev->start_mark;
	if (type == YAML_SCALAR_NODE) {
		n->style = ev->data.scalar.style;
		n->text = inlint_arena_strdup(
			d->strings, (const char *)ev->data.scalar.value);
	}
	return d->n_nodes++;
}

/* Composes the node whose first event is current, to its last event. The
 * depth is yaml_in's to limit, so the recursion is short. */
static int compose(struct inlint_yaml_doc *d, struct inlint_yaml_in *in,
		   size_t *idx)
{
	const yaml_event_t *ev = inlint_yaml_in_event(in);
	size_t base = d->n_open, self, kid;

	if (ev->type == YAML_SCALAR_EVENT) {
		*idx = add_node(d, YAML_SCALAR_NODE, ev);
		return 0;
	}
	self = add_node(d,
			ev->type == YAML_MAPPING_START_EVENT
				? YAML_MAPPING_NODE
				: YAML_SEQUENCE_NODE,
			ev);
	for (;;) {
		if (inlint_yaml_in_next(in))
			return -1;
		if (ev->type == YAML_SEQUENCE_END_EVENT ||
		    ev->type == YAML_MAPPING_END_EVENT)
			break;
		if (compose(d, in, &kid))
			return -1;
		push(&d->open, &d->n_open, &d->cap_open, kid);
	}
	d->nodes[self].first = d->n_kids;
	d->nodes[self].n = d->n_open - base;
	for (size_t i = base; i < d->n_open; i++)
		push(&d->kids, &d->n_kids, &d->cap_kids, d->open[i]);
	d->n_open = base;
	*idx = self;
	return 0;
}

/* Stream start, document start, the root, document end, as libyaml's own
 * loader read them. */
static int compose_document(struct inlint_yaml_doc *d,
			    struct inlint_yaml_in *in)
{
	const yaml_event_t *ev = inlint_yaml_in_event(in);

	if (inlint_yaml_in_next(in) || inlint_yaml_in_next(in))
		return -1;
	if (ev->type != YAML_DOCUMENT_START_EVENT)
		return 0;
	if (inlint_yaml_in_next(in) || compose(d, in, &d->root))
		return -1;
	return inlint_yaml_in_next(in);
}

struct inlint_yaml_doc *inlint_yaml_doc_create(const char *path, char *err,
					       size_t errlen)
{
	struct inlint_yaml_in *in = inlint_yaml_in_create(path, err, errlen);
	struct inlint_yaml_doc *d;
	int ret;

	if (!in)
		return NULL;
	d = inlint_xcalloc(1, sizeof(*d));
	d->where = (struct inlint_yaml_where){path, err, errlen};
	d->strings = inlint_arena_create();
	d->root = NONE;
	ret = compose_document(d, in);
	inlint_yaml_in_destroy(in);
	free(d->open);
	d->open = NULL;
	if (ret) {
		inlint_yaml_doc_destroy(d);
		return NULL;
	}
	return d;
}

void inlint_yaml_doc_destroy(struct inlint_yaml_doc *d)
{
	if (!d)
		return;
	free(d->nodes);
	free(d->kids);
	free(d->open);
	inlint_arena_destroy(d->strings);
	free(d);
}

const struct inlint_yaml_node *
inlint_yaml_doc_root(const struct inlint_yaml_doc *d)
{
	return d->root == NONE ? NULL : &d->nodes[d->root];
}

int inlint_yaml_doc_fail(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *n, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return inlint_yaml_fail(&d->where, n->mark, "%s", msg);
}

bool inlint_yaml_is_map(const struct inlint_yaml_node *n)
{
	return n->type == YAML_MAPPING_NODE;
}

bool inlint_yaml_is_seq(const struct inlint_yaml_node *n)
{
	return n->type == YAML_SEQUENCE_NODE;
}

unsigned inlint_yaml_line(const struct inlint_yaml_node *n)
{
	return (unsigned)n->mark.line + 1;
}

int inlint_yaml_need_map(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *n, const char *what)
{
	if (inlint_yaml_is_map(n))
		return 0;
	return inlint_yaml_doc_fail(d, n, "expected a mapping in '%s'", what);
}

static const struct inlint_yaml_node *
kid(const struct inlint_yaml_doc *d, const struct inlint_yaml_node *n, size_t i)
{
	return &d->nodes[d->kids[n->first + i]];
}

const struct inlint_yaml_node *
inlint_yaml_get(const struct inlint_yaml_doc *d,
		const struct inlint_yaml_node *map, const char *key)
{
	for (size_t i = 0; i + 1 < map->n; i += 2)
		if (strcmp(kid(d, map, i)->text, key) == 0)
			return kid(d, map, i + 1);
	return NULL;
}

static bool known_key(const char *key, const char *const *known)
{
	for (size_t i = 0; known[i]; i++)
		if (strcmp(key, known[i]) == 0)
			return true;
	return false;
}

int inlint_yaml_only_keys(const struct inlint_yaml_doc *d,
			  const struct inlint_yaml_node *map,
			  const char *const *known)
{
	for (size_t i = 0; i + 1 < map->n; i += 2) {
		const struct inlint_yaml_node *k = kid(d, map, i);

		if (!k->text || !known_key(k->text, known))
			return inlint_yaml_doc_fail(d, k, "unknown key '%s'",
						    k->text ? k->text : "?");
	}
	return 0;
}

size_t inlint_yaml_len(const struct inlint_yaml_node *seq)
{
	return seq ? seq->n : 0;
}

const struct inlint_yaml_node *
inlint_yaml_item(const struct inlint_yaml_doc *d,
		 const struct inlint_yaml_node *seq, size_t i)
{
	return kid(d, seq, i);
}

static int need_scalar(const struct inlint_yaml_doc *d,
		       const struct inlint_yaml_node *n, const char *key,
		       const char *what)
{
	if (n->type == YAML_SCALAR_NODE)
		return 0;
	return inlint_yaml_doc_fail(d, n, "expected %s for '%s'", what, key);
}

int inlint_yaml_str(const struct inlint_yaml_doc *d,
		    const struct inlint_yaml_node *n, const char *key,
		    const char **dst)
{
	if (need_scalar(d, n, key, "a string"))
		return -1;
	*dst = inlint_yaml_is_null(n->text, n->style) ? NULL : n->text;
	return 0;
}

int inlint_yaml_double(const struct inlint_yaml_doc *d,
		       const struct inlint_yaml_node *n, const char *key,
		       double *dst)
{
	if (need_scalar(d, n, key, "a number"))
		return -1;
	return inlint_yaml_parse_double(&d->where, n->mark, key, n->text, dst);
}

/* The scalar under key: 1 when there is none, -1 when the value is not a
 * scalar. */
static int get_scalar(const struct inlint_yaml_doc *d,
		      const struct inlint_yaml_node *map, const char *key,
		      const char *what, const struct inlint_yaml_node **n)
{
	*n = inlint_yaml_get(d, map, key);
	if (!*n)
		return 1;
	return need_scalar(d, *n, key, what);
}

int inlint_yaml_get_str(const struct inlint_yaml_doc *d,
			const struct inlint_yaml_node *map, const char *key,
			const char **dst)
{
	const struct inlint_yaml_node *n = inlint_yaml_get(d, map, key);

	return n ? inlint_yaml_str(d, n, key, dst) : 0;
}

int inlint_yaml_get_double(const struct inlint_yaml_doc *d,
			   const struct inlint_yaml_node *map, const char *key,
			   double *dst)
{
	const struct inlint_yaml_node *n = inlint_yaml_get(d, map, key);

	return n ? inlint_yaml_double(d, n, key, dst) : 0;
}

/* Leaves *v as it was when there is no such key. */
static int get_unsigned(const struct inlint_yaml_doc *d,
			const struct inlint_yaml_node *map, const char *key,
			uintmax_t max, uintmax_t *v)
{
	const struct inlint_yaml_node *n;
	int ret = get_scalar(d, map, key, "a number", &n);

	if (ret)
		return ret < 0 ? -1 : 0;
	return inlint_yaml_parse_unsigned(&d->where, n->mark, key, n->text, max,
					  v);
}

int inlint_yaml_get_uint(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 unsigned *dst)
{
	uintmax_t v = *dst;
	int ret = get_unsigned(d, map, key, UINT_MAX, &v);

	*dst = (unsigned)v;
	return ret;
}

int inlint_yaml_get_size(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 size_t *dst)
{
	uintmax_t v = *dst;
	int ret = get_unsigned(d, map, key, SIZE_MAX, &v);

	*dst = (size_t)v;
	return ret;
}

/* Leaves *v as it was when there is no such key. */
static int get_signed(const struct inlint_yaml_doc *d,
		      const struct inlint_yaml_node *map, const char *key,
		      intmax_t min, intmax_t max, intmax_t *v)
{
	const struct inlint_yaml_node *n;
	int ret = get_scalar(d, map, key, "a number", &n);

	if (ret)
		return ret < 0 ? -1 : 0;
	return inlint_yaml_parse_signed(&d->where, n->mark, key, n->text, min,
					max, v);
}

int inlint_yaml_get_llong(const struct inlint_yaml_doc *d,
			  const struct inlint_yaml_node *map, const char *key,
			  long long *dst)
{
	intmax_t v = *dst;
	int ret = get_signed(d, map, key, LLONG_MIN, LLONG_MAX, &v);

	*dst = (long long)v;
	return ret;
}

int inlint_yaml_get_int(const struct inlint_yaml_doc *d,
			const struct inlint_yaml_node *map, const char *key,
			int *dst)
{
	intmax_t v = *dst;
	int ret = get_signed(d, map, key, INT_MIN, INT_MAX, &v);

	*dst = (int)v;
	return ret;
}

int inlint_yaml_get_bool(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 bool *dst)
{
	const struct inlint_yaml_node *n;
	int ret = get_scalar(d, map, key, "true or false", &n);

	if (ret)
		return ret < 0 ? -1 : 0;
	return inlint_yaml_parse_bool(&d->where, n->mark, key, n->text, dst);
}

int inlint_yaml_get_name(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 int (*parse)(const char *), int *dst)
{
	const char *s = NULL;
	int v;

	if (inlint_yaml_get_str(d, map, key, &s))
		return -1;
	if (!s)
		return 0;
	v = parse(s);
	if (v < 0)
		return inlint_yaml_doc_fail(d, inlint_yaml_get(d, map, key),
					    "unknown %s '%s'", key, s);
	*dst = v;
	return 0;
}

int inlint_yaml_get_list(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 const struct inlint_yaml_node **seq)
{
	const struct inlint_yaml_node *n = inlint_yaml_get(d, map, key);

	*seq = NULL;
	if (!n)
		return 0;
	if (n->type != YAML_SEQUENCE_NODE)
		return inlint_yaml_doc_fail(d, n, "expected a list for '%s'",
					    key);
	*seq = n;
	return 0;
}
