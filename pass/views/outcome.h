/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* outcome.h - the "after" view: what the optimiser did with each function
 * of the "before" view, from inlinedAt chains or, without debug info, from
 * the calls that survive. */
#ifndef INLINT_OUTCOME_H
#define INLINT_OUTCOME_H

#include "model.h"

#include <llvm-c/Types.h>

void inlint_outcome_build(struct inlint_model *m, LLVMModuleRef mod);

/* Fills effect and took_effect of each applied decision from the outcomes
 * of m (after inlint_outcome_build). */
void inlint_outcome_judge(struct inlint_model *m);

#endif
