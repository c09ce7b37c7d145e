/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* patchset.h - the source files one patch touches, found under a source
 * directory, with their edits; written as one diff that git apply takes. */
#ifndef INLINT_PATCHSET_H
#define INLINT_PATCHSET_H

#include "srcfile.h"
#include "udiff.h"

#include <stdio.h>

struct inlint_patchset;

/* src_dir: what diff names are relative to, and every file must lie
 * below; build_dir (NULL: src_dir): what relative file names start from.
 * Returns NULL with err set when either is not a directory. */
struct inlint_patchset *inlint_patchset_create(const char *src_dir,
					       const char *build_dir, char *err,
					       size_t errlen);
void inlint_patchset_destroy(struct inlint_patchset *ps);

/* The file as read (once), for a name from a record: absolute, or relative
 * to build_dir. Returns NULL with err set when it cannot be read or lies
 * outside src_dir. */
const struct inlint_src *inlint_patchset_file(struct inlint_patchset *ps,
					      const char *file, char *err,
					      size_t errlen);

/* Adds an edit of a file returned above; takes its lines. */
int inlint_patchset_add(struct inlint_patchset *ps,
			const struct inlint_src *src, struct inlint_edit *e);

/* Writes every file's diff, files in name order. Returns 0, or -1 with err
 * set (two edits of one line). */
int inlint_patchset_write(struct inlint_patchset *ps, FILE *out, char *err,
			  size_t errlen);

#endif
