/* Allocator front ends that describe each request in two option structs on
 * the stack, filled by init helpers and a few stores, and hand them by
 * pointer through a wrapper to one generic body, the way jemalloc's
 * je_calloc passes &sopts and &dopts to imalloc. The body's branches on
 * the options fold per front end once the chain is inlined. With
 * -DREQ_FROM_DATA the options come from data and nothing folds. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct req_static {
	bool may_overflow;
	bool null_on_error;
	bool bump_empty;
	bool slow;
	size_t min_align;
};

struct req_dynamic {
	void **result;
	size_t n, size;
	size_t align;
	bool zero;
	int pool;
};

#define POOLS 4
#define HEAP (1 << 20)

static unsigned char heap[POOLS][HEAP];
static size_t used[POOLS];
static unsigned long served[POOLS], failed;
static bool ready;

#ifdef REQ_FROM_DATA
volatile bool opt_bool[2] = {true, false};
volatile int opt_int[2] = {0, -1};
#define TRUE_ opt_bool[0]
#define FALSE_ opt_bool[1]
#define ZERO_ opt_int[0]
#define NONE_ opt_int[1]
#else
#define TRUE_ true
#define FALSE_ false
#define ZERO_ 0
#define NONE_ (-1)
#endif

static inline void req_static_init(struct req_static *s)
{
	s->may_overflow = FALSE_;
	s->null_on_error = FALSE_;
	s->bump_empty = FALSE_;
	s->slow = FALSE_;
	s->min_align = ZERO_;
}

static inline void req_dynamic_init(struct req_dynamic *d)
{
	d->result = NULL;
	d->n = 1;
	d->size = 0;
	d->align = ZERO_;
	d->zero = FALSE_;
	d->pool = NONE_;
}

static bool req_size(bool may_overflow, struct req_dynamic *d, size_t *size)
{
	if (!may_overflow) {
		*size = d->size;
		return false;
	}
	if (d->n && d->size > SIZE_MAX / d->n)
		return true;
	*size = d->n * d->size;
	return false;
}

static size_t req_round(size_t size, size_t align, bool bump_empty)
{
	if (!size && bump_empty)
		size = 1;
	if (align == 0)
		return size <= 16 ? 16 : (size + 15) & ~(size_t)15;
	if (align & (align - 1))
		return 0;
	return (size + align - 1) & ~(align - 1);
}

static int req_pool(const struct req_dynamic *d, size_t size)
{
	if (d->pool >= 0)
		return d->pool % POOLS;
	if (size <= 64)
		return 0;
	if (size <= 512)
		return 1;
	return size <= 4096 ? 2 : 3;
}

static void req_fill(unsigned char *p, size_t size, bool zero, bool slow)
{
	if (zero) {
		for (size_t i = 0; i < size; i++)
			p[i] = 0;
	} else if (slow) {
		for (size_t i = 0; i < size; i += 64)
			p[i] = (unsigned char)i;
	}
}

/* The layers that hand the options down to req_fill, five calls below the
 * wrapper, as jemalloc's imalloc_body -> imalloc_no_sample -> iallocztm ->
 * arena_malloc -> tcache_alloc_small do zero and slow_path. */
static void req_fill_block(unsigned char *p, size_t size, bool zero,
			   bool slow)
{
	if (size)
		req_fill(p, size, zero, slow);
}

static void req_finish_pool(int pool, unsigned char *p, size_t size,
			    bool zero, bool slow)
{
	served[pool]++;
	req_fill_block(p, size, zero, slow);
}

static void req_finish(const struct req_dynamic *d, int pool,
		       unsigned char *p, size_t size, bool slow)
{
	req_finish_pool(pool, p, size, d->zero, slow);
	*d->result = p;
}

/* The generic body: every branch on the options is decided by the front
 * end's constants. */
static int req_body(struct req_static *s, struct req_dynamic *d)
{
	size_t size, usize, start;
	unsigned char *p;
	int pool;

	if (req_size(s->may_overflow, d, &size))
		goto fail;
	if (d->align < s->min_align)
		goto fail;
	usize = req_round(size, d->align, s->bump_empty);
	if (!usize)
		goto fail;
	pool = req_pool(d, usize);
	start = used[pool];
	if (d->align)
		start = (start + d->align - 1) & ~(d->align - 1);
	if (start + usize > HEAP) {
		used[pool] = 0;
		start = 0;
	}
	p = heap[pool] + start;
	used[pool] = start + usize;
	req_finish(d, pool, p, usize, s->slow);
	return 0;
fail:
	failed++;
	if (s->null_on_error)
		*d->result = NULL;
	return s->slow ? -2 : -1;
}

static void req_ready(void)
{
	for (int i = 0; i < POOLS; i++)
		used[i] = 0;
	ready = true;
}

unsigned long traced_slow, traced_zero;

/* Extern, so no chain forces it, though it reads the options too: the
 * wrapper's first call that hands them on. */
void req_trace(const struct req_static *s, const struct req_dynamic *d)
{
	if (s->slow)
		traced_slow++;
	if (d->zero)
		traced_zero++;
}

/* The wrapper every front end calls. */
static int req_alloc(struct req_static *s, struct req_dynamic *d)
{
	req_trace(s, d);
	if (!ready)
		req_ready();
	return req_body(s, d);
}

void *obj_malloc(size_t size)
{
	struct req_static s;
	struct req_dynamic d;
	void *ret;

	req_static_init(&s);
	req_dynamic_init(&d);
	s.null_on_error = TRUE_;
	s.bump_empty = TRUE_;
	d.result = &ret;
	d.size = size;
	req_alloc(&s, &d);
	return ret;
}

void *obj_calloc(size_t n, size_t size)
{
	struct req_static s;
	struct req_dynamic d;
	void *ret;

	req_static_init(&s);
	req_dynamic_init(&d);
	s.may_overflow = TRUE_;
	s.null_on_error = TRUE_;
	d.result = &ret;
	d.n = n;
	d.size = size;
	d.zero = TRUE_;
	req_alloc(&s, &d);
	return ret;
}

void *obj_pool_alloc(int pool, size_t size)
{
	struct req_static s;
	struct req_dynamic d;
	void *ret;

	req_static_init(&s);
	req_dynamic_init(&d);
	s.slow = TRUE_;
	d.result = &ret;
	d.size = size;
	d.pool = pool;
	req_alloc(&s, &d);
	return ret;
}

int main(int argc, char **argv)
{
	unsigned long rounds = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000;
	uint32_t x = 2463534242u, sum = 0;

	for (unsigned long r = 0; r < rounds; r++) {
		unsigned char *a, *b, *c;

		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		a = obj_malloc(x % 300);
		b = obj_calloc(1 + x % 7, x % 90);
		c = obj_pool_alloc((int)(x % 5), 8 + x % 40);
		sum = sum * 31 + (uint32_t)(a - heap[0]) + (b ? b[0] : 7) +
		      (uint32_t)(uintptr_t)(c ? 1 : 0);
	}
	printf("%u %lu %lu %lu %lu %lu %lu %lu\n", sum, served[0], served[1],
	       served[2], served[3], failed, traced_slow, traced_zero);
	return 0;
}
