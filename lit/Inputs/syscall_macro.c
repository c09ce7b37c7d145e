/* syscall_macro.c - system calls defined through a SYSCALL_DEFINE-shaped
 * macro, which writes three functions per use on the line of the use, and
 * the same three functions written out by hand. */
struct fd_table {
	unsigned long open, closed, limit, stamp, slot[64];
};

struct fd_table fdt;

#define SYSCALL_DEFINE1(name, t1, a1)                                        \
	static long __do_sys_##name(t1 a1);                                 \
	static long __se_sys_##name(long a1)                                \
	{                                                                   \
		long ret = __do_sys_##name((t1)a1);                         \
		fdt.stamp += ret & 7;                                       \
		return ret;                                                 \
	}                                                                   \
	long sys_##name(long a1)                                            \
	{                                                                   \
		return __se_sys_##name(a1);                                 \
	}                                                                   \
	long compat_sys_##name(long a1)                                     \
	{                                                                   \
		return __se_sys_##name(a1 & 0xffffffff);                    \
	}                                                                   \
	static long __do_sys_##name(t1 a1)

SYSCALL_DEFINE1(fdreserve, unsigned int, n)
{
	unsigned long got = 0;

	if (n > fdt.limit)
		return -22;
	for (unsigned int i = 0; i < 8; i++) {
		if (fdt.slot[(n + i) & 63])
			continue;
		fdt.slot[(n + i) & 63] = n ^ fdt.stamp;
		got++;
	}
	if (!got)
		return -24;
	fdt.open += got;
	if (fdt.open > fdt.limit * 2)
		fdt.limit += 16;
	fdt.stamp = fdt.stamp * 31 + got;
	if (fdt.stamp & 1)
		fdt.closed ^= fdt.stamp;
	return (long)got;
}

/* The same, by hand: each function on a line of its own. */
static long do_fdrelease(unsigned int n)
{
	unsigned long put = 0;

	if (n > fdt.limit)
		return -22;
	for (unsigned int i = 0; i < 8; i++) {
		if (!fdt.slot[(n + i) & 63])
			continue;
		fdt.slot[(n + i) & 63] = 0;
		put++;
	}
	if (!put)
		return -9;
	fdt.closed += put;
	if (fdt.closed > fdt.limit * 2)
		fdt.limit -= 16;
	fdt.stamp = fdt.stamp * 31 + put;
	if (fdt.stamp & 1)
		fdt.open ^= fdt.stamp;
	return (long)put;
}

static long se_fdrelease(long n)
{
	long ret = do_fdrelease((unsigned int)n);

	fdt.stamp += ret & 7;
	return ret;
}

long sys_fdrelease(long n)
{
	return se_fdrelease(n);
}

long compat_sys_fdrelease(long n)
{
	return se_fdrelease(n & 0xffffffff);
}
