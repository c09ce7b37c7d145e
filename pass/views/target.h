/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* target.h - whether LLVM may inline a callee into a caller compiled for
 * other target features (__attribute__((target("bmi2"))) and the like),
 * or with other attributes it wants the same (noinstr's noprofile). */
#ifndef INLINT_TARGET_H
#define INLINT_TARGET_H

#include "inline_compat.h"

#include <llvm-c/Types.h>
#include <stdbool.h>
#include <stdint.h>

/* True when callee asks for a target the caller does not give: a
 * "target-features" entry "+X" the caller lacks, or another
 * "target-cpu". LLVM refuses to inline such a call, and clang rejects an
 * always_inline one ("requires target feature"). */
bool inlint_target_mismatch(LLVMValueRef caller, LLVMValueRef callee);

/* The enum attribute kind of each inlint_compat_attrs entry, 0 for a
 * string attribute (or one this LLVM does not have): looked up once. */
struct inlint_attr_kinds {
	unsigned kind[INLINT_COMPAT_ATTRS];
};
void inlint_attr_kinds_init(struct inlint_attr_kinds *k);

/* Those attributes of fn as one number: functions whose numbers differ
 * differ in one of them. */
uint64_t inlint_attr_signature(LLVMValueRef fn,
			       const struct inlint_attr_kinds *k);

/* The first attribute of inlint_compat_attrs that caller and callee
 * differ in, or NULL: LLVM then inlines the call only when it is
 * always_inline ("conflicting attributes"). */
const char *inlint_attr_conflict(LLVMValueRef caller, LLVMValueRef callee,
				 const struct inlint_attr_kinds *k);

#endif
