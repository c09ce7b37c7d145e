/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* required_why.h - why a forcing annotation may never go, or never come,
 * in the words of the plugin's apply refusals, which objects mode repeats. */
#ifndef INLINT_REQUIRED_WHY_H
#define INLINT_REQUIRED_WHY_H

#include <string.h>

/* Before the reason an __always_inline is required. */
#define INLINT_WHY_ALWAYS_INLINE "__always_inline is required: "

/* why without INLINT_WHY_ALWAYS_INLINE, for a finding that says it
 * already. */
static inline const char *inlint_why_reason(const char *why)
{
	static const char prefix[] = INLINT_WHY_ALWAYS_INLINE;

	return strncmp(why, prefix, sizeof(prefix) - 1)
		       ? why
		       : why + sizeof(prefix) - 1;
}

#define INLINT_WHY_CONSTANT_P                                                  \
	"the body uses __builtin_constant_p, which only folds once inlined "   \
	"into a caller that passes a constant"

#define INLINT_WHY_ASM_IMMEDIATE                                               \
	"its parameters reach an inline asm operand that must be an "          \
	"immediate (\"i\"), which only a caller's constant gives once "        \
	"inlined: an out-of-line copy does not compile"

#define INLINT_WHY_ASSERTED                                                    \
	"a compile-time assertion (BUILD_BUG_ON) tests its result, which "     \
	"folds only once it is inlined: out of line, the build fails"

#define INLINT_WHY_NO_INSTRUMENT                                               \
	"instrumentation-exempt code; an out-of-line copy would be "           \
	"instrumented or leave .noinstr.text"

/* A format: the noinstr caller's name. */
#define INLINT_WHY_NOINSTR_CALLER                                              \
	"called from noinstr code %s; an out-of-line copy would be "           \
	"instrumented or leave .noinstr.text"

#define INLINT_WHY_NOINSTR_NOINLINE                                            \
	"noinstr or instrumentation-exempt code: its noinline is required"

/* Why always_inline may never come: apply's words, and those of a source
 * edit measured from objects, whose compile would fail. */
#define INLINT_NEVER_VARIADIC                                                  \
	"variadic: neither LLVM nor GCC inlines a function that uses va_start"

/* Why noinline may never come, measured from objects. */
#define INLINT_NEVER_OUT_OF_LINE_STUB                                          \
	"it returns a constant, and GCC drops the code that constant makes "   \
	"dead in its callers only once it is inlined: a BUILD_BUG() there "    \
	"would fire, a call to what the configuration does not build would "   \
	"not link"

/* Measured from objects: a source edit of the definition cannot take
 * away what a header's prototype says. */
#define INLINT_NEVER_DECLARED_NOINLINE                                         \
	"a prototype of it says noinline (a header's __fix_address), and GCC " \
	"rejects always_inline beside it; an edit of the definition does "     \
	"not reach the prototype"

/* Measured from objects: the cycle is among the TU's own definitions. */
#define INLINT_NEVER_CYCLE                                                     \
	"recursive: it closes a call cycle of the TU's functions, and GCC "    \
	"fails on one forced (\"recursive inlining\", \"function not "         \
	"inlinable\")"

#define INLINT_NEVER_VA_COPY                                                   \
	"uses va_copy: GCC never inlines a function that does"

#define INLINT_NEVER_WEAK                                                      \
	"weak: the linker may take another definition, so no compiler "        \
	"inlines it, and GCC fails inline on it"

#endif
