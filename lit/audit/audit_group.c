// Two annotations that only matter together: op_cost is big unless its
// argument is a constant; batch_cost calls it sixteen times, too big to
// inline unless the copies of op_cost fold inside it. With either
// __always_inline the callers' constants reach op_cost (batch_cost
// inlined into them, or op_cost folded into batch_cost) and everything
// folds; without both, batch_cost stays out of line. Stripping everything
// changes the code, each one alone does not: one finding, the group.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o x.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: %inlint audit -p %t/compile_commands.json | FileCheck %s
// RUN: %inlint audit -p %t/compile_commands.json --format yaml | FileCheck --check-prefix=YAML %s
#include "kernel.h"

extern int (*op_table)(int);

// CHECK: {{.*}}audit_group.c:[[#@LINE+1]]: note: __always_inline on op_cost and __always_inline on batch_cost ({{.*}}audit_group.c:[[#@LINE+42]]) are load-bearing only together: without them, {{.*}}; batch_cost +{{[0-9]+}} bytes (new copy); {{.*}}; .text +{{[0-9]+}} bytes (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
static __always_inline int op_cost(int x)
{
	switch (x & 15) {
	case 0:
		return ((x * 3) ^ (x >> 1)) + ((x << 1) | 1) - (x ^ 5);
	case 1:
		return ((x * 4) ^ (x >> 2)) + ((x << 2) | 8) - (x ^ 18);
	case 2:
		return ((x * 5) ^ (x >> 3)) + ((x << 3) | 15) - (x ^ 31);
	case 3:
		return ((x * 6) ^ (x >> 4)) + ((x << 1) | 22) - (x ^ 44);
	case 4:
		return ((x * 7) ^ (x >> 5)) + ((x << 2) | 29) - (x ^ 57);
	case 5:
		return ((x * 8) ^ (x >> 1)) + ((x << 3) | 36) - (x ^ 70);
	case 6:
		return ((x * 9) ^ (x >> 2)) + ((x << 1) | 43) - (x ^ 83);
	case 7:
		return ((x * 10) ^ (x >> 3)) + ((x << 2) | 50) - (x ^ 96);
	case 8:
		return ((x * 11) ^ (x >> 4)) + ((x << 3) | 57) - (x ^ 109);
	case 9:
		return ((x * 12) ^ (x >> 5)) + ((x << 1) | 64) - (x ^ 122);
	case 10:
		return ((x * 13) ^ (x >> 1)) + ((x << 2) | 71) - (x ^ 135);
	case 11:
		return ((x * 14) ^ (x >> 2)) + ((x << 3) | 78) - (x ^ 148);
	case 12:
		return ((x * 15) ^ (x >> 3)) + ((x << 1) | 85) - (x ^ 161);
	case 13:
		return ((x * 16) ^ (x >> 4)) + ((x << 2) | 92) - (x ^ 174);
	case 14:
		return ((x * 17) ^ (x >> 5)) + ((x << 3) | 99) - (x ^ 187);
	case 15:
		return ((x * 18) ^ (x >> 1)) + ((x << 1) | 106) - (x ^ 200);
	}
	return 0;
}

int (*op_table)(int) = op_cost;

static __always_inline int batch_cost(int x)
{
	return op_cost(x) + op_cost(x + 1) + op_cost(x + 2) + op_cost(x + 3) +
	       op_cost(x + 4) + op_cost(x + 5) + op_cost(x + 6) +
	       op_cost(x + 7) + op_cost(x + 8) + op_cost(x + 9) +
	       op_cost(x + 10) + op_cost(x + 11) + op_cost(x + 12) +
	       op_cost(x + 13) + op_cost(x + 14) + op_cost(x + 15);
}

int cost_small(void)
{
	return batch_cost(1);
}

int cost_medium(void)
{
	return batch_cost(2);
}

int cost_large(void)
{
	return batch_cost(3);
}
// CHECK-NOT: {{.}}

// YAML:      - function: op_cost
// YAML:        verdict: load-bearing
// YAML:      - function: batch_cost
// YAML:        verdict: load-bearing
// YAML:      load_bearing:
// YAML-NEXT: - annotations:
// YAML-NEXT:   - {function: op_cost, file: {{.*}}audit_group.c, line: [[#]]}
// YAML-NEXT:   - {function: batch_cost, file: {{.*}}audit_group.c, line: [[#]]}
// YAML-NEXT:   units:
