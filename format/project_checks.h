/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* project_checks.h - the `checks:` of the project file nearest a source
 * file, found upward from its folder as clang-tidy finds .clang-tidy. */
#ifndef INLINT_PROJECT_CHECKS_H
#define INLINT_PROJECT_CHECKS_H

#include "checks.h"

#include <stddef.h>

/* Each folder looked up once: a report names thousands of files in far
 * fewer folders. */
struct inlint_project_checks;

struct inlint_project_checks *inlint_project_checks_create(void);
void inlint_project_checks_destroy(struct inlint_project_checks *pc);

/* The checks of the nearest .inlint.yaml above the folder of file (a path
 * from our working directory) that has a `checks:` key, in *out; NULL
 * when none has, or the folder does not exist here. Returns 0, or -1 with
 * err set when that file cannot be read (once per file: later findings
 * below it get NULL and 0). */
int inlint_project_checks_for(struct inlint_project_checks *pc,
			      const char *file,
			      const struct inlint_checks **out, char *err,
			      size_t errlen);

#endif
