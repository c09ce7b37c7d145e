/* forced_bloat.c - a large __always_inline body, copied into five entry
 * points that LLVM would otherwise call it from. */
#define __always_inline inline __attribute__((__always_inline__))

struct crc_state {
	unsigned int table[16], crc, len, errors;
};

static __always_inline unsigned int crc_update(struct crc_state *s,
					       const unsigned char *p,
					       unsigned int n)
{
	unsigned int crc = s->crc;

	for (unsigned int i = 0; i < n; i++) {
		crc ^= p[i];
		crc = (crc >> 4) ^ s->table[crc & 15];
		crc = (crc >> 4) ^ s->table[crc & 15];
		if (p[i] == 0x7e)
			s->errors += (crc & 3) == 1;
		if ((i & 63) == 63)
			s->table[i & 15] ^= crc >> 7;
	}
	for (unsigned int i = n; i-- > 0;) {
		crc += (unsigned int)p[i] * 31u;
		crc = (crc << 5) ^ (crc >> 27) ^ s->table[(crc >> 8) & 15];
		if (p[i] == 0x7d)
			s->errors ^= crc & 7;
		if ((i & 31) == 0)
			s->table[(i >> 5) & 15] += crc;
	}
	for (unsigned int k = 0; k < 16 && n > 64; k++)
		s->table[k] ^= (s->table[(k + 1) & 15] >> 3) + crc;
	s->len += n;
	if (s->len > (1u << 20)) {
		s->len = 0;
		for (unsigned int k = 0; k < 16; k++)
			s->table[k] = s->table[k] * 2654435761u + k;
	}
	if (s->errors > 100)
		s->errors = (s->errors >> 1) ^ (crc & 0xff);
	s->crc = crc ^ (s->len << 3) ^ (s->errors * 977u);
	return s->crc;
}

unsigned int rx_crc(struct crc_state *s, const unsigned char *p, unsigned int n)
{
	return crc_update(s, p, n);
}

unsigned int tx_crc(struct crc_state *s, const unsigned char *p, unsigned int n)
{
	return crc_update(s, p, n) ^ 1;
}

unsigned int fw_crc(struct crc_state *s, const unsigned char *p, unsigned int n)
{
	return crc_update(s, p, n) + 3;
}

unsigned int dbg_crc(struct crc_state *s, const unsigned char *p, unsigned int n)
{
	return crc_update(s, p, n) * 5;
}

unsigned int log_crc(struct crc_state *s, const unsigned char *p, unsigned int n)
{
	return crc_update(s, p, n) - 7;
}
