/* tick_entry.c - a helper that x86_64's noinstr entry code calls and
 * arm64's plain entry code calls: an __always_inline a patch adds to it is
 * required on x86_64 only, and on arm64 a matter of code. */
#include "kernel.h"

extern unsigned long tick_state;
extern void handle_tick(unsigned long state);

static unsigned long tick_save(unsigned long cr)
{
	unsigned long old = tick_state;

	tick_state = old | cr | 1;
	return old;
}

#ifdef __x86_64__
noinstr void tick_entry(unsigned long cr)
{
	handle_tick(tick_save(cr));
}
#else
void tick_entry(unsigned long cr)
{
	handle_tick(tick_save(cr));
}
#endif
