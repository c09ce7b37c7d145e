// A naked function's body is bare asm, its own `ret` included. clang keeps
// it out of line by giving it noinline, and LLVM's inliner does not look
// for naked: with the noinline gone it pastes the asm, `ret` and all, into
// the caller. So `none` and `plain` on it are refused, as `always_inline`
// is, and the IR keeps the call. The record leaves that noinline out, as
// the source may not hold it, and the rules do not advise dropping it,
// though the body is tiny and called from a loop.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf -- '- function: read_stamp\n  action: none\n- function: zero_stamp\n  action: plain\n' > %t/unpin.yaml
// RUN: env INLINT_APPLY=%t/unpin.yaml INLINT_VERIFY=1 INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -S -emit-llvm %s -o %t/applied.ll
// RUN: FileCheck --check-prefix=IR %s < %t/applied.ll
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s

__attribute__((naked)) static unsigned long read_stamp(void)
{
	asm volatile("ret");
}

__attribute__((naked, noinline)) static unsigned long zero_stamp(void)
{
	asm volatile("ret");
}

unsigned long sum_stamps(int n)
{
	unsigned long s = 0;

	for (int i = 0; i < n; i++)
		s += read_stamp() + zero_stamp();
	return s;
}

// IR-LABEL: define {{.*}} @sum_stamps(
// IR:         call {{.*}} @read_stamp()
// IR:         call {{.*}} @zero_stamp()
// IR-LABEL: define internal {{.*}} @read_stamp() #[[#ATTRS:]]
// IR:       attributes #[[#ATTRS]] = { {{.*}}naked{{.*}}noinline

// CHECK-LABEL: - name: read_stamp
// CHECK:         attributes: [naked]
// CHECK-LABEL: recommendations: []
// CHECK-LABEL: applied:
// CHECK-NEXT:  - function: read_stamp
// CHECK:         action: none
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: 'naked: clang gives it noinline, and without it LLVM would inline its bare asm into callers'
// CHECK:       - function: zero_stamp
// CHECK:         action: plain
// CHECK-NEXT:    status: refused
// CHECK-NEXT:    detail: 'naked: clang gives it noinline
