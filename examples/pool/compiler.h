/* compiler.h - the kernel's inlining and branch-hint spellings, so that the
 * example reads like kernel code and compiles as a normal program. */
#ifndef POOL_COMPILER_H
#define POOL_COMPILER_H

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define __always_inline inline __attribute__((__always_inline__))
#define noinline __attribute__((__noinline__))
#define __cold __attribute__((__cold__))
#define noinstr                                                              \
	noinline __attribute__((__section__(".noinstr.text")))               \
	__attribute__((__no_profile_instrument_function__))

#endif
