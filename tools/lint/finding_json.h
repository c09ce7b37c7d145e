/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* finding_json.h - findings as one JSON document (--format json,
 * docs/CONVENTIONS.md), written a finding at a time as they are judged. */
#ifndef INLINT_FINDING_JSON_H
#define INLINT_FINDING_JSON_H

#include "judge.h"

#include <jansson.h>
#include <stdio.h>

/* The version of the document's schema: a new key keeps it, a changed
 * meaning or a removed key takes the next. */
#define INLINT_FINDINGS_JSON_VERSION 1

/* Opens the document of command's findings. */
void inlint_finding_json_begin(FILE *out, const char *command);

/* What goes before the n-th finding (from 0) of the document: for a
 * writer of findings of its own, with inlint_json_put. */
void inlint_finding_json_next(FILE *out, size_t n);

/* Writes finding f, the n-th written (from 0). */
void inlint_finding_json_put(FILE *out, const struct inlint_finding *f,
			     size_t n);

/* Closes the document after n findings. */
void inlint_finding_json_end(FILE *out, size_t n);

/* Each configuration's part of f (f->rows) as a new array of objects
 * (name, compiler, compiled, verdict where compiled, text). */
json_t *inlint_finding_rows_json(const struct inlint_finding *f);

/* The edit that fixes f as a new object (line, column, end_column,
 * replacement), or NULL when f has none. */
json_t *inlint_finding_fix_json(const struct inlint_finding *f);

#endif
