/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* scopes.h - the model function a debug location is written in: its
 * scope's DISubprogram, found by name in the model and cached per scope. */
#ifndef INLINT_SCOPES_H
#define INLINT_SCOPES_H

#include "md_map.h"
#include "model.h"

#include <llvm-c/Types.h>

struct inlint_scopes {
	const struct inlint_model *m;
	LLVMContextRef ctx;
	struct inlint_md_map map; /* scopes and subprograms: index or -1 */
};

/* The index in s->m of the function whose source holds loc, or -1: a
 * function the model lacks, or a scope that is no subprogram's. */
long inlint_scopes_function(struct inlint_scopes *s, LLVMMetadataRef loc);

void inlint_scopes_release(struct inlint_scopes *s);

#endif
