// The advice follows the thresholds the build's inliner ran with, not
// -O2's: 250 at -O3 (where a call hot against its caller's entry gets
// 525), and -mllvm -inline-threshold=N, which code built for size keeps
// (LLVM lowers it to 50 or 5 only without the flag). The record says so
// under `inliner:`, its build words name the level, and the threshold the
// advice names is the one LLVM's own remark gives the same call. A record
// without `inliner:` (older inlint) reads as -O2; a bad value is an error
// naming the file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/O3 %clang -O3 -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %inputs/slab.c -o %t/O3.o -Rpass-missed=inline 2> %t/O3.remarks
// RUN: %inlint show %t/O3 > %t/O3.show
// RUN: cat %t/O3.remarks %t/O3.show | FileCheck --check-prefix=O3 %s
// RUN: FileCheck --check-prefix=O3-RECORD %s < %t/O3/__%inputs/slab.c.inlint.yaml
// RUN: env INLINT_OUT=%t/low %clang -O2 -mllvm -inline-threshold=120 -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %inputs/slab.c -o %t/low.o
// RUN: %inlint show %t/low | FileCheck --check-prefix=LOW %s
// RUN: FileCheck --check-prefix=LOW-RECORD %s < %t/low/__%inputs/slab.c.inlint.yaml
// RUN: env INLINT_OUT=%t/Os %clang -Os -mllvm -inline-threshold=225 -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %inputs/slab.c -o %t/Os.o -Rpass-missed=inline 2> %t/Os.remarks
// RUN: %inlint show %t/Os > %t/Os.show
// RUN: cat %t/Os.remarks %t/Os.show | FileCheck --check-prefix=OS %s
// RUN: env INLINT_OUT=%t/hot %clang -O3 -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %s -o %t/hot.o -Rpass-missed=inline 2> %t/hot.remarks
// RUN: %inlint show %t/hot > %t/hot.show
// RUN: cat %t/hot.remarks %t/hot.show | FileCheck --check-prefix=HOT %s
// RUN: sed '/^inliner:/,/^  locally_hot_callsite:/d' %t/O3/__%inputs/slab.c.inlint.yaml > %t/old.yaml
// RUN: %inlint show %t/old.yaml | FileCheck --check-prefix=OLD %s
// RUN: sed 's/^  threshold: 250$/  threshold: high/' %t/O3/__%inputs/slab.c.inlint.yaml > %t/bad.yaml
// RUN: not %inlint show %t/bad.yaml 2>&1 | FileCheck --check-prefix=BAD %s

// O3: slab.c:{{[0-9]+}}:{{[0-9]+}}: remark: 'slab_take' not inlined into 'slab_refill' because too costly to inline (cost={{[0-9]+}}, threshold=[[T:[0-9]+]])
// O3: slab.c:{{[0-9]+}}: always_inline: slab_take: {{.*}} kept out of line at 1 of them: slab_refill:{{[0-9]+}} {{.*}}; LLVM's threshold [[T]] (-O3) admits about 50 instructions
// O3: slab.c: 8 functions, 4 recommendations (clang-{{[0-9]+}} x86_64 -O3){{$}}
// O3-RECORD:      inliner:
// O3-RECORD-NEXT:   threshold: 250
// O3-RECORD-NEXT:   from_flag: false
// O3-RECORD-NEXT:   hint: 325
// O3-RECORD-NEXT:   cold_callsite: 45
// O3-RECORD-NEXT:   hot_callsite: 3000
// O3-RECORD-NEXT:   locally_hot_callsite: 525

// A lower threshold makes a smaller copy "small": slab_take's is not.
// LOW-NOT: slab_take
// LOW:     slab.c: 8 functions, 3 recommendations (clang-{{[0-9]+}} x86_64 -inline-threshold=120){{$}}
// LOW-RECORD:      inliner:
// LOW-RECORD-NEXT:   threshold: 120
// LOW-RECORD-NEXT:   from_flag: true
// LOW-RECORD-NEXT:   hint: 325
// LOW-RECORD-NEXT:   cold_callsite: 45
// LOW-RECORD-NEXT:   hot_callsite: 3000
// LOW-RECORD-NEXT:   locally_hot_callsite: 0

// At -Os the flag's 225 holds in optsize code: the -O2 advice comes back.
// OS: slab.c:{{[0-9]+}}:{{[0-9]+}}: remark: 'slab_take' not inlined into 'slab_refill' because too costly to inline (cost={{[0-9]+}}, threshold=[[T:[0-9]+]])
// OS: slab.c:{{[0-9]+}}: always_inline: slab_take: {{.*}} kept out of line at 1 of them: slab_refill:{{[0-9]+}} {{.*}}; LLVM's threshold [[T]] (-inline-threshold) admits about 45 instructions
// OS: slab.c: 8 functions, 4 recommendations (clang-{{[0-9]+}} x86_64 -Os -inline-threshold=225){{$}}

// fold_row's call in hash_grid runs 961 times per entry: at -O3 it gets
// 525, the others 250.
// HOT: inliner_thresholds.c:[[#@LINE+42]]:{{[0-9]+}}: remark: 'fold_row' not inlined into 'hash_grid' because too costly to inline (cost={{[0-9]+}}, threshold=[[T:[0-9]+]])
// HOT: always_inline: fold_row: {{.*}} kept out of line at 3 of them: hash_grid:{{[0-9]+}} (hot, {{.*}}; LLVM's threshold [[T]] (locally hot call site) admits about 105 instructions

// OLD: slab.c: 8 functions, 4 recommendations (clang-{{[0-9]+}} x86_64){{$}}

// BAD: inlint show: error: {{.*}}bad.yaml:{{[0-9]+}}:{{[0-9]+}}: expected a number for 'threshold', got 'high'

#include "kernel.h"

extern void note_overflow(unsigned long h);

static unsigned long fold_row(const unsigned long *w, unsigned long k)
{
	unsigned long h = k;

	h ^= w[0] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
	h ^= w[1] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
	h ^= w[2] * 0x165667b19e3779f9ul + (h << 5) + (h >> 4);
	h ^= w[3] * 0x27d4eb2f165667c5ul + (h << 9) + (h >> 5);
	h ^= w[4] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
	h ^= w[5] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
	h ^= w[6] * 0x165667b19e3779f9ul + (h << 5) + (h >> 4);
	h ^= w[7] * 0x27d4eb2f165667c5ul + (h << 9) + (h >> 5);
	h ^= w[8] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
	h ^= w[9] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
	h ^= w[10] * 0x165667b19e3779f9ul + (h << 5) + (h >> 4);
	h ^= w[11] * 0x27d4eb2f165667c5ul + (h << 9) + (h >> 5);
	h ^= w[12] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
	h ^= w[13] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
	h ^= w[14] * 0x165667b19e3779f9ul + (h << 5) + (h >> 4);
	h ^= w[15] * 0x27d4eb2f165667c5ul + (h << 9) + (h >> 5);
	if (h > 1ul << 62)
		note_overflow(h);
	return h;
}

unsigned long hash_grid(const unsigned long *w)
{
	unsigned long h = 0;

	for (int i = 0; i < 16; i++)
		for (int j = 0; j < 16; j++)
			h += fold_row(w + 16 * (16 * i + j), h);
	return h;
}

unsigned long hash_two(const unsigned long *w)
{
	return fold_row(w, 1) ^ fold_row(w + 16, 2);
}
