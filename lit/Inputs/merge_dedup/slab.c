/* slab.c - the other user of order.h. */
#include "order.h"

int slab_orders(const int *sizes, int n)
{
	int max = 0;

	for (int i = 0; i < n; i++)
		if (clamp_order(sizes[i] >> 12) > max)
			max = clamp_order(sizes[i] >> 12);
	return max;
}
