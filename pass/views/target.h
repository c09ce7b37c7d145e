/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* target.h - whether LLVM may inline a callee into a caller compiled for
 * other target features (__attribute__((target("bmi2"))) and the like),
 * or with other attributes it wants the same (noinstr's noprofile). */
#ifndef INLINT_TARGET_H
#define INLINT_TARGET_H

#include <llvm-c/Types.h>
#include <stdbool.h>

/* True when callee asks for a target the caller does not give: a
 * "target-features" entry "+X" the caller lacks, or another
 * "target-cpu". LLVM refuses to inline such a call, and clang rejects an
 * always_inline one ("requires target feature"). */
bool inlint_target_mismatch(LLVMValueRef caller, LLVMValueRef callee);

/* The first attribute of inlint_compat_attrs that caller and callee
 * differ in, or NULL: LLVM then inlines the call only when it is
 * always_inline ("conflicting attributes"). */
const char *inlint_attr_conflict(LLVMValueRef caller, LLVMValueRef callee);

#endif
