/* zs_map.c - one of two TUs that use the header helper zs_fold. */
#include "zs_util.h"

unsigned long zs_map_object(unsigned long handle, unsigned long pool)
{
	return zs_fold(handle, pool) & 4095;
}
