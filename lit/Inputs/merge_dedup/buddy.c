/* buddy.c - one of two users of order.h. */
#include "order.h"

int buddy_split(const int *orders, int n)
{
	int sum = 0;

	for (int i = 0; i < n; i++)
		sum += clamp_order(orders[i]) - 1;
	return sum;
}
