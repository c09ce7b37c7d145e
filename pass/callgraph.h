/* callgraph.h - the "before" view: every defined function of a module with
 * its size, attributes and linkage, and every direct call with its hotness. */
#ifndef INLINT_CALLGRAPH_H
#define INLINT_CALLGRAPH_H

#include "model.h"

#include <llvm-c/Types.h>

/* Builds a new model of mod as it stands before inlining. */
struct inlint_model *inlint_callgraph_build(LLVMModuleRef mod);

#endif
