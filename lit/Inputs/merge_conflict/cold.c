/* cold.c - the error path: one call, under unlikely(). */
#include "fill.h"

int fill_check(int *v, int n, int err)
{
	if (__builtin_expect(err, 0))
		return fill_body(v, n, err & 3, 512);
	return v[0];
}
