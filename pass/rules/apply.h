/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* apply.h - decisions become attributes at PipelineStart, before any
 * inliner runs, with the checks that keep the IR valid and kernel code
 * correct. */
#ifndef INLINT_APPLY_H
#define INLINT_APPLY_H

#include "model.h"

#include <llvm-c/Types.h>

/* Applies the decisions (recommendations of `decisions`) that match mod.
 * facts is mod's "before" model (callgraph.c), used to recognise functions
 * and refuse unsafe decisions; its phase says whether a function may carry
 * a name an LTO link gave it. Appends one entry to log->applied per
 * matching decision; a decision that matches nothing here is normal and
 * leaves no trace, except a call-site decision whose function and caller
 * are both here: no such call is a problem in log. */
void inlint_apply(LLVMModuleRef mod, const struct inlint_model *facts,
		  const struct inlint_model *decisions,
		  struct inlint_model *log);

#endif
