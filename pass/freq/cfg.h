/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* cfg.h - a function's control-flow graph with branch probabilities, read
 * from IR: branch_weights metadata where present, LLVM's static heuristics
 * (loops, unreachable/noreturn, cold calls) elsewhere. */
#ifndef INLINT_CFG_H
#define INLINT_CFG_H

#include "blockfreq.h"

#include <llvm-c/Core.h>

/* Builds the CFG of a defined function; block i is the i-th basic block in
 * function order. Returns 0, or -1 for a declaration. Release with
 * inlint_cfg_release. */
int inlint_cfg_build(LLVMValueRef fn, struct inlint_cfg *cfg);
void inlint_cfg_release(struct inlint_cfg *cfg);

/* The blocks and edges alone, every probability 0: what a walk over the
 * graph needs, without the estimate's cost. */
int inlint_cfg_build_plain(LLVMValueRef fn, struct inlint_cfg *cfg);

/* As inlint_cfg_build, but blind to !prof metadata and reading llvm.expect
 * instead: the estimate a build without a profile makes, as the IR stands
 * at PipelineStart, before LowerExpect and the profile loaders. */
int inlint_cfg_build_static(LLVMValueRef fn, struct inlint_cfg *cfg);

#endif
