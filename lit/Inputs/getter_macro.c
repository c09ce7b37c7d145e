/* getter_macro.c - a macro that writes one function per use, its name
 * pasted from the use's argument, each called from two entry points; the
 * same function written by hand; and, with -DONE_CALLER, a third use whose
 * function has one caller. */
struct slot_table {
	unsigned long open, closed, limit, stamp, slot[64];
};

struct slot_table rx_tbl, tx_tbl, hand_tbl, one_tbl;

#define DEFINE_SLOT_RESERVE(name)                                            \
	static long name##_reserve(unsigned int n)                          \
	{                                                                   \
		unsigned long got = 0;                                      \
		if (n > name##_tbl.limit)                                   \
			return -22;                                         \
		for (unsigned int i = 0; i < 8; i++) {                      \
			if (name##_tbl.slot[(n + i) & 63])                  \
				continue;                                   \
			name##_tbl.slot[(n + i) & 63] = n ^ name##_tbl.stamp; \
			got++;                                              \
		}                                                           \
		if (!got)                                                   \
			return -24;                                         \
		name##_tbl.open += got;                                     \
		if (name##_tbl.open > name##_tbl.limit * 2)                 \
			name##_tbl.limit += 16;                             \
		name##_tbl.stamp = name##_tbl.stamp * 31 + got;             \
		return (long)got;                                           \
	}

DEFINE_SLOT_RESERVE(rx)
DEFINE_SLOT_RESERVE(tx)

long rx_open(long n)
{
	return rx_reserve((unsigned int)n);
}

long rx_open_compat(long n)
{
	return rx_reserve((unsigned int)(n & 0xffff));
}

long tx_open(long n)
{
	return tx_reserve((unsigned int)n);
}

long tx_open_compat(long n)
{
	return tx_reserve((unsigned int)(n & 0xffff));
}

#ifdef ONE_CALLER
DEFINE_SLOT_RESERVE(one)

long one_open(long n)
{
	return one_reserve((unsigned int)n);
}
#endif

static long hand_reserve(unsigned int n)
{
	unsigned long got = 0;

	if (n > hand_tbl.limit)
		return -22;
	for (unsigned int i = 0; i < 8; i++) {
		if (hand_tbl.slot[(n + i) & 63])
			continue;
		hand_tbl.slot[(n + i) & 63] = n ^ hand_tbl.stamp;
		got++;
	}
	if (!got)
		return -24;
	hand_tbl.open += got;
	if (hand_tbl.open > hand_tbl.limit * 2)
		hand_tbl.limit += 16;
	hand_tbl.stamp = hand_tbl.stamp * 31 + got;
	return (long)got;
}

long hand_open(long n)
{
	return hand_reserve((unsigned int)n);
}

long hand_open_compat(long n)
{
	return hand_reserve((unsigned int)(n & 0xffff));
}
