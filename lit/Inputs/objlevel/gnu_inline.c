/* gnu_inline.c - the kernel's inline, which its compiler_types.h makes
 * gnu_inline, on static helpers that a decision makes noinline: one
 * spelled inline, one through a macro that expands to it (the kernel's
 * noinline_for_kasan without KASAN). */
#define inline inline __attribute__((__gnu_inline__))
#define noinline_for_kasan inline

static inline unsigned int lock_type(const unsigned long *flags)
{
	return *flags & 3;
}

static noinline_for_kasan unsigned int lock_bits(const unsigned long *flags)
{
	return *flags >> 2;
}

unsigned int lock_all(const unsigned long *a, const unsigned long *b);

unsigned int lock_all(const unsigned long *a, const unsigned long *b)
{
	return lock_type(a) + lock_type(b) + lock_bits(a) * lock_bits(b);
}
