/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inline_reach.h - without debug info, where a function's body went: the
 * functions it was inlined into, up the calls that did not survive. */
#ifndef INLINT_INLINE_REACH_H
#define INLINT_INLINE_REACH_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

struct inlint_inline_reach;

/* Over m's call sites as their kept flags are now. */
struct inlint_inline_reach *
inlint_inline_reach_create(const struct inlint_model *m);

/* Whether f's body may sit in g: g calls f, or calls a function whose body
 * may, and the call is not kept (it was inlined, or folded away); at most
 * INLINT_INLINE_REACH_DEPTH calls up. */
bool inlint_inline_reach_into(struct inlint_inline_reach *r, size_t f,
			      size_t g);

void inlint_inline_reach_destroy(struct inlint_inline_reach *r);

#define INLINT_INLINE_REACH_DEPTH 8

#endif
