/* zs_other.c - a TU of the same build that does not include zs_util.h. */
static unsigned long zs_fold(unsigned long x)
{
	return x * 3;
}

unsigned long zs_other(unsigned long x)
{
	return zs_fold(x) + 1;
}
