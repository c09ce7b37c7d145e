#include "ring_sum.h"

RING_READER(tx_pending, 0u)
RING_READER(tx_total, 1u)
RING_READER(tx_tail, 2u)
RING_READER(tx_drain, 3u)
RING_READER(tx_peek, 4u)
RING_READER(tx_skip, 5u)

void tx_order(struct ring *r)
{
	ring_sort(r->slot, 16, ring_cmp);
}
