// Under a sample profile LLVM gives a hot call the hot call-site threshold
// (3000, or -mllvm -hot-callsite-threshold=N) in place of the build's: a
// helper small at -O2 is kept out of line where N is low, and the advice
// names the threshold LLVM's own remark gives the call. Without the flag,
// 3000 inlines it and there is no advice.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/low %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/mix_block_hot.prof -mllvm -hot-callsite-threshold=10 -fpass-plugin=%plugin -c %s -o %t/low.o -Rpass-missed=inline 2> %t/low.remarks
// RUN: %inlint show %t/low > %t/low.show
// RUN: cat %t/low.remarks %t/low.show | FileCheck --check-prefix=LOW %s
// RUN: env INLINT_OUT=%t/default %clang -O2 -g -fdebug-info-for-profiling -fprofile-sample-use=%inputs/mix_block_hot.prof -fpass-plugin=%plugin -c %s -o %t/default.o
// RUN: %inlint show %t/default | FileCheck --check-prefix=DEFAULT %s

// LOW: profile_hot_threshold.c:[[#@LINE+28]]:{{[0-9]+}}: remark: 'mix_block' not inlined into 'walk' because too costly to inline (cost={{[0-9]+}}, threshold=[[T:[0-9]+]])
// LOW: always_inline: mix_block: {{.*}} kept out of line at 2 of them: walk:[[#@LINE+27]] (hot, {{.*}}; LLVM's threshold [[T]] (hot call site) admits about 2 instructions
// LOW: 3 functions, 1 recommendation (clang-{{[0-9]+}} x86_64 -hot-callsite-threshold=10 + AutoFDO){{$}}
// DEFAULT-NOT: mix_block
// DEFAULT: 3 functions, 0 recommendations (clang-{{[0-9]+}} x86_64 + AutoFDO){{$}}

extern void note_overflow(unsigned long h);

static unsigned long mix_block(const unsigned long *w, unsigned long k)
{
	unsigned long h = k;

	h ^= w[0] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
	h ^= w[1] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
	h ^= w[2] * 0x165667b19e3779f9ul + (h << 5) + (h >> 4);
	h ^= w[3] * 0x27d4eb2f165667c5ul + (h << 9) + (h >> 5);
	h ^= w[4] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
	h ^= w[5] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
	if (h > 1ul << 62)
		note_overflow(h);
	return h;
}

unsigned long walk(const unsigned long *w, int n)
{
	unsigned long h = 0;

	for (int i = 0; i < n; i++)
		h += mix_block(w + 8 * i, h);
	return h;
}

unsigned long once(const unsigned long *w)
{
	return mix_block(w, 7);
}
