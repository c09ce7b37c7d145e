/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* callgraph.h - the "before" view: every defined function of a module with
 * its size, attributes and linkage, and every direct call with its hotness. */
#ifndef INLINT_CALLGRAPH_H
#define INLINT_CALLGRAPH_H

#include "model.h"

#include <llvm-c/Types.h>

/* Builds a new model of mod as it stands before inlining. With a profile,
 * hotness comes from its counts and the summary's thresholds. */
struct inlint_model *inlint_callgraph_build(LLVMModuleRef mod);

/* The same, as a build without the profile would see it: frequencies from
 * the static estimate (inlint_block_frequencies_static). */
struct inlint_model *inlint_callgraph_build_static(LLVMModuleRef mod);

/* Marks macro_generated (and names the macro) every function of m whose
 * name is not written on its definition line of the source: a macro
 * pasted it. Reads the source files, so only the view a record is made
 * of asks for it. */
void inlint_callgraph_mark_pasted(struct inlint_model *m);

/* Sets m's inliner.inlining to in and, where clang restricted inlining,
 * leaves the noinline out of every function's attributes: clang put it on
 * every function it does not let the inliner take, and a written one
 * cannot be told from it (as beside optnone). The view a record is made
 * of asks for it; apply's facts keep the IR's attributes. */
void inlint_callgraph_set_inlining(struct inlint_model *m,
				   enum inlint_inlining in);

#endif
