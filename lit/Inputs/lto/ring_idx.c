/* ring_idx.c - a ring read and written at an index its callers give: under
 * -fsanitize=array-bounds each access keeps its bounds check, and through
 * ring_call an indirect call that CFI checks. */
#include "../kernel.h"

#define RING_SLOTS 16

struct ring {
	unsigned long slot[RING_SLOTS];
	unsigned int head;
	unsigned long (*fold)(unsigned long, unsigned long);
};

unsigned long ring_peek(struct ring *r, unsigned int i)
{
	return r->slot[i];
}

void ring_put(struct ring *r, unsigned long v)
{
	r->slot[r->head] = v;
	r->head = (r->head + 1) % RING_SLOTS;
}

unsigned long ring_call(struct ring *r, unsigned int i)
{
	return r->fold(ring_peek(r, i), r->head);
}
