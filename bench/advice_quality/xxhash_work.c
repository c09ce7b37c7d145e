// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* xxhash_work.c - advice_quality.sh's fixed workload for xxHash: hashes
 * keys of every length from 0 to 512 bytes, then a few long buffers, with
 * XXH32, XXH64, XXH3 64 and 128 and the streaming API; prints a checksum. */
#define XXH_INLINE_ALL
#include "xxhash.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

int main(void)
{
	static unsigned char buf[1 << 16];
	uint64_t s = 0x9e3779b97f4a7c15ull, sum = 0;
	XXH3_state_t *st = XXH3_createState();

	for (size_t i = 0; i < sizeof(buf); i++)
		buf[i] = (unsigned char)next(&s);
	for (int round = 0; round < 40; round++) {
		for (size_t len = 0; len <= 512; len++) {
			const unsigned char *p = buf + (next(&s) & 1023);
			XXH128_hash_t h = XXH3_128bits(p, len);

			sum += XXH32(p, len, (unsigned)round);
			sum ^= XXH64(p, len, (unsigned)len);
			sum += XXH3_64bits_withSeed(p, len, round);
			sum ^= h.low64 + h.high64;
		}
	}
	for (int round = 0; round < 20; round++) {
		sum += XXH64(buf, sizeof(buf), round);
		sum ^= XXH3_64bits(buf + round, sizeof(buf) - 64);
		XXH3_64bits_reset(st);
		for (size_t off = 0; off < sizeof(buf); off += 1000)
			XXH3_64bits_update(st, buf + off,
					   sizeof(buf) - off < 1000
						   ? sizeof(buf) - off
						   : 1000);
		sum += XXH3_64bits_digest(st);
	}
	XXH3_freeState(st);
	printf("%016llx\n", (unsigned long long)sum);
	return 0;
}
