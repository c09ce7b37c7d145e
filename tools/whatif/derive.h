/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* derive.h - a configuration of the project file made into what-if TUs:
 * its compile database's commands with its compiler, cross target and
 * sample profile. */
#ifndef INLINT_DERIVE_H
#define INLINT_DERIVE_H

#include "project.h"
#include "whatif.h"

#include <stdbool.h>
#include <stddef.h>

/* Appends the TUs of c's database whose source is one of select
 * (inlint_whatif_tus_from_compdb), each command changed for c:
 * - compiler: the compiler word (after a launcher, which stays) replaced;
 * - target: clang gets --target=T, GCC is T-gcc (the cross compiler);
 * - profile: clang gets -fprofile-sample-use=P, GCC -fauto-profile=P.
 * When words is not NULL, it gets (n_words bytes) what outputs call the
 * first TU's compiler (compiler_words.h, asked in a scratch directory of
 * its own). Returns 0, or -1 with err set. */
int inlint_whatif_tus_from_config(const struct inlint_config *c,
				  const char *const *select, size_t n_select,
				  struct inlint_whatif_tus *out, char *words,
				  size_t n_words, char *err, size_t errlen);

/* As inlint_whatif_probe_db, on configuration c's TUs; and words (n_words
 * bytes) gets what outputs call it (compiler_words.h). */
int inlint_whatif_probe_config(
	const struct inlint_whatif_config *cfg, const struct inlint_config *c,
	const char *prefix, const struct inlint_whatif_trial *t, size_t n,
	inlint_whatif_probe_fn each, inlint_whatif_baseline_fn baseline,
	void *ctx, char *words, size_t n_words, char *err, size_t errlen);

#endif
