/* atomic_helpers.h - forced helpers of a header, shaped like the kernel's
 * atomic_long_read and spin_lock: every TU that includes them calls them. */
#define __always_inline inline __attribute__((__always_inline__))
#define likely(x) __builtin_expect(!!(x), 1)

typedef struct {
	long counter;
} atomic_long_t;

typedef struct {
	int locked;
} spinlock_t;

static __always_inline long atomic_long_read(const atomic_long_t *v)
{
	return __atomic_load_n(&v->counter, __ATOMIC_RELAXED);
}

static __always_inline void atomic_long_inc(atomic_long_t *v)
{
	__atomic_fetch_add(&v->counter, 1, __ATOMIC_RELAXED);
}

static __always_inline void spin_lock(spinlock_t *l)
{
	while (__atomic_exchange_n(&l->locked, 1, __ATOMIC_ACQUIRE))
		;
}

static __always_inline void spin_unlock(spinlock_t *l)
{
	__atomic_store_n(&l->locked, 0, __ATOMIC_RELEASE);
}
