/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* yaml_in.h - the one way inlint reads YAML: libyaml's events from a file
 * read whole (read_file.h), refusing what no inlint document has, every
 * error "path:line:col: problem". Records and decision files read these
 * events; yaml_doc.h composes reports and tune state from them. */
#ifndef INLINT_YAML_IN_H
#define INLINT_YAML_IN_H

#include "yaml_scalar.h"

#include <yaml.h>

#include <stddef.h>

/* The deepest inlint document nests 5 collections (a record's call sites,
 * tune's symbols); 16 leaves room for what a newer inlint may add. Deeper
 * input stops here, before libyaml, whose work per event grows with the
 * depth, turns 40,000 levels into seconds. */
#define INLINT_YAML_MAX_DEPTH 16

struct inlint_yaml_in;

/* Reads the file at path for parsing. Returns NULL with err set to "path:
 * problem" when it cannot be read (read_file.h says why not). Later errors
 * go to err too, which must outlive the reader. */
struct inlint_yaml_in *inlint_yaml_in_create(const char *path, char *err,
					     size_t errlen);
/* The same for the len bytes of text, which must outlive the reader;
 * label names it in errors. */
struct inlint_yaml_in *inlint_yaml_in_create_text(const char *text, size_t len,
						  const char *label, char *err,
						  size_t errlen);
void inlint_yaml_in_destroy(struct inlint_yaml_in *in);

/* Moves to the next event. Returns 0, or -1 with err set: bad YAML, an
 * alias, a scalar holding a NUL character ("\u0000"), a collection as a
 * mapping's key, a key its mapping has already, or nesting deeper than
 * INLINT_YAML_MAX_DEPTH. */
int inlint_yaml_in_next(struct inlint_yaml_in *in);

/* The current event; the same address for the reader's whole life. */
const yaml_event_t *inlint_yaml_in_event(const struct inlint_yaml_in *in);

/* The current scalar event's text. */
const char *inlint_yaml_in_scalar(const struct inlint_yaml_in *in);

/* Where errors go, for the scalar readers of yaml_scalar.h. */
const struct inlint_yaml_where *
inlint_yaml_in_where(const struct inlint_yaml_in *in);

#endif
