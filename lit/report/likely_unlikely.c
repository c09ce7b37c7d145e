// likely()/unlikely() become branch weights 2000:1 before inlint looks, so
// the call under unlikely() runs 1/2001 of the caller's entries (cold) and
// the one under likely() 2000/2001 (normal); a call in a loop runs ~32x.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

static noinline int fast(int x) { return x * 3; }
static noinline int slow(int x) { return x * 5; }
static noinline int body(int x) { return x * 7; }

int dispatch(int x, int n)
{
	int r = 0;

	if (likely(x > 0))
		r = fast(x);
	if (unlikely(x == 42))
		r += slow(n);
	for (int i = 0; i < n; i++)
		r += body(i);
	return r;
}

// CHECK-LABEL: - name: fast
// CHECK:       call_sites:
// CHECK-NEXT:  - caller: dispatch
// CHECK-NEXT:    line: 18
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 0.9995
// CHECK-LABEL: - name: slow
// CHECK:       - caller: dispatch
// CHECK-NEXT:    line: 20
// CHECK-NEXT:    hotness: cold
// CHECK-NEXT:    frequency: 0.00049975
// CHECK-LABEL: - name: body
// CHECK:       - caller: dispatch
// CHECK-NEXT:    line: 22
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 31
