/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* instrumented.h - the sanitizers a module's IR was instrumented with, for
 * an LTO link, whose command line names none of the compiles'. */
#ifndef INLINT_INSTRUMENTED_H
#define INLINT_INSTRUMENTED_H

#include <llvm-c/Types.h>

/* The sanitizers mod's code shows, as -fsanitize= names joined by commas
 * ("kernel-address,undefined"), one per family; NULL when it shows none.
 * Free it. */
char *inlint_instrumented_sanitizers(LLVMModuleRef mod);

#endif
