/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ir.h - small IR queries that the LLVM C API does not offer directly,
 * shared by the modules that walk IR. */
#ifndef INLINT_IR_H
#define INLINT_IR_H

#include "model.h"

#include <llvm-c/Types.h>
#include <stdbool.h>

/* Whether fn carries the function attribute name ("sanitize_address"). */
bool inlint_has_fn_attr(LLVMValueRef fn, const char *name);

/* call, invoke or callbr: what C++ calls a CallBase. */
bool inlint_is_call(LLVMValueRef inst);

/* The defined function call calls directly with v as its argument *arg,
 * the first such at *arg or after; NULL when there is none. */
LLVMValueRef inlint_passed_to(LLVMValueRef call, LLVMValueRef v, unsigned *arg);

/* The position of parameter p in its function's parameter list. */
unsigned inlint_param_index(LLVMValueRef p);

/* The function that every caller of call's function passes as the
 * parameter call calls through (jemalloc's imalloc_fastpath(size,
 * &malloc_default)), or passes on from its own static callers: once the
 * function is inlined the call is direct. NULL when the callee is no
 * parameter, the function is not static, a caller passes another value,
 * or the function's address escapes. */
LLVMValueRef inlint_bound_callee(LLVMValueRef call);

/* Whether bb's address is taken other than by a callbr (asm goto): a
 * label's address, &&label, for a computed goto or as _THIS_IP_. */
bool inlint_block_address_taken(LLVMBasicBlockRef bb);

/* Whether call is a call (not an invoke) that may return twice: its callee
 * or the call itself has returns_twice (setjmp, vfork), the attribute of
 * kind kind (LLVMGetEnumAttributeKindForName). */
bool inlint_may_return_twice(LLVMValueRef call, unsigned kind);

/* The value of switch sw's successor i > 0, the case that goes there. */
LLVMValueRef inlint_switch_case_value(LLVMValueRef sw, unsigned i);

/* A constant that folds a branch once inlined: an integer, a float, a null
 * pointer or a function (an indirect call made direct). */
bool inlint_is_folding_constant(LLVMValueRef v);

/* Operand i of an MDNode given as a value, or NULL. LLVMGetMDNodeOperands
 * writes every operand, so asking for one needs room for all. */
LLVMValueRef inlint_md_operand(LLVMValueRef node, unsigned i);

/* Operand i of a named metadata node of mod (e.g. "llvm.ident"), or NULL. */
LLVMValueRef inlint_named_md_operand(LLVMModuleRef mod, const char *name,
				     unsigned i);

/* The function the source calls name: name itself, or, when phase renames
 * statics (inlint_phase_renames), the name an LTO link gave it when it
 * promoted one (name.llvm.N, link_name.h). */
LLVMValueRef inlint_function_named(LLVMModuleRef mod, const char *name,
				   enum inlint_phase phase);

#endif
