/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* decision_list.h - writes a chosen subset of a model's recommendations as a
 * hand-written decision list (docs/DECISIONS.md), for INLINT_APPLY. */
#ifndef INLINT_DECISION_LIST_H
#define INLINT_DECISION_LIST_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* Writes the recommendations i of m with pick[i] set, in order, to path
 * atomically; none picked makes an empty list. messages, when not NULL,
 * replaces each written decision's message. Returns 0, or -1 with err set
 * to "path: problem". */
int inlint_decision_list_write(const struct inlint_model *m, const bool *pick,
			       char *const *messages, const char *path,
			       char *err, size_t errlen);

#endif
