/* ring_chain.c - a ring buffer whose put wraps a hash: both kept out of line
 * by clang, both worth forcing, and only together (one group). */
struct ring {
	unsigned long head, tail, mask, drops, bytes, slot[64];
};

static unsigned long ring_hash(struct ring *r, unsigned long v)
{
	unsigned long h = v * 0x9e3779b97f4a7c15UL;

	h ^= h >> 29;
	h *= r->mask | 1;
	h ^= h >> 32;
	if (h & 1)
		r->drops++;
	if (h & 2)
		r->bytes += h >> 7;
	if (h & 4)
		r->bytes ^= h >> 9;
	if (h & 8)
		r->drops ^= h >> 11;
	if (h & 16)
		r->bytes += r->drops;
	if (h & 32)
		r->drops += r->bytes >> 3;
	r->slot[h & 63] += v;
	r->slot[(h >> 6) & 63] ^= v;
	return h;
}

static unsigned long ring_put(struct ring *r, unsigned long v)
{
	unsigned long h = ring_hash(r, v);

	if (r->head - r->tail > r->mask) {
		r->drops++;
		return 0;
	}
	r->slot[r->head & r->mask & 63] = v ^ h;
	r->head++;
	r->bytes += v & 0xff;
	if (r->bytes > (1UL << 40))
		r->bytes >>= 1;
	if ((r->head & 15) == 0)
		r->drops >>= 1;
	r->slot[(r->head + 1) & 63] += h;
	r->slot[(r->head + 2) & 63] ^= h >> 3;
	r->slot[(r->head + 3) & 63] -= h >> 5;
	return h;
}

unsigned long ring_fill(struct ring *r, const unsigned long *v, int n)
{
	unsigned long s = 0;

	for (int i = 0; i < n; i++)
		s += ring_put(r, v[i]);
	return s;
}

unsigned long ring_one(struct ring *r, unsigned long v)
{
	return ring_put(r, v) + ring_hash(r, v + 1);
}
