/* ext_len.c - an skb extension allocator in the kernel's style: the
 * extensions' total length is summed from a table by a forced-inline
 * helper, and a BUILD_BUG_ON tests it, which holds only once the helper
 * is inlined and the sum folds. No libc header: it builds for aarch64 too. */
#include "kernel.h"

typedef unsigned long size_t;

extern void *kmalloc(size_t size);

static const unsigned char ext_type_len[] = {8, 16, 24, 4};

static __always_inline unsigned int ext_total_length(void)
{
	unsigned int l = 8;

	for (size_t i = 0; i < sizeof(ext_type_len); i++)
		l += ext_type_len[i];
	return l;
}

void *ext_alloc(void)
{
	BUILD_BUG_ON(ext_total_length() > 255);
	return kmalloc(ext_total_length() * 8);
}
