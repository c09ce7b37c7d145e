/* buddy.c - one of two users of order.h. */
#include "order.h"

int buddy_split(int order)
{
	return clamp_order(order) - 1;
}
