/* slab.c - the other user of order.h. */
#include "order.h"

int slab_order(int size)
{
	return clamp_order(size >> 12);
}
