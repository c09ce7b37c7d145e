/* outcome.h - the "after" view: what the optimiser did with each function
 * of the "before" view, from inlinedAt chains or, without debug info, from
 * the calls that survive. */
#ifndef INLINT_OUTCOME_H
#define INLINT_OUTCOME_H

#include "model.h"

#include <llvm-c/Types.h>

void inlint_outcome_build(struct inlint_model *m, LLVMModuleRef mod);

#endif
