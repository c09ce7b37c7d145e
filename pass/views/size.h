/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* size.h - a function's size in IR instructions, the unit the records use;
 * debug intrinsics and debug records do not count. */
#ifndef INLINT_SIZE_H
#define INLINT_SIZE_H

#include <llvm-c/Types.h>
#include <stdbool.h>

unsigned inlint_function_size(LLVMValueRef fn);
/* Whether the instruction counts in a size: it is no debug intrinsic. */
bool inlint_instruction_counts(LLVMValueRef i);

#endif
