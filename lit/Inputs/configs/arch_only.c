/* arch_only.c - a helper compiled on x86_64 only (as arch code under
 * #ifdef): on arm64 no compile defines it, and a verdict there is no
 * verdict. Its one caller keeps it out of line (a cold call), so a noinline
 * on it changes nothing where it is compiled. */
#include "kernel.h"

#ifdef __x86_64__
static unsigned long fixup_tsc(unsigned long *regs, unsigned long delta)
{
	for (int i = 0; i < 16; i++)
		regs[i] ^= delta * (unsigned long)(i + 1);
	return regs[0] + regs[15];
}
#endif

unsigned long clock_adjust(unsigned long *regs, unsigned long delta)
{
#ifdef __x86_64__
	if (unlikely(delta > 1000))
		return fixup_tsc(regs, delta);
#endif
	return regs[0] + delta;
}
