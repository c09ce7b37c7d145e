#include "ring_sum.h"

RING_READER(rx_pending, 0u)
RING_READER(rx_total, 1u)
RING_READER(rx_tail, 2u)
RING_READER(rx_drain, 3u)
RING_READER(rx_peek, 4u)
RING_READER(rx_skip, 5u)

void rx_order(struct ring *r)
{
	ring_sort(r->slot, 16, ring_cmp);
}
