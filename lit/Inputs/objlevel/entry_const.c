/* entry_const.c - kernel-style helpers whose __always_inline the compiler
 * needs whatever it measures: __builtin_constant_p on a parameter or on a
 * local of a min()-like macro, noinstr entry code and the helper it calls;
 * and helpers that only look alike (__builtin_constant_p of a constant). */
#include "kernel.h"

#define PAGE_SHIFT 12
#define fls_const(n) ((n) >= 256 ? 9 : (n) >= 16 ? 5 : 1)
#define order_of(n) (__builtin_constant_p(n) ? fls_const(n) : slow_fls(n))
#define min_once(x, y)                                                       \
	({                                                                   \
		__auto_type __x = (x);                                       \
		__auto_type __y = (y);                                       \
		(void)(__builtin_constant_p(__x) && __x < 0);                \
		__x < __y ? __x : __y;                                       \
	})

extern unsigned long irq_state, pool_pages;
extern unsigned int slow_fls(unsigned long n);
extern void handle_irq(unsigned long state);

static __always_inline unsigned int size_order(unsigned long size)
{
	return order_of(size);
}

static __always_inline unsigned int table_order(void)
{
	return order_of(4096);
}

static __always_inline unsigned long pool_room(unsigned long want)
{
	return pool_pages - min_once(want, 1UL << PAGE_SHIFT);
}

static __always_inline unsigned long irq_save(unsigned long cr)
{
	unsigned long old = irq_state;

	irq_state = old | cr | 1;
	return old;
}

noinstr void irq_entry(unsigned long cr)
{
	handle_irq(irq_save(cr));
}

static __always_inline unsigned long irq_mask(void)
{
	return irq_state & 3;
}

unsigned long pool_report(unsigned long size, unsigned long want)
{
	return size_order(size) + table_order() + pool_room(want) + irq_mask();
}
