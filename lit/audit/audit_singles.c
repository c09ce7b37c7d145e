// A TU with few annotations, most of them load-bearing: two noinline
// helpers that clang inlines without them, each load-bearing alone; two
// __always_inline that matter only together (mix_cost folds into the
// callers' constants through batch_mix, either one suffices); two tiny
// __always_inline clang inlines anyway. After the strip-everything
// compile changes the code, audit strips each of the six alone in one
// round, side by side, then the four that changed nothing alone together:
// that changes the code, and the halving over those four finds the pair.
// 14 compiles (1 baseline, 1 with everything stripped, 6 alone, 1 the
// rest, 5 for the pair); halving from the start takes 17, one at a time.
// The round of six is the only one with progress lines (more than four).
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o x.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: not %inlint audit -p %t/compile_commands.json > %t/out.txt 2> %t/err.txt
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck --check-prefix=ROUND %s < %t/err.txt
// RUN: not %inlint audit -p %t/compile_commands.json --format yaml | FileCheck --check-prefix=YAML %s
#include "kernel.h"

typedef unsigned int u32;
extern int (*mix_table)(int);
extern void stat_add(u32);

// CHECK: {{.*}}audit_singles.c:[[#@LINE+1]]: note: noinline on zone_clamp is load-bearing: without it, zone_clamp in zone_pick:[[#@LINE+79]] now inlined; {{.*}} [inlint-load-bearing]{{$}}
static noinline u32 zone_clamp(u32 order)
{
	return order > 10 ? 10 : order;
}

// CHECK-NEXT: {{.*}}audit_singles.c:[[#@LINE+1]]: warning: __always_inline on page_tag is redundant: {{.*}} [inlint-redundant]{{$}}
static __always_inline u32 page_tag(u32 pfn)
{
	return pfn & 0xff;
}

// CHECK-NEXT: {{.*}}audit_singles.c:[[#@LINE+1]]: note: __always_inline on mix_cost and __always_inline on batch_mix ({{.*}}audit_singles.c:[[#@LINE+42]]) are load-bearing only together: without them, {{.*}}; batch_mix +{{[0-9]+}} bytes (new copy); {{.*}} [inlint-load-bearing]{{$}}
static __always_inline int mix_cost(int x)
{
	int r = x & 15;

	if (r == 0)
		return ((x + 1) * 3) ^ (x >> 1) ^ ((x << 1) - 5);
	if (r == 1)
		return ((x + 8) * 4) ^ (x >> 2) ^ ((x << 2) - 18);
	if (r == 2)
		return ((x + 15) * 5) ^ (x >> 3) ^ ((x << 3) - 31);
	if (r == 3)
		return ((x + 22) * 6) ^ (x >> 4) ^ ((x << 1) - 44);
	if (r == 4)
		return ((x + 29) * 7) ^ (x >> 5) ^ ((x << 2) - 57);
	if (r == 5)
		return ((x + 36) * 8) ^ (x >> 1) ^ ((x << 3) - 70);
	if (r == 6)
		return ((x + 43) * 9) ^ (x >> 2) ^ ((x << 1) - 83);
	if (r == 7)
		return ((x + 50) * 10) ^ (x >> 3) ^ ((x << 2) - 96);
	if (r == 8)
		return ((x + 57) * 11) ^ (x >> 4) ^ ((x << 3) - 109);
	if (r == 9)
		return ((x + 64) * 12) ^ (x >> 5) ^ ((x << 1) - 122);
	if (r == 10)
		return ((x + 71) * 13) ^ (x >> 1) ^ ((x << 2) - 135);
	if (r == 11)
		return ((x + 78) * 14) ^ (x >> 2) ^ ((x << 3) - 148);
	if (r == 12)
		return ((x + 85) * 15) ^ (x >> 3) ^ ((x << 1) - 161);
	if (r == 13)
		return ((x + 92) * 16) ^ (x >> 4) ^ ((x << 2) - 174);
	if (r == 14)
		return ((x + 99) * 17) ^ (x >> 5) ^ ((x << 3) - 187);
	if (r == 15)
		return ((x + 106) * 18) ^ (x >> 1) ^ ((x << 1) - 200);
	return 0;
}

int (*mix_table)(int) = mix_cost;

static __always_inline int batch_mix(int x)
{
	int head = mix_cost(x) + mix_cost(x + 1) + mix_cost(x + 2);
	int body = mix_cost(x + 3) + mix_cost(x + 4) + mix_cost(x + 5);
	int more = mix_cost(x + 6) + mix_cost(x + 7) + mix_cost(x + 8);
	int tail = mix_cost(x + 9) + mix_cost(x + 10) + mix_cost(x + 11);
	int last = mix_cost(x + 12) + mix_cost(x + 13) + mix_cost(x + 14);

	return head + body + more + tail + last + mix_cost(x + 15);
}

// CHECK-NEXT: {{.*}}audit_singles.c:[[#@LINE+1]]: note: noinline on slot_index is load-bearing: without it, slot_index in zone_pick:[[#@LINE+17]] now inlined; {{.*}} [inlint-load-bearing]{{$}}
static noinline u32 slot_index(u32 pfn)
{
	return (pfn >> 3) & 63;
}

// CHECK-NEXT: {{.*}}audit_singles.c:[[#@LINE+1]]: warning: __always_inline on order_bits is redundant: {{.*}} [inlint-redundant]{{$}}
static __always_inline u32 order_bits(u32 order)
{
	return 1u << order;
}

u32 zone_pick(u32 order, u32 pfn)
{
	u32 o = zone_clamp(order);

	stat_add(page_tag(pfn));
	return order_bits(o) + slot_index(pfn);
}

int mix_small(void)
{
	return batch_mix(1);
}

int mix_medium(void)
{
	return batch_mix(2);
}

int mix_large(void)
{
	return batch_mix(3);
}
// CHECK-NOT: {{.}}

// ROUND:     [1/6] {{.*}}audit_singles.c: none {{[a-z_]+$}}
// ROUND:     [6/6] {{.*}}audit_singles.c: none {{[a-z_]+$}}
// ROUND-NOT: {{.}}

// YAML:      compiles: 14
// YAML:      - function: zone_clamp
// YAML:        verdict: load-bearing
// YAML:      - function: page_tag
// YAML:        verdict: redundant
// YAML:      - function: mix_cost
// YAML:        verdict: load-bearing
// YAML:      - function: batch_mix
// YAML:        verdict: load-bearing
// YAML:      - function: slot_index
// YAML:        verdict: load-bearing
// YAML:      - function: order_bits
// YAML:        verdict: redundant
// YAML:      load_bearing:
// YAML-NEXT: - annotations:
// YAML-NEXT:   - {function: zone_clamp, file: {{.*}}audit_singles.c, line: [[#]]}
// YAML:      - annotations:
// YAML-NEXT:   - {function: mix_cost, file: {{.*}}audit_singles.c, line: [[#]]}
// YAML-NEXT:   - {function: batch_mix, file: {{.*}}audit_singles.c, line: [[#]]}
// YAML:      - annotations:
// YAML-NEXT:   - {function: slot_index, file: {{.*}}audit_singles.c, line: [[#]]}
