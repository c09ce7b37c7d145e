/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* advice.h - the rules that turn a model's facts into recommendations.
 * Reads only the model; never LLVM IR, never YAML. */
#ifndef INLINT_ADVICE_H
#define INLINT_ADVICE_H

#include "model.h"

/* Appends the recommendations for every function of m; none at all
 * without debug info. Functions without a source location (line 0 in a
 * build with debug info: compiler intrinsics) or from system headers get
 * none unless system is set (INLINT_SYSTEM=1). */
void inlint_advise(struct inlint_model *m, bool system);

/* Why LLVM can never inline f ("recursive: ..."), or NULL. */
const char *inlint_never_inlinable(const struct inlint_function *f);

/* Why __always_inline on function fi of m is a correctness requirement
 * (noinstr code, __builtin_constant_p), written into buf; or NULL. */
const char *inlint_always_inline_required(const struct inlint_model *m,
					  size_t fi, char *buf, size_t len);

/* Why function fi of m cannot be inlined into caller (any caller when
 * NULL), written into buf: it asks for target features or a CPU that a
 * caller lacks. NULL when every such call can be inlined. */
const char *inlint_target_refusal(const struct inlint_model *m, size_t fi,
				  const char *caller, char *buf, size_t len);

#endif
