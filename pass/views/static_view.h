/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* static_view.h - the call sites as a build without the profile would see
 * them, taken at PipelineStart, and joined to the profiled "before" view:
 * where the profile flips a site's hotness, and what it inlined early. */
#ifndef INLINT_STATIC_VIEW_H
#define INLINT_STATIC_VIEW_H

#include "model.h"

#include <llvm-c/Types.h>

/* Whether mod is about to get a profile: -fprofile-sample-use marks every
 * function "use-sample-profile"; front-end PGO has attached entry counts. */
bool inlint_expects_profile(LLVMModuleRef mod);

/* Fills static_hotness and static_frequency of m's call sites from st, the
 * static view of the same module, and adds to m, marked profile_inlined,
 * the sites st has and m lacks where mod, m's module, holds a copy of the
 * callee inlined there: the sample-profile loader inlined them before m
 * was taken. */
void inlint_static_join(struct inlint_model *m, const struct inlint_model *st,
			LLVMModuleRef mod);

#endif
