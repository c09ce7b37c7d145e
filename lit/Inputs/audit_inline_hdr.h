/* audit_inline_hdr.h - a header's plain `inline` helper, small enough that
 * clang inlines its calls with or without the hint. */
#ifndef AUDIT_INLINE_HDR_H
#define AUDIT_INLINE_HDR_H

static inline unsigned long pte_pfn_of(unsigned long flags)
{
	return flags >> 12;
}

#endif
