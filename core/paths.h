/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* paths.h - how inlint names files: the record name of a translation unit,
 * and whether two spellings of a source path name the same file. */
#ifndef INLINT_PATHS_H
#define INLINT_PATHS_H

#include <stdbool.h>

/* The escape of record names: the top directory of records whose source is
 * not a plain relative path. */
#define INLINT_RECORD_ESCAPE "__"

/* Name of a TU's record below the records directory, ending ".inlint.yaml".
 * Paths are normalised lexically first: empty and "." components dropped,
 * ".." taking back the component before it. A relative path that then
 * stays below the working directory keeps its spelling (mm/memory.c); any
 * other (absolute, climbing out, empty, or starting with the escape) is
 * named __/ plus its absolute path, found against cwd. Sources that
 * normalise differently never share a name. Returns a new string, or NULL
 * when the name needs cwd and cwd is NULL. */
char *inlint_record_name(const char *source_file, const char *cwd);

/* The record of a phase of the link (ThinLTO backend, full LTO): the same
 * name with the phase before ".yaml", mm/memory.c.inlint.thinlto-backend.yaml,
 * beside the compile's; no compile record ends so. phase NULL: the
 * compile's name. */
char *inlint_record_name_phase(const char *source_file, const char *cwd,
			       const char *phase);

/* The same file, named from two places: one path is the other's tail. */
bool inlint_same_file(const char *a, const char *b);

/* A source file of the system's or the compiler's headers, which no one
 * building with inlint wrote: /usr/include/..., not /usr/src/linux/... */
bool inlint_system_path(const char *file);

#endif
