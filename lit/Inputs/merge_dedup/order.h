/* order.h - a tiny forced helper that two files include: each TU's record
 * advises about it, and a merge makes that one entry for two TUs. */
#define __always_inline inline __attribute__((__always_inline__))

static __always_inline int clamp_order(int order)
{
	return order > 10 ? 10 : order;
}
