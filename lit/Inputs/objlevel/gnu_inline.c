/* gnu_inline.c - the kernel's inline, which its compiler_types.h makes
 * gnu_inline, on a static helper that a decision makes noinline. */
#define inline inline __attribute__((__gnu_inline__))

static inline unsigned int lock_type(const unsigned long *flags)
{
	return *flags & 3;
}

unsigned int lock_all(const unsigned long *a, const unsigned long *b);

unsigned int lock_all(const unsigned long *a, const unsigned long *b)
{
	return lock_type(a) + lock_type(b);
}
