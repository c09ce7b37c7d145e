/* intrinsic_shaped.c - a forced helper without debug info, shaped like a
 * compiler intrinsic from a system header (_mm_*), next to one of ours. */
#define __always_inline inline __attribute__((always_inline))

static __always_inline __attribute__((nodebug)) unsigned rotl8(unsigned x)
{
	return (x << 8) | (x >> 24);
}

static __always_inline unsigned mix_word(unsigned x)
{
	return x ^ (x >> 7);
}

unsigned fold_words(const unsigned *w, int n)
{
	unsigned h = 0;

	for (int i = 0; i < n; i++)
		h = rotl8(h) + mix_word(w[i]);
	return h;
}
