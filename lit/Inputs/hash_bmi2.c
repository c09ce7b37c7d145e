/* hash_bmi2.c - a table hash with a variant compiled for BMI2 behind a
 * run-time check, as kernel crypto and hashing code does: the plain
 * caller lacks the feature its callee asks for. */
typedef unsigned long u64;

static __attribute__((target("bmi2"))) u64 pext_field(u64 word, u64 mask)
{
	return __builtin_ia32_pext_di(word, mask);
}

static __attribute__((target("bmi2"))) u64 hash_bmi2(const u64 *v, int n)
{
	u64 h = 0;

	for (int i = 0; i < n; i++)
		h = h * 31 + pext_field(v[i], 0x0f0f0f0f0f0f0f0fUL);
	return h;
}

static u64 hash_plain(const u64 *v, int n)
{
	u64 h = 0;

	for (int i = 0; i < n; i++)
		h = h * 31 + (v[i] & 0x0f0f0f0f0f0f0f0fUL);
	return h;
}

int have_bmi2;

u64 table_hash(const u64 *v, int n)
{
	if (have_bmi2)
		return hash_bmi2(v, n);
	return hash_plain(v, n);
}
