// A function whose address is handed to a call, or chosen by a select that
// feeds a call, becomes a direct call once the receiver is inlined with
// constants: its `inline` matters, so no address-taken-only. A callback
// stored in an ops table, or handed to a function declared elsewhere
// (nothing inlines it here), keeps the note. The call through a static
// function's parameter that its only caller binds to mix_fast is a call
// site of mix_fast (IPSCCP makes it direct even in the noinline
// hash_words), and so is one in sum_pass, whose parameter sum_words
// passes on from its only caller; one that two callers bind to mix_fast
// and mix_wide (fold_words) is none, nor is one in an extern function,
// which other TUs may call.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml
// RUN: FileCheck --check-prefix=EXTERN %s < %t/__%s.inlint.yaml

#include "kernel.h"

typedef unsigned long long (*mix_fn)(unsigned long long acc, unsigned long long v);

static inline unsigned long long mix_fast(unsigned long long acc, unsigned long long v)
{
	return (acc ^ v) * 0x9e3779b97f4a7c15ULL;
}

static inline unsigned long long mix_wide(unsigned long long acc, unsigned long long v)
{
	return (acc + v) * 0xc2b2ae3d27d4eb4fULL;
}

static inline unsigned long long mix_table(unsigned long long acc, unsigned long long v)
{
	return acc - v;
}

static noinline unsigned long long hash_words(const unsigned long long *p, unsigned long n, mix_fn mix)
{
	unsigned long long acc = 0;

	for (unsigned long i = 0; i < n; i++)
		acc = mix(acc, p[i]);
	return acc;
}

unsigned long long hash_fast(const unsigned long long *p, unsigned long n)
{
	return hash_words(p, n, mix_fast);
}

static noinline unsigned long long fold_words(const unsigned long long *p, unsigned long n, mix_fn mix)
{
	unsigned long long acc = n;

	for (unsigned long i = 0; i < n; i += 2)
		acc = mix(acc, p[i]);
	return acc;
}

unsigned long long fold_fast(const unsigned long long *p, unsigned long n)
{
	return fold_words(p, n, mix_fast);
}

unsigned long long fold_wide(const unsigned long long *p, unsigned long n)
{
	return fold_words(p, n, mix_wide);
}

static noinline unsigned long long sum_pass(const unsigned long long *p, unsigned long n, mix_fn mix)
{
	unsigned long long acc = 3;

	for (unsigned long i = 0; i < n; i++)
		acc = mix(acc, p[i]) ^ i;
	return acc;
}

static noinline unsigned long long sum_words(const unsigned long long *p, unsigned long n, mix_fn mix)
{
	return sum_pass(p, n, mix) ^ n;
}

unsigned long long sum_wide(const unsigned long long *p, unsigned long n)
{
	return sum_words(p, n, mix_wide);
}

unsigned long long scan_words(const unsigned long long *p, unsigned long n, mix_fn mix)
{
	unsigned long long acc = 1;

	for (unsigned long i = 0; i < n; i++)
		acc = mix(acc, p[i]) + i;
	return acc;
}

unsigned long long scan_fast(const unsigned long long *p, unsigned long n)
{
	return scan_words(p, n, mix_fast);
}

unsigned long long hash_any(const unsigned long long *p, unsigned long n, int wide)
{
	mix_fn mix = wide ? mix_wide : mix_fast;

	return mix(0, n) ^ p[0];
}

struct mix_ops {
	mix_fn mix;
};

const struct mix_ops table_ops = { .mix = mix_table };

static inline unsigned long long mix_slow(unsigned long long acc, unsigned long long v)
{
	return acc * 31 + v;
}

void mix_register(mix_fn mix);

void mix_setup(void)
{
	mix_register(mix_slow);
}

// CHECK-LABEL: - name: mix_fast
// CHECK:       address_taken: true
// CHECK:       callers: 1
// CHECK-NEXT:  call_sites:
// CHECK-NEXT:  - caller: hash_words
// CHECK:         through_parameter: true
// CHECK-NEXT:    inlined: true
// CHECK-NEXT:    kept: false
// CHECK-NEXT:  outcome:
// CHECK-LABEL: - name: mix_wide
// CHECK:       address_taken: true
// CHECK:       callers: 1
// CHECK-NEXT:  call_sites:
// CHECK-NEXT:  - caller: sum_pass
// CHECK:         through_parameter: true
// CHECK:       outcome:
// CHECK-LABEL: recommendations:
// CHECK-NOT:   function: mix_fast
// CHECK-NOT:   function: mix_wide
// CHECK:       - function: mix_table
// CHECK:         action: none
// CHECK-NEXT:    reason: address-taken-only
// CHECK-NOT:   function: mix_fast
// CHECK-NOT:   function: mix_wide

// EXTERN-LABEL: recommendations:
// EXTERN:       - function: mix_slow
// EXTERN:         action: none
// EXTERN-NEXT:    reason: address-taken-only
