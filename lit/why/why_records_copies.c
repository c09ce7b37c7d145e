// why --records takes a call's status from clang's remarks, over the call
// and its copies. An empty stat hook is inlined and nothing of it is left
// (the record sees no copy: zsmalloc's zs_stat_exit in zs_exit): it reads
// "inlined". A call inside an __always_inline helper exists only in the
// helper's copies, each with its own remark: inlined in one, refused in the
// cold one, it reads "partly inlined", naming where it was refused.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -I%inputs -fpass-plugin=%plugin -c %s -o %t/copies.o -fsave-optimization-record -foptimization-record-file=%t/copies.opt.yaml
// RUN: %inlint why %t/copies.opt.yaml --records %t/rec --all 2> /dev/null | FileCheck --check-prefix=ALL %s
// RUN: %inlint why %t/copies.opt.yaml --records %t/rec 2> /dev/null | FileCheck %s
#include "kernel.h"

struct pool {
	int nr;
	int objs[64];
};

static unsigned long pool_stat;

static void pool_stat_exit(void)
{
}

static int pool_mix(struct pool *p, int k, int mode)
{
	int h = k;

	if (mode == 0)
		return h * 31;
	for (int i = 0; i < p->nr; i++) {
		h ^= p->objs[(h + i) & 63];
		h *= 33;
		h += p->objs[i & 63] >> 3;
		h -= p->objs[(h >> 5) & 63] * 7;
		h ^= p->objs[(i * 3) & 63] << 2;
		h += p->objs[(h ^ i) & 63] / 5;
	}
	return h;
}

static __always_inline int pool_get_mode(struct pool *p, int k, int mode)
{
	return pool_mix(p, k, mode);
}

int pool_get(struct pool *p, int k)
{
	return pool_get_mode(p, k, 0);
}

__cold int pool_dump(struct pool *p, int k)
{
	return pool_get_mode(p, k, 2);
}

int pool_hash(struct pool *p, int k, int mode)
{
	return pool_mix(p, k, mode);
}

void pool_exit(struct pool *p)
{
	pool_stat_exit();
	pool_stat += pool_get(p, 1);
}

// ALL:      why_records_copies.c:64: pool_get in pool_exit: inlined: cost {{-?[0-9]+}} vs threshold {{[0-9]+}}
// ALL-NEXT: why_records_copies.c:48: pool_get_mode in pool_get: inlined: always inlined: always inline attribute
// ALL-NEXT: why_records_copies.c:53: pool_get_mode in pool_dump: inlined: always inlined: always inline attribute
// ALL-NEXT: why_records_copies.c:43: pool_mix in pool_get_mode: partly inlined: at 1 of 2 calls; not in pool_dump: cost {{[0-9]+}} vs threshold {{[0-9]+}} (misses by {{[0-9]+}})
// ALL-NEXT: why_records_copies.c:58: pool_mix in pool_hash: inlined: cost {{-?[0-9]+}} vs threshold 225
// ALL-NEXT: why_records_copies.c:63: pool_stat_exit in pool_exit: inlined: cost {{-?[0-9]+}} vs threshold {{[0-9]+}}
// ALL-NOT:  {{.}}

// Without --all the partly inlined call is listed: it was refused once.
// CHECK:      why_records_copies.c:43: pool_mix in pool_get_mode: partly inlined: at 1 of 2 calls; not in pool_dump: cost {{.*}}
// CHECK-NOT:  {{.}}
