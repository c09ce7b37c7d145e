// --ablate leaves alone what must stay: ct_state_read's __always_inline is
// required (called from noinstr code), and irqentry_enter's noinline is part
// of noinstr. Only ct_slow's noinline is proposed, and not when the
// candidates file decides on ct_slow already. (The bench, false, then
// fails: the candidate lists are all this test reads.)
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- {function: ct_slow, action: always_inline}\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD not %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -g -I%inputs -fpass-plugin=%plugin -c %s -o %t/entry.o" --bench false --metric callgrind --ablate -o %t/decisions.yaml 2> %t/progress
// RUN: FileCheck %s < %t/progress
// RUN: env -u LD_PRELOAD not %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -g -I%inputs -fpass-plugin=%plugin -c %s -o %t/entry.o" --bench false --metric callgrind --candidates %t/cands.yaml --ablate --restart -o %t/decisions.yaml 2> %t/cands.progress
// RUN: FileCheck --check-prefix=CANDS %s < %t/cands.progress

#include "kernel.h"

struct context_tracking {
	int state;
	unsigned long seq;
};

static struct context_tracking ct;

static __always_inline int ct_state_read(void)
{
	return ct.state;
}

static noinline void ct_slow(void)
{
	ct.seq += 2;
}

noinstr int irqentry_enter(void)
{
	if (ct_state_read() == 1)
		ct.seq++;
	return ct.state;
}

void ct_kick(void)
{
	ct_slow();
}

// CHECK:      inlint tune: ablate: build for the records
// CHECK-NEXT: inlint tune: ablate: 1 record, 1 forcing annotation to try without
// CHECK-NEXT: inlint tune: check: build with every candidate applied, for the records
// CHECK-NEXT: inlint tune: check: 1 record, 0 of 1 candidate matched nothing
// CHECK-NEXT: inlint tune: 1 candidate in 1 group;

// CANDS:      inlint tune: ablate: 1 record, 0 forcing annotations to try without
// CANDS-NEXT: inlint tune: check: build with every candidate applied, for the records
// CANDS-NEXT: inlint tune: check: 1 record, 0 of 1 candidate matched nothing
// CANDS-NEXT: inlint tune: 1 candidate in 1 group;
