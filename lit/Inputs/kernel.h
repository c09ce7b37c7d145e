/* kernel.h - the kernel's spellings of inline and branch hints, for the lit
 * inputs. */
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define __always_inline inline __attribute__((__always_inline__))
#define noinline __attribute__((__noinline__))
#define noinline_for_stack noinline
#define __cold __attribute__((__cold__))
#define __noreturn __attribute__((__noreturn__))
#define noinstr                                                              \
	noinline __attribute__((__section__(".noinstr.text")))               \
	__attribute__((__no_profile_instrument_function__))
/* compiletime_assert() as the kernel writes it: an error function per
 * use, called when the condition fails, which must fold to nothing. */
#define __compiletime_assert(cond, msg, n)                                   \
	do {                                                                 \
		extern void __compiletime_assert_##n(void)                   \
			__attribute__((__error__(msg)));                     \
		if (!(cond))                                                 \
			__compiletime_assert_##n();                          \
	} while (0)
#define _compiletime_assert(cond, msg, n) __compiletime_assert(cond, msg, n)
#define BUILD_BUG_ON(cond)                                                   \
	_compiletime_assert(!(cond), "BUILD_BUG_ON failed: " #cond, __COUNTER__)
