/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_in.h - a whole YAML file as libyaml's node document, for the CLI's
 * readers of reports and tune state: one way to load it, and errors at a
 * node as "path:line:col: problem". Records have their own event reader. */
#ifndef INLINT_YAML_IN_H
#define INLINT_YAML_IN_H

#include <stddef.h>
#include <yaml.h>

struct inlint_yaml_in {
	yaml_document_t doc;
	const char *path;
	char *err;
	size_t errlen;
};

/* Loads the file at path into in. Returns 0, or -1 with err set to
 * "path: cannot open (why)" or "path:line:col: problem" and nothing to
 * release. */
int inlint_yaml_in_load(struct inlint_yaml_in *in, const char *path, char *err,
			size_t errlen);
void inlint_yaml_in_release(struct inlint_yaml_in *in);

/* Sets err to "path:line:col: message" at node n; returns -1. */
int inlint_yaml_in_fail(struct inlint_yaml_in *in, const yaml_node_t *n,
			const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

yaml_node_t *inlint_yaml_in_node(struct inlint_yaml_in *in, int id);

#endif
