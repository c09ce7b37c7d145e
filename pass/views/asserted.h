/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* asserted.h - calls whose result a compile-time assertion tests
 * (BUILD_BUG_ON): out of line it no longer folds, and the build fails. */
#ifndef INLINT_ASSERTED_H
#define INLINT_ASSERTED_H

#include <llvm-c/Types.h>
#include <stdbool.h>

/* Whether mod declares a function clang marks "dontcall-error" (the
 * kernel's __compiletime_assert_N, __attribute__((error))): without one,
 * no call is asserted, and none need be looked at. */
bool inlint_module_asserts(LLVMModuleRef mod);

/* Whether call's result decides, through compares and arithmetic, a branch
 * to a call of such a function. */
bool inlint_call_asserted(LLVMValueRef call);

#endif
