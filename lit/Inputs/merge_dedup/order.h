/* order.h - a tiny helper kept out of line with noinline, called in a loop
 * by the two files that include it: each TU's record warns about it, and a
 * merge makes that one entry for two TUs. */
#define noinline __attribute__((__noinline__))

static noinline int clamp_order(int order)
{
	return order > 10 ? 10 : order;
}
