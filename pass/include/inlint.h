/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inlint.h - what the plugin shim (capi/plugin.cpp) calls: one entry point
 * per extension point, and the options that steer them. */
#ifndef INLINT_H
#define INLINT_H

#include <llvm-c/Types.h>

#include "options.h"

/* PipelineStart: apply the decisions of o->apply, before any inliner. A bad
 * decision file applies nothing and is reported in the record. */
void inlint_apply_decisions(LLVMModuleRef mod, const struct inlint_options *o);

/* PipelineStart: when a profile is about to be attached, take the view a
 * build without it would have, to tell where the profile changes hotness. */
void inlint_observe_static(LLVMModuleRef mod, const struct inlint_options *o);

/* PipelineEarlySimplification: take the "before" view of the module. */
void inlint_observe_before(LLVMModuleRef mod, const struct inlint_options *o);

/* OptimizerLast: take the "after" view, run the rules, write the record.
 * Does nothing when no "before" view of this module was taken. */
void inlint_observe_after(LLVMModuleRef mod, const struct inlint_options *o);

#endif
