/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* compiler_words.h - what outputs call a configuration's compiler
 * ("clang-22 arm64 + AutoFDO"), asked of the compiler itself. */
#ifndef INLINT_COMPILER_WORDS_H
#define INLINT_COMPILER_WORDS_H

#include "whatif.h"

#include <stdbool.h>
#include <stddef.h>

/* The words of tu's compiler as its command runs it, asked of the
 * compiler itself (--version, -dumpmachine with the command's target):
 * "COMPILER-MAJOR ARCH", the architecture as the kernel names it (arm64),
 * and " + AutoFDO" when the command uses a sample profile; its output goes
 * to files in scratch. Returns 0, or -1 with err set. */
int inlint_whatif_compiler_words(const struct inlint_whatif_tu *tu,
				 const char *scratch, char *buf, size_t n,
				 char *err, size_t errlen);

/* " -Os -fno-inline KASAN": the words of tu's inliner where it is not
 * -O2's (its level, the flags that keep functions from it, the threshold
 * flags) and of its sanitizers, each after a space; "" for neither. */
void inlint_whatif_level_words(const struct inlint_whatif_tu *tu, bool gcc,
			       char *buf, size_t n);

#endif
