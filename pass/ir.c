/* ir.c - small IR queries that the LLVM C API does not offer directly,
 * shared by the modules that walk IR. */
#include "ir.h"

#include <llvm-c/Core.h>

bool inlint_is_call(LLVMValueRef inst)
{
	return LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst) ||
	       LLVMIsACallBrInst(inst);
}
