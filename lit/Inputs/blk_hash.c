/* blk_hash.c - a block hash in the shape of a hashing library's long-input
 * path: a big loop template specialised by its step and finish functions,
 * passed as constants two wrappers up. blk_hash_internal is called with
 * constants by blk_hash_default and, through blk_hash_seeded_internal,
 * which forwards its own parameters, by blk_hash_seeded. */
typedef unsigned int u32;
typedef u32 (*step_fn)(u32 acc, u32 w, u32 k);
typedef void (*fin_fn)(u32 *acc, const u32 *key);

#define BLK_LANES 4
#define BLK_KEY 16

static const u32 blk_default_key[BLK_KEY] = {
	0x9e3779b1, 0x85ebca77, 0xc2b2ae3d, 0x27d4eb2f, 0x165667b1, 0xd3a2646c,
	0xfd7046c5, 0xb55a4f09, 0x7f4a7c15, 0x94d049bb, 0xbf58476d, 0x1ce4e5b9,
	0x2545f491, 0x4f6cdd1d, 0x9fb21c65, 0xe7037ed1,
};

static inline u32 step_mul(u32 acc, u32 w, u32 k)
{
	acc += w ^ k;
	acc = (acc << 13) | (acc >> 19);
	return acc * 0x9e3779b1;
}

static inline u32 step_xor(u32 acc, u32 w, u32 k)
{
	return (acc ^ (w + k)) * 0x85ebca77;
}

static inline void fin_mix(u32 *acc, const u32 *key)
{
	for (int i = 0; i < BLK_LANES; i++) {
		acc[i] ^= acc[i] >> 15;
		acc[i] *= key[i] | 1;
	}
}

/* Plain arithmetic that -O2 cannot fold away: what makes the template
 * too big to inline. */
#define BLK_ROUND(a, b, c, d, k)                                             \
	do {                                                                 \
		a += b ^ (k);                                                \
		a = (a << 7) | (a >> 25);                                    \
		c ^= a * 0x27d4eb2f;                                         \
		d += (c >> 11) ^ (b << 5);                                   \
		b = (b * 0x165667b1) ^ d;                                    \
	} while (0)

/* The template: every call through step and fin becomes direct, and
 * inlinable, where they are constants. Too big for -O2 to inline. */
static void blk_loop(u32 *acc, const u32 *p, unsigned long n, const u32 *key,
		     step_fn step, fin_fn fin)
{
	unsigned long stripes = n / BLK_LANES, i;
	u32 a = acc[0], b = acc[1], c = acc[2], d = acc[3];

	for (i = 0; i < stripes; i++) {
		const u32 *w = p + i * BLK_LANES;
		const u32 *k = key + (i % (BLK_KEY - BLK_LANES));

		a = step(a, w[0], k[0]);
		BLK_ROUND(a, b, c, d, w[1]);
		BLK_ROUND(b, c, d, a, w[2] ^ k[1]);
		BLK_ROUND(c, d, a, b, w[3] + k[2]);
		BLK_ROUND(d, a, b, c, w[0] - k[3]);
		BLK_ROUND(a, c, b, d, w[1] * k[0]);
		BLK_ROUND(b, d, a, c, w[2] + w[3]);
		BLK_ROUND(c, a, d, b, k[1] ^ k[3]);
		BLK_ROUND(d, b, c, a, w[3] ^ k[2]);
	}
	for (i = stripes * BLK_LANES; i < n; i++) {
		BLK_ROUND(a, b, c, d, p[i]);
		BLK_ROUND(c, d, a, b, key[i % BLK_KEY]);
	}
	acc[0] = a;
	acc[1] = b;
	acc[2] = c;
	acc[3] = d;
	fin(acc, key);
	BLK_ROUND(acc[0], acc[1], acc[2], acc[3], key[4]);
	BLK_ROUND(acc[1], acc[2], acc[3], acc[0], key[5]);
	BLK_ROUND(acc[2], acc[3], acc[0], acc[1], key[6]);
	BLK_ROUND(acc[3], acc[0], acc[1], acc[2], key[7]);
	BLK_ROUND(acc[0], acc[2], acc[1], acc[3], key[8]);
	BLK_ROUND(acc[1], acc[3], acc[0], acc[2], key[9]);
}

/* A wrapper: passes its callers' functions on to the template. */
static u32 blk_hash_internal(const u32 *p, unsigned long n, const u32 *key,
			     step_fn step, fin_fn fin)
{
	u32 acc[BLK_LANES] = { key[0], key[1], key[2], key[3] };

	blk_loop(acc, p, n, key, step, fin);
	return acc[0] ^ acc[1] ^ acc[2] ^ acc[3];
}

/* A second wrapper over it, which forwards its own parameters. */
static u32 blk_hash_seeded_internal(const u32 *p, unsigned long n, u32 seed,
				    step_fn step, fin_fn fin)
{
	u32 key[BLK_KEY];

	if (seed == 0)
		return blk_hash_internal(p, n, blk_default_key, step, fin);
	for (int i = 0; i < BLK_KEY; i++)
		key[i] = blk_default_key[i] + seed * (u32)(i + 1);
	return blk_hash_internal(p, n, key, step, fin);
}

/* Another wrapper of the template, with its own constants. */
static u32 blk_hash_wide_internal(const u32 *p, unsigned long n, step_fn step,
				  fin_fn fin)
{
	u32 acc[BLK_LANES] = { 1, 2, 3, 4 };

	blk_loop(acc, p, n, blk_default_key, step, fin);
	return acc[0] + acc[1] * 3 + acc[2] * 5 + acc[3] * 7;
}

__attribute__((noinline)) u32 blk_hash_default(const u32 *p, unsigned long n)
{
	return blk_hash_internal(p, n, blk_default_key, step_xor, fin_mix);
}

__attribute__((noinline)) u32 blk_hash_seeded(const u32 *p, unsigned long n,
					      u32 seed)
{
	return blk_hash_seeded_internal(p, n, seed, step_mul, fin_mix);
}

__attribute__((noinline)) u32 blk_hash_wide(const u32 *p, unsigned long n)
{
	return blk_hash_wide_internal(p, n, step_mul, fin_mix);
}
