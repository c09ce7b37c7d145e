// Under a sample profile a call that the early cleanup removed as dead code
// (a compile-time assertion of a configuration that is off) is gone from
// inlint's profiled view, as is a call the profile loader inlined. Only
// the second has a copy of its callee at its line: the dead call is not
// recorded as profile-inlined and hot, the inlined one is.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/cache_refill.prof -fpass-plugin=%plugin -c %s -o %t/dead.o
// RUN: find %t/rec -name '*.inlint.yaml' | xargs cat | FileCheck %s

// CHECK:       profile_format: SampleProfile
// CHECK-LABEL: - name: cache_refill
// CHECK:         - caller: cache_alloc
// CHECK-NEXT:      line: 61
// CHECK-NEXT:      hotness: hot
// CHECK:           profile_inlined: true
// CHECK-LABEL: - name: stats_account
// CHECK:         call_sites: []
// CHECK-LABEL: recommendations:

#include <stdbool.h>

struct cache {
	unsigned long avail;
	unsigned long items[64];
};

static const bool config_stats = false;
#define cassert(c)                               \
	do {                                     \
		if (__builtin_expect(!(c), 0))   \
			__builtin_unreachable(); \
	} while (0)

static unsigned long nr_stats;

static void __attribute__((noinline)) stats_account(unsigned long v)
{
	nr_stats += v;
}

static void __attribute__((noinline)) stats_dump(unsigned long v)
{
	cassert(config_stats);
	stats_account(v);
}

static unsigned long cache_refill(struct cache *c)
{
	for (unsigned long i = 0; i < 64; i++)
		c->items[i] = i * 4096 + (unsigned long)c;
	c->avail = 63;
	return c->items[63];
}

unsigned long cache_alloc(struct cache *c)
{
	if (__builtin_expect(c->avail != 0, 1))
		return c->items[--c->avail];
	if (c->avail > 64)
		stats_dump(c->avail);
	return cache_refill(c);
}
