// __always_inline on a checksum loop with three callers is load-bearing:
// without it clang -O2 keeps it out of line. audit names each call site
// that flips and the bytes of every function, and those bytes are the
// ones of a real rebuild of a copy of this file with the annotation
// removed by sed (inlint bloat between the two objects). Stripped means
// bare: clang gives an __always_inline function no inlinehint, so the
// measured function has neither attribute, as after the sed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o x.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: %inlint audit -p %t/compile_commands.json > %t/audit.txt
// RUN: sed 's/^static __always_inline u32 csum_block/static u32 csum_block/' %s > %t/stripped.c
// RUN: %clang -O2 -g -I%inputs -c %s -o %t/base.o
// RUN: %clang -O2 -g -I%inputs -c %t/stripped.c -o %t/stripped.o
// RUN: %inlint bloat %t/base.o %t/stripped.o > %t/bloat.txt
// RUN: cat %t/audit.txt %t/bloat.txt | FileCheck %s
#include "kernel.h"

typedef unsigned int u32;
extern u32 csum_fold_hw(u32);
extern void dev_account(u32);

// CHECK: {{.*}}audit_load_bearing.c:[[#@LINE+1]]: note: __always_inline on csum_block is load-bearing: without it, csum_block in csum_rx:[[#@LINE+20]] now kept, csum_block in csum_tx:[[#@LINE+25]] now kept, csum_block in csum_fwd:[[#@LINE+30]] now kept; csum_block +[[COPY:[0-9]+]] bytes (new copy); [[F1:csum_[a-z]+]] -[[D1:[0-9]+]] bytes; [[F2:csum_[a-z]+]] -[[D2:[0-9]+]] bytes; [[F3:csum_[a-z]+]] -[[D3:[0-9]+]] bytes; .text [[TEXT:-[0-9]+]] bytes (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
static __always_inline u32 csum_block(const u32 *p, int n)
{
	u32 s = 0;

	for (int i = 0; i < n; i++) {
		s ^= p[i] * 31 + (s >> 3);
		if (p[i] & 1)
			s += csum_fold_hw(p[i]);
		else
			s -= csum_fold_hw(p[i] ^ s);
		s = (s << 5) | (s >> 27);
		if (s > 1000)
			s = csum_fold_hw(s) + csum_fold_hw(s + 1);
	}
	return s + csum_fold_hw(s) * csum_fold_hw((u32)n);
}

u32 csum_rx(const u32 *p, int n)
{
	return csum_block(p, n);
}

u32 csum_tx(const u32 *p, int n)
{
	return csum_block(p, n + 1);
}

u32 csum_fwd(const u32 *p, int n)
{
	u32 s = csum_block(p, n * 2);

	dev_account(s);
	return s;
}

// The real rebuild: the same new copy, the same callers, the same total.
// CHECK-NEXT: add/remove: 1/0 grow/shrink: 0/3 up/down: {{.*}} ([[TEXT]])
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: csum_block - [[COPY]] +[[COPY]]
// CHECK-NEXT: [[F1]] [[#]] [[#]] -[[D1]]
// CHECK-NEXT: [[F2]] [[#]] [[#]] -[[D2]]
// CHECK-NEXT: [[F3]] [[#]] [[#]] -[[D3]]
