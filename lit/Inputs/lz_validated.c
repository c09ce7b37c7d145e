// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* lz_validated.c - a compressor shaped like LZ4 1.9's: the API functions pass
 * constants (table type, dictionary mode) to lz_compress_generic, a validating
 * wrapper that checks the size and hands them on with the acceleration to
 * lz_compress_generic_validated, the generic body, its only caller. With
 * -DLZ_DEST_SIZE, lz_compress_dest_size calls the body directly too; with
 * -DLZ_BENCH, a main: lz_validated N compresses a 512-byte buffer N times and
 * prints a checksum. Tune tests name the calls at lines 102 and 110. */
#define LZ_MAX_INPUT 0x7e000000

enum table_type { BY_U16, BY_U32, BY_PTR };
enum dict_mode { NO_DICT, WITH_PREFIX, USING_EXT_DICT };

static unsigned lz_hash(unsigned v, enum table_type tt)
{
	return tt == BY_U16 ? (v * 2654435761u) >> 20 : (v * 2654435761u) >> 19;
}

/* Mixing passes over the output, which the table type and the dictionary
 * mode decide at every byte: four of them make the body too big for -O2 to
 * inline, even with its constants folded. */
#define MIX_ROUNDS(rounds, mul, fold, slot)                                    \
	for (int r = 0; r < (rounds); r++) {                                   \
		for (int j = 0; j < out; j++) {                                \
			switch (tt) {                                          \
			case BY_U16:                                           \
				dst[j] ^=                                      \
					(unsigned char)(table[j & 4095] >> r); \
				break;                                         \
			case BY_U32:                                           \
				dst[j] += (unsigned char)(table[(j * (mul)) &  \
								4095] +        \
							  r);                  \
				break;                                         \
			default:                                               \
				dst[j] = (unsigned char)(dst[j] * (fold) + r); \
				break;                                         \
			}                                                      \
			if (dict == USING_EXT_DICT && dict_end)                \
				dst[j] ^= dict_end[-1 - (j & 15)];             \
			else if (dict == WITH_PREFIX)                          \
				dst[j] ^= src[j & 15];                         \
		}                                                              \
		table[r + (slot)] = (unsigned)out * (r + 1);                   \
	}

static int lz_compress_generic_validated(const unsigned char *src,
					 unsigned char *dst, int n,
					 unsigned *table, enum table_type tt,
					 enum dict_mode dict,
					 const unsigned char *dict_end,
					 int accel)
{
	int out = 0;

	for (int i = 0; i + 4 <= n; i += accel > 1 ? accel : 1) {
		unsigned v = src[i] | src[i + 1] << 8 | src[i + 2] << 16 |
			     (unsigned)src[i + 3] << 24;
		unsigned h = lz_hash(v, tt);
		unsigned ref;

		switch (tt) {
		case BY_U16:
			ref = ((unsigned short *)table)[h & 4095];
			((unsigned short *)table)[h & 4095] = (unsigned short)i;
			break;
		case BY_U32:
			ref = table[h & 4095];
			table[h & 4095] = (unsigned)i;
			break;
		default:
			ref = table[(h + 1) & 4095] ^ 1;
			table[(h + 1) & 4095] = (unsigned)i * 3;
			break;
		}
		if (dict == USING_EXT_DICT && ref > (unsigned)i && dict_end)
			dst[out++] = dict_end[-(int)(ref - i)];
		else if (dict == WITH_PREFIX && ref < (unsigned)i)
			dst[out++] = src[ref];
		else
			dst[out++] = src[i];
	}
	MIX_ROUNDS(4, 7, 31, 0);
	MIX_ROUNDS(5, 11, 17, 8);
	MIX_ROUNDS(7, 5, 13, 16);
	MIX_ROUNDS(3, 13, 7, 24);
	return out;
}

/* LZ4_compress_generic: the checks, then the body. */
static int lz_compress_generic(const unsigned char *src, unsigned char *dst,
			       int n, unsigned *table, enum table_type tt,
			       enum dict_mode dict,
			       const unsigned char *dict_end, int accel)
{
	if ((unsigned)n > LZ_MAX_INPUT)
		return 0;
	if (n == 0) {
		dst[0] = 0;
		return 1;
	}
	return lz_compress_generic_validated(src, dst, n, table, tt, dict,
					     dict_end, accel);
}

int lz_compress_fast(const unsigned char *src, unsigned char *dst, int n,
		     unsigned *table, int accel)
{
	if (n < 65536)
		return lz_compress_generic(src, dst, n, table, BY_U16, NO_DICT,
					   0, accel);
	return lz_compress_generic(src, dst, n, table, BY_U32, NO_DICT, 0,
				   accel);
}

int lz_compress_prefix(const unsigned char *src, unsigned char *dst, int n,
		       unsigned *table)
{
	return lz_compress_generic(src, dst, n, table, BY_U32, WITH_PREFIX, 0,
				   1);
}

int lz_compress_dict(const unsigned char *src, unsigned char *dst, int n,
		     unsigned *table, const unsigned char *dict_end)
{
	return lz_compress_generic(src, dst, n, table, BY_PTR, USING_EXT_DICT,
				   dict_end, 1);
}

#ifdef LZ_DEST_SIZE
/* LZ4_compress_destSize: the body without the wrapper's checks. */
int lz_compress_dest_size(const unsigned char *src, unsigned char *dst, int n,
			  unsigned *table)
{
	return lz_compress_generic_validated(src, dst, n, table, BY_U32,
					     NO_DICT, 0, 1);
}
#endif

#ifdef LZ_BENCH
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	static unsigned char src[512], dst[1024];
	static unsigned table[4096];
	int reps = argc > 1 ? atoi(argv[1]) : 300;
	int accel = argc > 2 ? atoi(argv[2]) : 1;
	unsigned sum = 0;

	for (int i = 0; i < (int)sizeof(src); i++)
		src[i] = (unsigned char)((i * 7 + (i >> 5)) % 61);
	for (int r = 0; r < reps; r++) {
		src[r % sizeof(src)] ^= (unsigned char)r;
		sum += (unsigned)lz_compress_fast(src, dst, (int)sizeof(src),
						  table, accel);
		sum += dst[r % 64];
	}
	printf("%u\n", sum);
	return 0;
}
#endif
