/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* target.h - whether LLVM may inline a callee into a caller compiled for
 * other target features (__attribute__((target("bmi2"))) and the like). */
#ifndef INLINT_TARGET_H
#define INLINT_TARGET_H

#include <llvm-c/Types.h>
#include <stdbool.h>

/* True when callee asks for a target the caller does not give: a
 * "target-features" entry "+X" the caller lacks, or another
 * "target-cpu". LLVM refuses to inline such a call, and clang rejects an
 * always_inline one ("requires target feature"). */
bool inlint_target_mismatch(LLVMValueRef caller, LLVMValueRef callee);

#endif
