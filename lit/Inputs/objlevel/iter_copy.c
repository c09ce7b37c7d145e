/* iter_copy.c - an iov_iter-like copy step forced inline into two
 * entries: copy_step() holds calls of its own (rcu_lock, rcu_unlock,
 * report_fault), which the entries carry while it is inlined and which
 * move into its own copy once it is kept out of line. No libc header: it
 * builds for aarch64 too. */
#include "kernel.h"

typedef unsigned long size_t;

struct iter {
	unsigned char *base;
	size_t len, off, nr_segs;
	unsigned long faults;
};

extern void rcu_lock(void);
extern void rcu_unlock(void);
extern void *memcpy(void *d, const void *s, size_t n);
extern void report_fault(struct iter *i, size_t at);

static __always_inline size_t copy_step(struct iter *i, void *to, size_t n,
					int atomic)
{
	size_t done = 0;

	rcu_lock();
	while (done < n && i->off < i->len) {
		size_t chunk = i->len - i->off;

		if (chunk > n - done)
			chunk = n - done;
		if (chunk > 4096)
			chunk = 4096;
		if (!i->base) {
			report_fault(i, i->off);
			i->faults++;
			break;
		}
		memcpy((unsigned char *)to + done, i->base + i->off, chunk);
		done += chunk;
		i->off += chunk;
		if (atomic && done >= 512)
			break;
		i->nr_segs += chunk > 2048;
	}
	rcu_unlock();
	return done;
}

size_t copy_from_iter(void *to, size_t n, struct iter *i)
{
	if (unlikely(i->off >= i->len))
		return 0;
	return copy_step(i, to, n, 0);
}

size_t copy_from_iter_atomic(void *to, size_t n, struct iter *i)
{
	size_t done = copy_step(i, to, n, 1);

	if (done < n)
		i->faults += n - done;
	return done;
}
