/* zsmalloc.c - built only when CONFIG_ZSMALLOC stays set. */
unsigned long zs_handle(unsigned long obj)
{
	return obj << 4 | 1;
}
