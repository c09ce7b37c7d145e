/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* record.h - the inlint/1 YAML record: writing a model, reading one back.
 * libyaml only; errors come back as text naming file, line and problem. */
#ifndef INLINT_RECORD_H
#define INLINT_RECORD_H

#include "model.h"

#include <stdio.h>

#define INLINT_SCHEMA "inlint/1"

/* Emits m as one YAML document to out. Returns 0, or -1 with err set. */
int inlint_record_emit(const struct inlint_model *m, FILE *out, char *err,
		       size_t errlen);

/* Writes m to path atomically: a temp file in the same directory, then
 * rename. Creates missing directories, following symlinks on the way only
 * where no other user could have planted them (safe_dir.h). Returns 0, or
 * -1 with err set to "path: problem" and nothing left behind. */
int inlint_record_write(const struct inlint_model *m, const char *path,
			char *err, size_t errlen);

/* m as one YAML document in a new string, *len bytes long, or NULL with
 * err set. */
char *inlint_record_text(const struct inlint_model *m, size_t *len, char *err,
			 size_t errlen);

/* Writes the len bytes of a record's text (inlint_record_text) as the
 * record name (inlint_record_name) below the records directory dir, as
 * inlint_record_write does: name's own directories are never reached
 * through a symlink. */
int inlint_record_write_in(const char *text, size_t len, const char *dir,
			   const char *name, char *err, size_t errlen);

/* Reads one record. Returns a new model, or NULL with err set to
 * "path:line:col: problem". */
struct inlint_model *inlint_record_read(const char *path, char *err,
					size_t errlen);

/* The same for the len bytes of a record's text (an object's copy,
 * object_records.h), named label in errors. */
struct inlint_model *inlint_record_read_text(const char *text, size_t len,
					     const char *label, char *err,
					     size_t errlen);

/* Reads a decision file: a whole record, a merged report, or a hand-written
 * list of recommendations, either as the top-level sequence or under a
 * "recommendations" key, which a top-level mapping must have. Every
 * decision needs a function and an action.
 * Returns a model holding only the decisions as recommendations, or NULL
 * with err set to "path:line:col: problem". */
struct inlint_model *inlint_decisions_read(const char *path, char *err,
					   size_t errlen);

/* The same, refusing a file two of whose decisions conflict
 * (decision_conflict.h), with err set to "path:line: ..." naming both:
 * for the CLI, which takes a decision file as a whole. The plugin reads
 * with inlint_decisions_read and applies neither of the two. */
struct inlint_model *inlint_decisions_read_whole(const char *path, char *err,
						 size_t errlen);

#endif
