/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* record_inputs.h - the records at the paths a user names: record files,
 * objects and archives that carry records (object_records.h), directories
 * searched for both; each record read once, also where a directory holds a
 * compile's record file beside its object. */
#ifndef INLINT_RECORD_INPUTS_H
#define INLINT_RECORD_INPUTS_H

#include "htab.h"
#include "model.h"
#include "walk.h"

/* Zeroed ({0}) before the first find; release frees what it holds. */
struct inlint_record_inputs {
	struct inlint_paths paths;	   /* the files found */
	struct inlint_record_digest *seen; /* of the record texts read */
	size_t n_seen, cap_seen;
	struct inlint_htab index; /* over seen */
};

/* Finds the files at path: path itself when it is a file, else the record
 * files and objects below it (inlint_find_records_and_objects). Returns 0,
 * or -1 with err set to "path: problem". */
int inlint_record_inputs_find(struct inlint_record_inputs *in, const char *path,
			      char *err, size_t errlen);

/* Takes m, a record read from the file or object named label. Returns 0,
 * or -1 with err set. */
typedef int (*inlint_record_fn)(void *arg, struct inlint_model *m,
				const char *label, char *err, size_t errlen);

/* Reads the records of in->paths.v[i] and calls fn for each one not read
 * before. A file given as it is must hold a record; an object found in a
 * directory may hold none (one compiled without the plugin). Returns the
 * number of records given to fn, or -1 with err set by the reader ("path:
 * problem", "path:line:col: problem") or by fn. */
long inlint_record_inputs_read(struct inlint_record_inputs *in, size_t i,
			       inlint_record_fn fn, void *arg, char *err,
			       size_t errlen);

void inlint_record_inputs_release(struct inlint_record_inputs *in);

#endif
