/* hot.c - the fast path: each call fixes mode and flags. */
#include "fill.h"

int fill_fast(int *v, int n)
{
	return fill_body(v, n, 1, 1) + fill_body(v, n, 2, 36);
}
