/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* advice.h - the rules that turn a model's facts into recommendations.
 * Reads only the model; never LLVM IR, never YAML. */
#ifndef INLINT_ADVICE_H
#define INLINT_ADVICE_H

#include "model.h"

/* Appends the recommendations for every function of m. */
void inlint_advise(struct inlint_model *m);

/* Why LLVM can never inline f ("recursive: ..."), or NULL. */
const char *inlint_never_inlinable(const struct inlint_function *f);

/* Why __always_inline on function fi of m is a correctness requirement
 * (noinstr code, __builtin_constant_p), written into buf; or NULL. */
const char *inlint_always_inline_required(const struct inlint_model *m,
					  size_t fi, char *buf, size_t len);

#endif
