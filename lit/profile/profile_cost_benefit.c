// Under an instrumented profile LLVM decides a hot call by cost-benefit, not
// by a threshold: fold_words, 100-odd IR instructions, is kept out of line at
// the per-packet call ("cost over benefit" in clang's remark) although the
// hot call-site threshold, 3000, would admit it. The advice forces that call
// only, not the error path's, and says what LLVM weighed. The loop's function
// is called once, from a cold place, and stays hot by its count; placed in
// .init.text, as __init code is, it is slow code whatever the count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -O2 -fprofile-instr-generate %s -o %t/gen
// RUN: env LLVM_PROFILE_FILE=%t/fold.profraw %t/gen > %t/gen.out
// RUN: llvm-profdata merge -o %t/fold.profdata %t/fold.profraw
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fprofile-instr-use=%t/fold.profdata -fpass-plugin=%plugin -c %s -o %t/fold.o -Rpass-missed=inline 2> %t/remarks
// RUN: %inlint show %t/rec > %t/show
// RUN: cat %t/remarks %t/show | FileCheck %s
// RUN: env INLINT_OUT=%t/cold %clang -O2 -g -DRX_COLD -fprofile-instr-use=%t/fold.profdata -fpass-plugin=%plugin -c %s -o %t/cold.o
// RUN: %inlint show %t/cold | FileCheck --check-prefix=COLD %s

// CHECK: profile_cost_benefit.c:[[#HOT:@LINE+45]]:{{[0-9]+}}: remark: 'fold_words' not inlined into 'rx_loop' because it should never be inlined (cost=never): cost over benefit
// CHECK: always_inline: fold_words: {{.*}} kept out of line at a hot call rx_loop:[[#HOT]] (profile count {{[0-9]+}}, hot from {{[0-9]+}}) and at 1 cold one; under an instrumented profile LLVM weighs a hot call by the cycles inlining saves against the copy's size, not by a threshold ("cost over benefit") — force this call only
// CHECK-NOT: fold_words
// CHECK: + PGO){{$}}
// COLD-NOT: always_inline
// COLD: 4 functions, 0 recommendations, 1 information entry (clang-{{[0-9]+}} x86_64 + PGO){{$}}

#include <stdio.h>

struct csum_state {
	unsigned long a, b, c, d, e, f;
};

static unsigned long __attribute__((noinline)) csum_carry(unsigned long x)
{
	return x ^ 3;
}

static unsigned long fold_words(struct csum_state *s, unsigned long v)
{
	s->a += v * 3; s->b ^= s->a >> 7; s->c += s->b * 11; s->d ^= s->c << 3;
	s->e += s->d * 13; s->f ^= s->e >> 5; s->a += s->f * 17; s->b ^= s->a << 9;
	if (s->a & 1) s->c = csum_carry(s->c);
	if (s->b & 2) s->d = csum_carry(s->d);
	if (s->c & 4) s->e = csum_carry(s->e);
	if (s->d & 8) s->f = csum_carry(s->f);
	s->c += s->b * 19; s->d ^= s->c >> 2; s->e += s->d * 23; s->f ^= s->e << 4;
	s->a += s->f * 29; s->b ^= s->a >> 6; s->c += s->b * 31; s->d ^= s->c << 1;
	if (s->e & 16) s->a = csum_carry(s->a);
	if (s->f & 32) s->b = csum_carry(s->b);
	s->e += s->d * 37; s->f ^= s->e >> 3; s->a += s->f * 41; s->b ^= s->a << 8;
	return s->a ^ s->b ^ s->c ^ s->d ^ s->e ^ s->f;
}

#ifdef RX_COLD
#define __rx_attr __attribute__((section(".init.text")))
#else
#define __rx_attr
#endif

static unsigned long __rx_attr rx_loop(struct csum_state *s, unsigned long n)
{
	unsigned long sum = 0;

	for (unsigned long i = 0; i < n; i++)
		sum += fold_words(s, i);
	return sum;
}

int main(int argc, char **argv)
{
	struct csum_state s = { (unsigned long)argc };
	unsigned long sum = rx_loop(&s, 200000);

	if (argc > 1)
		sum += fold_words(&s, (unsigned long)argv[1][0]);
	printf("%lu\n", sum);
	return 0;
}
