/* A file built at -O0, as the kernel builds crypto/jitterentropy.c. */
extern int fips_enabled;

struct rand_data {
	unsigned int rct_count, apt_count;
	unsigned long data;
};

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
		ec->data ^= ec->data >> 7;
		if (health_failure(ec))
			k++;
	}
	return k;
}
