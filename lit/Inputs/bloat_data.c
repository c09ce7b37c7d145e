/* bloat_data.c - a file built twice for the bloat tests (-DNEW the second
 * time): data, read-only data, bss, weak and thread-local symbols, and the
 * generated symbols bloat-o-meter leaves out. */
#include "kernel.h"

#ifdef NEW
#define GROWN 4
#else
#define GROWN 1
#endif

/* Counted in every mode: data, bss, read-only data, weak. */
unsigned long zone_stats[8 * GROWN];
static unsigned long zone_flags[4 * GROWN] = {1, 2, 3, 4};
const char zone_names[][8 * GROWN] = {"DMA", "Normal", "Movable"};
int __attribute__((weak)) zone_reserve[2 * GROWN] = {1};
_Thread_local unsigned int zone_cpu_hits[GROWN];
/* Two equal deltas: the script lists the names in reverse order. */
unsigned int zone_wmark_high[GROWN];
unsigned int zone_wmark_low[GROWN];

/* Weak functions are text to the script (-t counts 'W'). */
int __attribute__((weak)) arch_zone_init(int nid)
{
	return nid * GROWN;
}

/* Generated, or different in every build: the script skips these. */
int __mod_zone_device_table[4 * GROWN];
static int __addressable_zone_init[GROWN] __attribute__((used));
char linux_banner[32 * GROWN] = "Linux version";
const char vermagic[16 * GROWN] = "6.12.0 SMP";
long __se_sys_zone_info(long a)
{
	return a * GROWN;
}

/* The script drops every nm line with a ':' (it takes them for archive
 * member headers), symbol names included. */
int zone_odd_name[GROWN] __asm__("zone:odd");

int zone_touch(int nid)
{
	zone_cpu_hits[0]++;
	zone_flags[nid & 3] |= 1;
	return (int)zone_flags[nid & 3] + zone_names[nid % 3][0] +
	       arch_zone_init(nid) + __addressable_zone_init[0];
}
