/* audit_hdr.h - header helpers for lit/audit/audit_header.c, compiled by
 * two translation units: that test and audit_hdr_user.c. */
#include "kernel.h"

typedef unsigned int u32;
extern u32 ring_hw(u32);

/* Small: inlined everywhere without the annotation. */
static __always_inline u32 ring_mask(u32 v)
{
	return v & 255;
}

/* Big: with several callers it stays out of line without the annotation;
 * a single caller gets it inlined anyway. */
static __always_inline u32 ring_mix(const u32 *p, int n)
{
	u32 s = 0;

	for (int i = 0; i < n; i++) {
		s ^= p[i] * 31 + (s >> 3);
		if (p[i] & 1)
			s += ring_hw(p[i]);
		else
			s -= ring_hw(p[i] ^ s);
		s = (s << 5) | (s >> 27);
		if (s > 1000)
			s = ring_hw(s) + ring_hw(s + 1);
	}
	return s + ring_hw(s) * ring_hw((u32)n);
}
