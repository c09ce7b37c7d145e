// Candidates at inlined calls: with --outline-above PCT%, every call that
// LLVM inlined into a function running at least PCT percent of the
// instructions itself becomes a noinline candidate at that call, which
// tune builds and measures. csum_packets runs nearly all of them: mix's two
// calls and the rare path stats_rebalance (one packet in 64), inlined into
// its loop, are candidates, named by the function whose body holds the call
// and its line, each measured alone: mix's two are not one group. Out of
// line, each costs more than its copy (a call per packet, or per 64 with
// the lanes' registers saved around it): all three dropped.
// Not candidates: stats_clear, inlined into stats_init and through it into
// main, and mix, inlined into main: neither runs 20% of the instructions.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %s -o %t/csum" --bench 'exec %t/csum 20' --metric callgrind --runs 1 --outline-above 20% --objects %t/csum -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress
// RUN: FileCheck --check-prefix=OUT %s < %t/decisions.yaml
// RUN: env -u LD_PRELOAD not %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %s -o %t/csum" --bench 'exec %t/csum 20' --metric callgrind --runs 1 --outline-above 0% -o %t/zero.yaml 2> %t/zero.err
// RUN: FileCheck --check-prefix=ZERO %s < %t/zero.err

// PROGRESS:     inlint tune: profile: 1 function runs at least 20% of the instructions itself; 3 new noinline candidates at the calls inlined into it
// PROGRESS:     inlint tune: check: 1 record, 0 of 3 candidates matched nothing
// PROGRESS:     inlint tune: 3 candidates in 3 groups

// CHECK:      baseline (no decisions) [[#BASE:]] +0 1.0000
// The three candidates' rows are at their calls below, the final set's at
// the end.

// OUT:      []

// ZERO: inlint tune: error: bad --outline-above '0%' (above 0%: at 0 every function that ran would do)

#include <stdio.h>
#include <stdlib.h>

struct stats {
	unsigned long drops, resets;
	unsigned long hist[16];
};

static inline void stats_clear(struct stats *s)
{
	for (int i = 0; i < 16; i++)
		s->hist[i] = (unsigned long)i;
	s->drops = s->resets = 0;
}

void stats_init(struct stats *s)
{
	stats_clear(s);
}

/* The slow path: folds the histogram's halves into each other. */
static void stats_rebalance(struct stats *s, unsigned long v)
{
	s->hist[0] = s->hist[0] * 3 + s->hist[8] + v;
	s->hist[8] ^= s->hist[0] >> 2;
	s->hist[4] += s->hist[12] ^ (v >> 4);
	s->hist[12] = s->hist[4] * 5;
	s->resets++;
}

static inline unsigned long mix(unsigned long x)
{
	x ^= x >> 31;
	x *= 0x7fb5d329728ea185ul;
	return x ^ (x >> 27);
}

/* The hot loop: a checksum over packets in eight running lanes. */
__attribute__((noinline)) unsigned long
csum_packets(struct stats *s, const unsigned long *p, unsigned long n)
{
	unsigned long a0 = 1, a1 = 2, a2 = 3, a3 = 4, a4 = 5, a5 = 6, a6 = 7,
		      a7 = 8;

	for (unsigned long i = 0; i < n; i++) {
		unsigned long v = p[i];

		a0 += v;
		// CHECK-DAG: noinline mix in csum_packets:[[#@LINE+1]] {{[0-9]+}} +{{[0-9]+}} 1.{{[0-9]+}} 0.00% {{[-+][0-9]+}} dropped
		a1 ^= a0 + mix(v);
		a2 += a1 >> 3;
		a3 ^= a2 * 5;
		a4 += a3 ^ v;
		// CHECK-DAG: noinline mix in csum_packets:[[#@LINE+1]] {{[0-9]+}} +{{[0-9]+}} 1.{{[0-9]+}} 0.00% {{[-+][0-9]+}} dropped
		a5 ^= a4 + mix(a3);
		a6 += a5 >> 7;
		a7 ^= a6 + a0;
		if ((v & 63) == 0)
			// CHECK-DAG: noinline stats_rebalance in csum_packets:[[#@LINE+1]] {{[0-9]+}} +{{[0-9]+}} 1.{{[0-9]+}} 0.00% {{[-+][0-9]+}} dropped
			stats_rebalance(s, a7);
	}
	return a0 ^ a1 ^ a2 ^ a3 ^ a4 ^ a5 ^ a6 ^ a7;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000, sum = 0;
	static unsigned long pkts[4096];
	static struct stats s;

	stats_init(&s);
	for (unsigned long i = 0; i < 4096; i++)
		pkts[i] = mix(i + 1);
	for (unsigned long r = 0; r < n; r++)
		sum += csum_packets(&s, pkts, 4096);
	printf("%lu %lu\n", sum, s.resets);
	return 0;
}

// CHECK: final (0 decisions) [[#BASE]] +0 1.0000
