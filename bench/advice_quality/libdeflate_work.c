// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* libdeflate_work.c - advice_quality.sh's fixed workload for libdeflate:
 * compresses generated text at four levels in the three formats,
 * decompresses it again, and prints the sizes and checksums. */
#include "libdeflate.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const words[] = {
	"page",	     "folio", "lock",	"spin",	 "irq",	  "map",   "unmap",
	"zone",	     "slab",  "cache",	"alloc", "free",  "dirty", "clean",
	"writeback", "inode", "dentry", "mount", "super", "block", "request",
	"queue",     "the",   "of",	"and",	 "to",	  "in",	   "is",
	"on",	     "for",   "with",	"at",
};

static size_t fill(unsigned char *buf, size_t len)
{
	uint32_t s = 12345;
	size_t n = 0;

	while (n + 16 < len) {
		const char *w;

		s = s * 1103515245u + 12345u;
		w = words[(s >> 16) % (sizeof(words) / sizeof(words[0]))];
		memcpy(buf + n, w, strlen(w));
		n += strlen(w);
		buf[n++] = (s >> 8) % 13 ? ' ' : '\n';
		if ((s >> 4) % 29 == 0)
			n += (size_t)snprintf((char *)buf + n, 12, "%u ",
					      s % 100000);
	}
	return n;
}

int main(void)
{
	static unsigned char in[1 << 18], out[1 << 19], back[1 << 18];
	static const int levels[] = {1, 6, 9, 12};
	size_t n = fill(in, sizeof(in)), total = 0;
	uint32_t sum = 0;

	for (size_t l = 0; l < 4; l++) {
		struct libdeflate_compressor *c =
			libdeflate_alloc_compressor(levels[l]);
		struct libdeflate_decompressor *d =
			libdeflate_alloc_decompressor();
		size_t len = n >> (levels[l] == 12 ? 2 : 0), got, back_len;

		got = libdeflate_deflate_compress(c, in, len, out, sizeof(out));
		total += got;
		for (int r = 0; r < 8; r++)
			if (libdeflate_deflate_decompress(d, out, got, back,
							  len, &back_len) ||
			    back_len != len || memcmp(back, in, len))
				return 1;
		total += libdeflate_zlib_compress(c, in, len / 4, out,
						  sizeof(out));
		total += libdeflate_gzip_compress(c, in, len / 4, out,
						  sizeof(out));
		sum ^= libdeflate_crc32(0, in, len) +
		       libdeflate_adler32(1, in, len);
		libdeflate_free_compressor(c);
		libdeflate_free_decompressor(d);
	}
	printf("%zu %zu %08x\n", n, total, sum);
	return 0;
}
