// A kernel built for size (CONFIG_CC_OPTIMIZE_FOR_SIZE: -Os) inlines at
// LLVM's threshold 50, not 225, and -Oz at 5, with no cold-site rule and
// the single-caller bonus kept. The record says so per function (clang
// marks them optsize, minsize), and the advice follows the build: at -O2
// a helper of about 90 instructions kept out of line is worth forcing; at
// -Os the same copy is not, the build having asked for size. An `inline`
// callee gets 325 (inlinehint) except in minsize code, and the advice
// names that threshold. A __cold function is optsize at -O2 too, and
// does not make its record's build one for size.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/O2 %clang -O2 -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %inputs/slab.c -o %t/slab-O2.o
// RUN: env INLINT_OUT=%t/Os %clang -Os -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %inputs/slab.c -o %t/slab-Os.o
// RUN: env INLINT_OUT=%t/Oz %clang -Oz -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %inputs/slab.c -o %t/slab-Oz.o
// RUN: %inlint show %t/O2 | FileCheck --check-prefix=O2 %s
// RUN: %inlint show %t/Os | FileCheck --check-prefix=OS %s
// RUN: %inlint show %t/Oz | FileCheck --check-prefix=OZ %s
// RUN: cat %t/Os/__%inputs/slab.c.inlint.yaml | FileCheck --check-prefix=OS-RECORD %s
// RUN: cat %t/Oz/__%inputs/slab.c.inlint.yaml | FileCheck --check-prefix=OZ-RECORD %s
// RUN: env INLINT_OUT=%t/hint %clang -O2 -gline-tables-only -fpass-plugin=%plugin -I%inputs -c %s -o %t/hint.o
// RUN: %inlint show %t/hint | FileCheck --check-prefix=HINT %s
// RUN: cat %t/hint/__%s.inlint.yaml | FileCheck --check-prefix=HINT-RECORD %s

// O2: slab.c:{{[0-9]+}}: always_inline: slab_take: its out-of-line copy is {{[0-9]+}} IR instructions, 3 call sites, kept out of line at 1 of them: {{.*}}; LLVM's threshold 225 admits about 45 instructions
// O2: slab.c:{{[0-9]+}}: noinline: slab_grow: {{.*}} at a cold site LLVM uses threshold 45 and drops the single-caller bonus
// O2: slab.c: 8 functions, 4 recommendations (clang-{{[0-9]+}} x86_64){{$}}
// OS-NOT: slab_take
// OS: slab.c:{{[0-9]+}}: noinline: slab_grow: {{.*}} at a cold site LLVM uses threshold 45 and drops the single-caller bonus
// OS-NOT: slab_take
// OS: slab.c: 8 functions, 3 recommendations (clang-{{[0-9]+}} x86_64 -Os){{$}}
// OZ: slab.c:{{[0-9]+}}: none: slab_index: __always_inline is redundant: static with a single call site
// OZ: slab.c:{{[0-9]+}}: noinline: slab_grow: {{.*}}; inlined in this build: in minsize code (-Oz) LLVM has no cold-site threshold and keeps the single-caller bonus (15000)
// OZ: slab.c: 8 functions, 2 recommendations (clang-{{[0-9]+}} x86_64 -Oz){{$}}
// OS-RECORD: - name: slab_take
// OS-RECORD: attributes: [opt_size]
// OZ-RECORD: - name: slab_take
// OZ-RECORD: attributes: [opt_size, min_size]

// HINT: opt_size_thresholds.c:{{[0-9]+}}: always_inline: mix_words: {{.*}}, 3 call sites, kept out of line at 3 of them: {{.*}}; LLVM's threshold 325 (`inline`) admits about 65 instructions
// HINT: opt_size_thresholds.c: 5 functions, 1 recommendation (clang-{{[0-9]+}} x86_64){{$}}
// HINT-RECORD:      - name: report_overflow
// HINT-RECORD-NEXT:   file:
// HINT-RECORD-NEXT:   line:
// HINT-RECORD-NEXT:   linkage: extern
// HINT-RECORD-NEXT:   size:
// HINT-RECORD-NEXT:   attributes: [noinline, cold, opt_size]

#include "kernel.h"

__cold noinline void report_overflow(unsigned long v)
{
	extern unsigned long overflow_seen;

	overflow_seen = v;
}

static inline unsigned long mix_words(const unsigned long *w, unsigned long k)
{
	unsigned long h = k;

	for (int r = 0; r < 3; r++) {
		h ^= w[0] * 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
		h ^= w[1] * 0xc2b2ae3d27d4eb4ful + (h << 7) + (h >> 3);
		h ^= w[2] * 0x165667b19e3779f9ul + (h << 5) + (h >> 4);
		h ^= w[3] * 0x27d4eb2f165667c5ul + (h << 9) + (h >> 5);
		if (h > 1ul << 62)
			report_overflow(h);
	}
	return h;
}

unsigned long hash_pages(const unsigned long *w, int n)
{
	unsigned long h = 0;

	for (int i = 0; i < n; i++)
		h += mix_words(w + 4 * i, h);
	return h;
}

unsigned long hash_keys(const unsigned long *w, int n)
{
	unsigned long h = 1;

	for (int i = 0; i < n; i++)
		h ^= mix_words(w + 4 * i, (unsigned long)i);
	return h;
}

unsigned long hash_one(const unsigned long *w)
{
	return mix_words(w, 7);
}
