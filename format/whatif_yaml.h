/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif_yaml.h - `inlint whatif --format yaml`: what a decision set
 * changes in each translation unit as one YAML document (docs/WHATIF.md). */
#ifndef INLINT_WHATIF_YAML_H
#define INLINT_WHATIF_YAML_H

#include "whatif_effect.h"

#include <stdio.h>

#define INLINT_WHATIF_SCHEMA "inlint-whatif/1"

struct inlint_yaml_out;

/* One unit's mapping (file, flips, copies, text), also for audit's
 * findings. */
void inlint_whatif_yaml_unit(struct inlint_yaml_out *o,
			     const struct inlint_whatif_effect *e);

/* Emits the effects of the n units (one decision set, decisions, NULL for
 * the empty one) to out. Returns 0, or -1 with err set. */
int inlint_whatif_emit_yaml(const char *decisions,
			    const struct inlint_whatif_effect *const *units,
			    size_t n, FILE *out, char *err, size_t errlen);

/* One configuration's units, for a document of several: its name in the
 * project file, its label ("clang-22 arm64") and what its baseline's
 * record says of the build ("clang 22", "aarch64"). */
struct inlint_whatif_yaml_config {
	const char *name, *label, *compiler, *arch;
	const struct inlint_whatif_effect *const *units;
	size_t n;
};

/* Emits the n configurations' effects of one decision set to out as one
 * document: the schema and the decisions, then under configurations: each
 * one's name, label, compiler, arch and units. Returns 0, or -1 with err
 * set. */
int inlint_whatif_emit_yaml_configs(const char *decisions,
				    const struct inlint_whatif_yaml_config *v,
				    size_t n, FILE *out, char *err,
				    size_t errlen);

#endif
