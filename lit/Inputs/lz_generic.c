/* lz_generic.c - a compressor shaped like LZ4_compress_generic: the table
 * type and the dictionary mode are parameters, and every caller passes
 * constants for them. */
enum table_type { BY_U16, BY_U32, BY_PTR };
enum dict_mode { NO_DICT, WITH_PREFIX, USING_EXT_DICT };

static unsigned hash(unsigned v, enum table_type tt)
{
	return tt == BY_U16 ? (v * 2654435761u) >> 20 : (v * 2654435761u) >> 19;
}

static int compress_generic(const unsigned char *src, unsigned char *dst,
			    int n, unsigned *table, enum table_type tt,
			    enum dict_mode dict, const unsigned char *dict_end)
{
	int out = 0;

	for (int i = 0; i + 4 <= n; i++) {
		unsigned v = src[i] | src[i + 1] << 8 | src[i + 2] << 16 |
			     (unsigned)src[i + 3] << 24;
		unsigned h = hash(v, tt);
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
	for (int r = 0; r < 3; r++) {
		for (int j = 0; j < out; j++) {
			switch (tt) {
			case BY_U16:
				dst[j] ^= (unsigned char)(table[j & 4095] >> r);
				break;
			case BY_U32:
				dst[j] += (unsigned char)(table[(j * 7) & 4095] + r);
				break;
			default:
				dst[j] = (unsigned char)(dst[j] * 31 + r);
				break;
			}
			if (dict == USING_EXT_DICT && dict_end)
				dst[j] ^= dict_end[-1 - (j & 15)];
			else if (dict == WITH_PREFIX)
				dst[j] ^= src[j & 15];
		}
		table[r] = (unsigned)out * (r + 1);
	}
	for (int r = 0; r < 5; r++) {
		for (int j = 0; j < out; j++) {
			switch (tt) {
			case BY_U16:
				dst[j] ^= (unsigned char)(table[j & 4095] >> r);
				break;
			case BY_U32:
				dst[j] += (unsigned char)(table[(j * 11) & 4095] + r);
				break;
			default:
				dst[j] = (unsigned char)(dst[j] * 17 + r);
				break;
			}
			if (dict == USING_EXT_DICT && dict_end)
				dst[j] ^= dict_end[-1 - (j & 15)];
			else if (dict == WITH_PREFIX)
				dst[j] ^= src[j & 15];
		}
		table[r + 8] = (unsigned)out * (r + 1);
	}
	for (int r = 0; r < 7; r++) {
		for (int j = 0; j < out; j++) {
			switch (tt) {
			case BY_U16:
				dst[j] ^= (unsigned char)(table[j & 4095] >> r);
				break;
			case BY_U32:
				dst[j] += (unsigned char)(table[(j * 5) & 4095] + r);
				break;
			default:
				dst[j] = (unsigned char)(dst[j] * 13 + r);
				break;
			}
			if (dict == USING_EXT_DICT && dict_end)
				dst[j] ^= dict_end[-1 - (j & 15)];
			else if (dict == WITH_PREFIX)
				dst[j] ^= src[j & 15];
		}
		table[r + 16] = (unsigned)out * (r + 1);
	}
	return out;
}

int compress_fast(const unsigned char *src, unsigned char *dst, int n,
		  unsigned *table)
{
	return compress_generic(src, dst, n, table, BY_U32, NO_DICT, 0);
}

int compress_small(const unsigned char *src, unsigned char *dst, int n,
		   unsigned *table)
{
	return compress_generic(src, dst, n, table, BY_U16, NO_DICT, 0);
}

int compress_dict(const unsigned char *src, unsigned char *dst, int n,
		  unsigned *table, const unsigned char *dict_end)
{
	return compress_generic(src, dst, n, table, BY_PTR, USING_EXT_DICT,
				dict_end);
}
