/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* constargs.h - parameters that decide a function's control flow, and how
 * much of its body a call's constant arguments would fold away once
 * inlined: what a size-based cost model misses (LZ4_compress_generic). */
#ifndef INLINT_CONSTARGS_H
#define INLINT_CONSTARGS_H

#include <llvm-c/Types.h>

/* Parameters of fn that decide a branch, a switch or an indirect call. */
unsigned inlint_constargs_deciding(LLVMValueRef fn);

/* Branch targets that call's constant arguments make dead in callee: a
 * switch on a parameter keeps one target, a branch on a compare of a
 * parameter with a constant keeps one of two, an indirect call through a
 * parameter becomes direct (counted as one). */
unsigned inlint_constargs_pruned(LLVMValueRef call, LLVMValueRef callee);

#endif
