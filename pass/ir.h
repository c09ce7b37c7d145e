/* ir.h - small IR queries that the LLVM C API does not offer directly,
 * shared by the modules that walk IR. */
#ifndef INLINT_IR_H
#define INLINT_IR_H

#include <llvm-c/Types.h>
#include <stdbool.h>

/* call, invoke or callbr: what C++ calls a CallBase. */
bool inlint_is_call(LLVMValueRef inst);

#endif
