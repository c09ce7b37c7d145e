#include "ring_sum.h"

unsigned long tx_pending(const struct ring *r)
{
	return ring_sum(r, r->head + 0u);
}

unsigned long tx_total(const struct ring *r)
{
	return ring_sum(r, r->head + 1u);
}

unsigned long tx_tail(const struct ring *r)
{
	return ring_sum(r, r->head + 2u);
}

unsigned long tx_drain(const struct ring *r)
{
	return ring_sum(r, r->head + 3u);
}

unsigned long tx_peek(const struct ring *r)
{
	return ring_sum(r, r->head + 4u);
}

unsigned long tx_skip(const struct ring *r)
{
	return ring_sum(r, r->head + 5u);
}

void tx_order(struct ring *r)
{
	ring_sort(r->slot, 16, ring_cmp);
}
