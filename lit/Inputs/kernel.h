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
