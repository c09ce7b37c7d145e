/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* scopes.h - the model function a debug location is written in (its
 * scope's DISubprogram, found by name, cached), and those of its chain. */
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

/* Calls link once per link of loc's inlinedAt chain, innermost first: the
 * function of one location was inlined at that line of the next's (each
 * -1 when the model lacks it). The links above an inlinedAt location
 * depend on it alone, so the walk stops after reaching one that walked
 * has already recorded with the same stamp. */
void inlint_scopes_walk_chain(struct inlint_scopes *s,
			      struct inlint_md_map *walked, long stamp,
			      LLVMMetadataRef loc,
			      void (*link)(void *ctx, long callee, long caller,
					   unsigned line),
			      void *ctx);

void inlint_scopes_release(struct inlint_scopes *s);

#endif
