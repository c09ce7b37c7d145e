/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_doc.h - a whole YAML document as a tree of nodes, composed from the
 * events of yaml_in.h, for the readers of reports and tune state; and the
 * one set of accessors they share. Errors are "path:line:col: problem". */
#ifndef INLINT_YAML_DOC_H
#define INLINT_YAML_DOC_H

#include <stdbool.h>
#include <stddef.h>

struct inlint_yaml_doc;
struct inlint_yaml_node;

/* Reads the first document of the file at path. Returns NULL with err set
 * as inlint_yaml_in_create and inlint_yaml_in_next do. Later errors of the
 * accessors go to err too, which must outlive the document. */
struct inlint_yaml_doc *inlint_yaml_doc_create(const char *path, char *err,
					       size_t errlen);
void inlint_yaml_doc_destroy(struct inlint_yaml_doc *d);

/* The top node, or NULL for a file without one (empty, or comments). */
const struct inlint_yaml_node *
inlint_yaml_doc_root(const struct inlint_yaml_doc *d);

/* Sets err to "path:line:col: message" at node n; returns -1. */
int inlint_yaml_doc_fail(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

bool inlint_yaml_is_map(const struct inlint_yaml_node *n);
bool inlint_yaml_is_seq(const struct inlint_yaml_node *n);

/* The line (from 1) where node n starts. */
unsigned inlint_yaml_line(const struct inlint_yaml_node *n);

/* Returns 0 when n is a mapping, else -1 with err set to "expected a mapping
 * in 'what'". */
int inlint_yaml_need_map(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *n, const char *what);

/* The value under key in mapping map, or NULL when it has no such key. */
const struct inlint_yaml_node *
inlint_yaml_get(const struct inlint_yaml_doc *d,
		const struct inlint_yaml_node *map, const char *key);

/* Returns 0 when every key of mapping map is one of known (NULL-ended),
 * else -1 with err set at the first other key: "unknown key 'k'". */
int inlint_yaml_only_keys(const struct inlint_yaml_doc *d,
			  const struct inlint_yaml_node *map,
			  const char *const *known);

/* The items of a sequence (0 for NULL, as for an absent list). */
size_t inlint_yaml_len(const struct inlint_yaml_node *seq);
const struct inlint_yaml_node *
inlint_yaml_item(const struct inlint_yaml_doc *d,
		 const struct inlint_yaml_node *seq, size_t i);

/* Each reads node n, the value of key or an item of list key, into *dst.
 * Returns 0, or -1 with err set at n: it is not a scalar, or not of the
 * type (yaml_scalar.h). A string is NULL for ~, and lives as long as d. */
int inlint_yaml_str(const struct inlint_yaml_doc *d,
		    const struct inlint_yaml_node *n, const char *key,
		    const char **dst);
int inlint_yaml_double(const struct inlint_yaml_doc *d,
		       const struct inlint_yaml_node *n, const char *key,
		       double *dst);

/* Each reads the value under key in mapping map into *dst, and leaves *dst
 * as it was when there is no such key. Returns 0, or -1 with err set at the
 * value: not a scalar (a list for get_list), or not of the type. */
int inlint_yaml_get_str(const struct inlint_yaml_doc *d,
			const struct inlint_yaml_node *map, const char *key,
			const char **dst);
int inlint_yaml_get_uint(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 unsigned *dst);
int inlint_yaml_get_size(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 size_t *dst);
int inlint_yaml_get_llong(const struct inlint_yaml_doc *d,
			  const struct inlint_yaml_node *map, const char *key,
			  long long *dst);
int inlint_yaml_get_int(const struct inlint_yaml_doc *d,
			const struct inlint_yaml_node *map, const char *key,
			int *dst);
int inlint_yaml_get_double(const struct inlint_yaml_doc *d,
			   const struct inlint_yaml_node *map, const char *key,
			   double *dst);
int inlint_yaml_get_bool(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 bool *dst);
/* One of the names parse() knows ("unknown key 'name'" otherwise). */
int inlint_yaml_get_name(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 int (*parse)(const char *), int *dst);
/* *seq is the sequence under key, or NULL when there is none. */
int inlint_yaml_get_list(const struct inlint_yaml_doc *d,
			 const struct inlint_yaml_node *map, const char *key,
			 const struct inlint_yaml_node **seq);

#endif
