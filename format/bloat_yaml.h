/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* bloat_yaml.h - `inlint bloat --format yaml`: the tables of a size diff as
 * one YAML document (libyaml), in the shape docs/BLOAT.md describes. */
#ifndef INLINT_BLOAT_YAML_H
#define INLINT_BLOAT_YAML_H

#include "sizes.h"

#include <stdio.h>

#define INLINT_BLOAT_SCHEMA "inlint-bloat/1"

/* Emits the n tables d, comparing files old and new, to out. Returns 0, or
 * -1 with err set. */
int inlint_bloat_emit_yaml(const char *old, const char *new,
			   struct inlint_sizediff *const *d, size_t n,
			   FILE *out, char *err, size_t errlen);

#endif
