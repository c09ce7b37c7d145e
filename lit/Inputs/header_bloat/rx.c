#include "ring_sum.h"

unsigned long rx_pending(const struct ring *r)
{
	return ring_sum(r, r->head + 0u);
}

unsigned long rx_total(const struct ring *r)
{
	return ring_sum(r, r->head + 1u);
}

unsigned long rx_tail(const struct ring *r)
{
	return ring_sum(r, r->head + 2u);
}

unsigned long rx_drain(const struct ring *r)
{
	return ring_sum(r, r->head + 3u);
}

unsigned long rx_peek(const struct ring *r)
{
	return ring_sum(r, r->head + 4u);
}

unsigned long rx_skip(const struct ring *r)
{
	return ring_sum(r, r->head + 5u);
}

void rx_order(struct ring *r)
{
	ring_sort(r->slot, 16, ring_cmp);
}
