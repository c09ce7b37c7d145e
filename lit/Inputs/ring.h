/* ring.h - a kernel-style header of static inline ring-buffer helpers, for
 * the source-patch tests of the inline keyword and header rules. */
#include "kernel.h"

struct ring {
	unsigned int head, tail, mask;
	unsigned long slots[64];
};

static inline unsigned int ring_next(const struct ring *r, unsigned int i)
{
	return (i + 1) & r->mask;
}

static __always_inline unsigned int ring_count(const struct ring *r)
{
	return (r->head - r->tail) & r->mask;
}

static inline void ring_resize(struct ring *r, unsigned int order,
			       unsigned long fill)
{
	r->mask = (1u << order) - 1;
	for (unsigned int i = 0; i <= r->mask; i++)
		r->slots[i] = fill;
}
