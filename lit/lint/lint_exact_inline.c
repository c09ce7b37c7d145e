// lint -p of a patch adding a plain `inline` measures it: the hint is the
// decision inline, which gives ring_mix the inlinehint clang gives an
// `inline` function and raises LLVM's threshold (225 to 325). Without it
// clang -O2 keeps all four calls out of line; with it, it inlines them
// and the copy goes. The bytes are those of a real rebuild of the patched
// copy (inlint bloat between the two objects), and the tree is left as it
// was.
// RUN: rm -rf %t && mkdir -p %t/a %t/b
// RUN: cp %s %t/a/ring.c
// RUN: sed 's/^static unsigned long ring_mix/static inline unsigned long ring_mix/' %s > %t/b/ring.c
// RUN: cd %t && not diff -u a/ring.c b/ring.c > inline.patch
// RUN: printf '[{"directory":"%%s","file":"ring.c","command":"%%s -O2 -g -c ring.c -o ring.o"}]\n' %t/a %clang > %t/compile_commands.json
// RUN: cd %t/a && %inlint lint %t/inline.patch -p %t/compile_commands.json > %t/lint.txt
// RUN: %clang -O2 -g -c %t/a/ring.c -o %t/base.o
// RUN: %clang -O2 -g -c %t/b/ring.c -o %t/hinted.o
// RUN: %inlint bloat %t/base.o %t/hinted.o > %t/bloat.txt
// RUN: cat %t/lint.txt %t/bloat.txt | FileCheck %s
// RUN: ls %t/a | FileCheck --check-prefix=TREE %s

struct ring {
	unsigned int head, tail, mask;
	unsigned long slots[64];
};

// CHECK: ring.c:[[#@LINE+1]]:8: note: ring_mix: `inline` is load-bearing: inlines ring_mix at 4 call sites: [[F1:ring_[a-z]+]] +[[D1:[0-9]+]] bytes, [[F2:ring_[a-z]+]] +[[D2:[0-9]+]] bytes, [[F3:ring_[a-z]+]] +[[D3:[0-9]+]] bytes, ring_mix's copy -[[COPY:[0-9]+]] bytes (gone); .text +[[TEXT:[0-9]+]] (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
static unsigned long ring_mix(struct ring *r, unsigned long v)
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

// The real rebuild: the copy gone, the same callers, the same total.
// CHECK: add/remove: 0/1 grow/shrink: 3/0 up/down: {{.*}} ([[TEXT]])
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: [[F1]] [[#]] [[#]] +[[D1]]
// CHECK-NEXT: [[F2]] [[#]] [[#]] +[[D2]]
// CHECK-NEXT: [[F3]] [[#]] [[#]] +[[D3]]
// CHECK-NEXT: ring_mix [[COPY]] - -[[COPY]]

// TREE:      ring.c
// TREE-NOT:  {{.}}
