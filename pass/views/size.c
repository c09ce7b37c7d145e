/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* size.c - counts a function's IR instructions, the size unit of records.
 * Debug intrinsics are skipped so that -g does not change a function's size. */
#include "size.h"

#include <llvm-c/Core.h>

bool inlint_instruction_counts(LLVMValueRef i)
{
	/* The opcode first: it is cheap, and only calls can be debug
	 * intrinsics. */
	return LLVMGetInstructionOpcode(i) != LLVMCall ||
	       !LLVMIsADbgInfoIntrinsic(i);
}

unsigned inlint_function_size(LLVMValueRef fn)
{
	unsigned n = 0;

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i))
			n += inlint_instruction_counts(i);
	return n;
}
