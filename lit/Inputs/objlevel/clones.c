/* clones.c - GCC's clones of one function: ring_fill() is called with a
 * constant stride from its callers (a .constprop clone) and has an
 * unlikely() error path GCC splits off (a .cold part). */
#include "kernel.h"

struct ring {
	unsigned long slots[64];
	unsigned int head, tail, errors;
};

extern __cold void ring_report(struct ring *r, unsigned int what);

static noinline int ring_fill(struct ring *r, unsigned long v, int stride)
{
	int n = 0;

	for (unsigned int i = r->head; i < 64; i += stride, n++) {
		if (unlikely(r->slots[i] == v)) {
			r->errors++;
			ring_report(r, i);
			ring_report(r, r->errors);
			return -1;
		}
		r->slots[i] = v ^ i;
	}
	r->head = (r->head + n) & 63;
	return n;
}

int ring_push(struct ring *r, unsigned long v)
{
	return ring_fill(r, v, 4);
}

int ring_push_many(struct ring *r, unsigned long v)
{
	int n = ring_fill(r, v, 4);

	return n < 0 ? n : n + ring_fill(r, v + 1, 4);
}
