/* irq_plain.c - kernel-style helpers that a patch marks __always_inline:
 * one asks __builtin_constant_p about its parameter, one is called from
 * noinstr entry code, one is neither and only a matter of code. */
#include "kernel.h"

#define fls_const(n) ((n) >= 256 ? 9 : (n) >= 16 ? 5 : 1)
#define order_of(n) (__builtin_constant_p(n) ? fls_const(n) : slow_fls(n))

extern unsigned long irq_state;
extern unsigned int slow_fls(unsigned long n);
extern void handle_irq(unsigned long state);

static unsigned int size_order(unsigned long size)
{
	return order_of(size);
}

static unsigned long irq_save(unsigned long cr)
{
	unsigned long old = irq_state;

	irq_state = old | cr | 1;
	return old;
}

noinstr void irq_entry(unsigned long cr)
{
	handle_irq(irq_save(cr));
}

static unsigned long irq_mask(void)
{
	return irq_state & 3;
}

unsigned long pool_order(unsigned long size)
{
	return size_order(size) + size_order(4096) + irq_mask();
}
