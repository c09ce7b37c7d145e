/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* paths.h - how inlint names files: the record path of a translation unit,
 * and whether two spellings of a source path name the same file. */
#ifndef INLINT_PATHS_H
#define INLINT_PATHS_H

#include <stdbool.h>

/* Path of the record for a TU: dir + the source path made relative (leading
 * '/' and '..' components mapped), + ".inlint.yaml". Distinct sources never
 * share a path. Returns a malloc'd string. */
char *inlint_record_path(const char *dir, const char *source_file);

/* The same file, named from two places: one path is the other's tail. */
bool inlint_same_file(const char *a, const char *b);

#endif
