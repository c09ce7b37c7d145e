/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* own_source.h - which functions of a baseline the TU's own source
 * defines, when its record cannot say: without debug info every function,
 * a header's too, carries the TU's file and line 0. */
#ifndef INLINT_OWN_SOURCE_H
#define INLINT_OWN_SOURCE_H

#include "model.h"
#include "srcedit.h"

#include <stdbool.h>

/* The definitions of path that start in column 0 and that view (the TU
 * preprocessed, or NULL) keeps (none if it cannot be read: then no
 * function of a record without lines is the TU's own). */
void inlint_own_source_read(const char *path, const struct inlint_ppview *view,
			    struct inlint_srcdefs *defs);

/* Whether f, of record m, is defined in m's own source; *line is where.
 * A record with lines says so itself; one without (f->line 0) is placed
 * by defs, the definitions inlint_own_source_read found. */
bool inlint_own_source_has(const struct inlint_model *m,
			   const struct inlint_function *f,
			   const struct inlint_srcdefs *defs, unsigned *line);

#endif
