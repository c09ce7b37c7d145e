/* audit_hdr_user.c - the second user of audit_hdr.h: one call of each
 * helper, so clang inlines both without their annotations. */
#include "audit_hdr.h"

u32 ring_poll(const u32 *p, int n)
{
	return ring_mask(ring_mix(p, n));
}
