/* A file built at -O0, as the kernel builds crypto/jitterentropy.c
 * (CFLAGS_jitterentropy.o = -O0). */
#include "kernel.h"

extern int fips_enabled;

struct rand_data {
	unsigned int rct_count, apt_count;
	unsigned long data;
};

static __always_inline unsigned long fold_bits(unsigned long x)
{
	return x ^ (x >> 7);
}

static unsigned int health_failure(struct rand_data *ec)
{
	if (!fips_enabled)
		return 0;
	return ec->rct_count | ec->apt_count;
}

int gen_entropy(struct rand_data *ec)
{
	int k = 0;

	for (int i = 0; i < 64; i++) {
		ec->data = fold_bits(ec->data + i);
		if (health_failure(ec))
			k++;
	}
	return k;
}
