/* stack_frames.c - an ioctl handler whose request lives on its stack
 * across a call to a parser kept out of line by noinline_for_stack: the
 * parser's scratch table would otherwise stack on top of the request, past
 * a 1024-byte frame limit (Kbuild's CONFIG_FRAME_WARN, made smaller). No
 * libc header: it builds for aarch64 too. */
#include "kernel.h"

typedef unsigned long size_t;

struct req {
	unsigned int cmd, flags;
	unsigned char payload[200];
};

extern int copy_req(struct req *r, const void *user);
extern void fill_table(unsigned int *t, size_t n, unsigned int seed);
extern int submit(const struct req *r, unsigned int sum);

static noinline_for_stack unsigned int parse_opts(unsigned int seed)
{
	unsigned int table[240];
	unsigned int sum = 0;

	fill_table(table, 240, seed);
	for (size_t i = 0; i < 240; i++)
		sum += table[i] ^ (unsigned int)i;
	return sum;
}

int dev_ioctl(const void *user)
{
	struct req r;

	if (copy_req(&r, user))
		return -14;
	return submit(&r, parse_opts(r.cmd));
}
