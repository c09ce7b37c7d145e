/* zap.c - a page-table walk whose helper LLVM inlines into its only
 * caller: a patch that force-inlines it is redundant. */
static unsigned long zap_one(unsigned long *ptes, unsigned long idx)
{
	unsigned long pte = ptes[idx];

	ptes[idx] = 0;
	return pte != 0;
}

unsigned long zap_range(unsigned long *ptes, unsigned long n)
{
	unsigned long zapped = 0;

	for (unsigned long i = 0; i < n; i++)
		zapped += zap_one(ptes, i);
	return zapped;
}
