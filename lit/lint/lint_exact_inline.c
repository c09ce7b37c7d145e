// lint -p of a patch adding a plain `inline` measures it: the hint is the
// decision inline, which gives stat_fold the inlinehint clang gives an
// `inline` function and raises LLVM's threshold (225 to 325). Without it
// clang -O2 keeps all four calls out of line; with it, it inlines them
// and the copy goes. The bytes are those of a real rebuild of the patched
// copy (inlint bloat between the two objects), and the tree is left as it
// was.
// RUN: rm -rf %t && mkdir -p %t/a %t/b
// RUN: cp %s %t/a/stat.c
// RUN: sed 's/^static unsigned long stat_fold/static inline unsigned long stat_fold/' %s > %t/b/stat.c
// RUN: cd %t && not diff -u a/stat.c b/stat.c > inline.patch
// RUN: printf '[{"directory":"%%s","file":"stat.c","command":"%%s -O2 -g -c stat.c -o stat.o"}]\n' %t/a %clang > %t/compile_commands.json
// RUN: cd %t/a && %inlint lint %t/inline.patch -p %t/compile_commands.json > %t/lint.txt
// RUN: %clang -O2 -g -c %t/a/stat.c -o %t/base.o
// RUN: %clang -O2 -g -c %t/b/stat.c -o %t/hinted.o
// RUN: %inlint bloat %t/base.o %t/hinted.o > %t/bloat.txt
// RUN: cat %t/lint.txt %t/bloat.txt | FileCheck %s
// RUN: ls %t/a | FileCheck --check-prefix=TREE %s

struct pcpu_stat {
	unsigned long hits, misses, bytes[16];
	unsigned int cpu, shift;
};

// CHECK: stat.c:[[#@LINE+1]]:8: note: stat_fold: `inline` is load-bearing: inlines stat_fold at 4 call sites: [[F1:stat_[a-z_]+]] +[[D1:[0-9]+]] bytes, [[F2:stat_[a-z_]+]] +[[D2:[0-9]+]] bytes, [[F3:stat_[a-z_]+]] +[[D3:[0-9]+]] bytes, stat_fold's copy -[[COPY:[0-9]+]] bytes (gone); .text +[[TEXT:[0-9]+]] (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
static unsigned long stat_fold(struct pcpu_stat *s, unsigned long v)
{
	unsigned long acc = s->hits ^ v;

	acc += s->bytes[(s->cpu + 1) & 15] << (s->shift & 7);
	acc ^= s->bytes[(s->cpu + 3) & 15] >> (acc & 5);
	acc += s->bytes[(s->cpu + 5) & 15] * (acc | 1);
	acc ^= s->bytes[(s->cpu + 7) & 15] - (acc >> 13);
	acc += s->bytes[(s->cpu + 9) & 15] << (s->shift & 7);
	acc ^= s->bytes[(s->cpu + 11) & 15] >> (acc & 5);
	acc += s->bytes[(s->cpu + 13) & 15] * (acc | 1);
	acc ^= s->bytes[(s->cpu + 15) & 15] - (acc >> 13);
	acc += s->bytes[(s->cpu + 17) & 15] << (s->shift & 7);
	acc ^= s->bytes[(s->cpu + 19) & 15] >> (acc & 5);
	acc += s->bytes[(s->cpu + 21) & 15] * (acc | 1);
	acc ^= s->bytes[(s->cpu + 23) & 15] - (acc >> 13);
	acc += s->bytes[(s->cpu + 25) & 15] << (s->shift & 7);
	acc ^= s->bytes[(s->cpu + 27) & 15] >> (acc & 5);
	acc += s->bytes[(s->cpu + 29) & 15] * (acc | 1);
	acc ^= s->bytes[(s->cpu + 31) & 15] - (acc >> 13);
	acc += s->bytes[(s->cpu + 33) & 15] << (s->shift & 7);
	acc ^= s->bytes[(s->cpu + 35) & 15] >> (acc & 5);
	acc += s->bytes[(s->cpu + 37) & 15] * (acc | 1);
	acc ^= s->bytes[(s->cpu + 39) & 15] - (acc >> 13);
	acc += s->bytes[(s->cpu + 41) & 15] << (s->shift & 7);
	acc ^= s->bytes[(s->cpu + 43) & 15] >> (acc & 5);
	acc += s->bytes[(s->cpu + 45) & 15] * (acc | 1);
	s->misses += acc & 1;
	return acc;
}

unsigned long stat_read(struct pcpu_stat *s, unsigned long v)
{
	return stat_fold(s, v) + 1;
}

unsigned long stat_read_twice(struct pcpu_stat *s, unsigned long v)
{
	return stat_fold(s, v) ^ stat_fold(s, v << 1);
}

unsigned long stat_sum(struct pcpu_stat *s)
{
	return stat_fold(s, s->hits);
}

// The real rebuild: the copy gone, the same callers, the same total.
// CHECK: add/remove: 0/1 grow/shrink: 3/0 up/down: {{.*}} ([[TEXT]])
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: [[F1]] [[#]] [[#]] +[[D1]]
// CHECK-NEXT: [[F2]] [[#]] [[#]] +[[D2]]
// CHECK-NEXT: [[F3]] [[#]] [[#]] +[[D3]]
// CHECK-NEXT: stat_fold [[COPY]] - -[[COPY]]

// TREE:      stat.c
// TREE-NOT:  {{.}}
