// A plain `inline` (no forcing attribute) is load-bearing: clang gives
// ring_mix inlinehint, which raises LLVM's threshold (225 to 325); without
// it (action plain), ring_mix is too costly and clang -O2 keeps all four
// calls out of line. audit names each call that flips, and the bytes are
// those of a real rebuild of a copy with `inline` removed by sed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -c %%s -o x.o"}]\n' %t %s %clang %s > %t/compile_commands.json
// RUN: %inlint audit -p %t/compile_commands.json > %t/audit.txt
// RUN: %inlint audit -p %t/compile_commands.json --format yaml | FileCheck --check-prefix=YAML %s
// RUN: sed 's/^static inline unsigned long ring_mix/static unsigned long ring_mix/' %s > %t/stripped.c
// RUN: %clang -O2 -g -c %s -o %t/base.o
// RUN: %clang -O2 -g -c %t/stripped.c -o %t/stripped.o
// RUN: llvm-nm %t/base.o | FileCheck --check-prefix=BASE %s
// RUN: llvm-nm %t/stripped.o | FileCheck --check-prefix=STRIPPED %s
// RUN: %inlint bloat %t/base.o %t/stripped.o > %t/bloat.txt
// RUN: cat %t/audit.txt %t/bloat.txt | FileCheck %s

struct ring {
	unsigned int head, tail, mask;
	unsigned long slots[64];
};

// CHECK: {{.*}}audit_inline_load_bearing.c:[[#@LINE+1]]: note: inline on ring_mix is load-bearing: without it, ring_mix in ring_a:[[#@LINE+23]] now kept, ring_mix in ring_b:[[#@LINE+28]] now kept, ring_mix in ring_c:[[#@LINE+33]] now kept (2 calls); ring_mix +[[COPY:[0-9]+]] bytes (new copy); [[F1:ring_[a-z]+]] -[[D1:[0-9]+]] bytes; [[F2:ring_[a-z]+]] -[[D2:[0-9]+]] bytes; [[F3:ring_[a-z]+]] -[[D3:[0-9]+]] bytes; .text [[TEXT:-[0-9]+]] bytes (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
static inline unsigned long ring_mix(struct ring *r, unsigned long v)
{
	unsigned long h = v;

	h = (h ^ r->slots[(r->head + 0) & r->mask]) * 3ul + (h >> 1);
	h = (h ^ r->slots[(r->head + 1) & r->mask]) * 5ul + (h >> 2);
	h = (h ^ r->slots[(r->head + 2) & r->mask]) * 7ul + (h >> 3);
	h = (h ^ r->slots[(r->head + 3) & r->mask]) * 9ul + (h >> 4);
	h = (h ^ r->slots[(r->head + 4) & r->mask]) * 11ul + (h >> 5);
	h = (h ^ r->slots[(r->head + 5) & r->mask]) * 13ul + (h >> 6);
	h = (h ^ r->slots[(r->head + 6) & r->mask]) * 15ul + (h >> 7);
	h = (h ^ r->slots[(r->head + 7) & r->mask]) * 17ul + (h >> 8);
	h = (h ^ r->slots[(r->head + 8) & r->mask]) * 19ul + (h >> 9);
	h = (h ^ r->slots[(r->head + 9) & r->mask]) * 21ul + (h >> 10);
	h = (h ^ r->slots[(r->head + 10) & r->mask]) * 23ul + (h >> 11);
	h = (h ^ r->slots[(r->head + 11) & r->mask]) * 25ul + (h >> 12);
	r->tail++;
	return h;
}

unsigned long ring_a(struct ring *r, unsigned long v)
{
	return ring_mix(r, v) + 1;
}

unsigned long ring_b(struct ring *r, unsigned long v)
{
	return ring_mix(r, v * 3);
}

unsigned long ring_c(struct ring *r, unsigned long v)
{
	return ring_mix(r, v) - ring_mix(r, v + 1);
}

// The real rebuild: the same new copy, the same callers, the same total.
// CHECK-NEXT: add/remove: 1/0 grow/shrink: 0/3 up/down: {{.*}} ([[TEXT]])
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: ring_mix - [[COPY]] +[[COPY]]
// CHECK-NEXT: [[F1]] [[#]] [[#]] -[[D1]]
// CHECK-NEXT: [[F2]] [[#]] [[#]] -[[D2]]
// CHECK-NEXT: [[F3]] [[#]] [[#]] -[[D3]]

// BASE-NOT: ring_mix
// STRIPPED: t ring_mix

// YAML: - function: ring_mix
// YAML: annotation: inline
// YAML-NEXT: verdict: load-bearing
