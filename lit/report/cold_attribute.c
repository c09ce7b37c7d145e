// A block that calls a __cold function is unlikely (LLVM's cold-call
// heuristic), and one ending in a __noreturn call is almost never run; calls
// to a __cold function from a normal block stay normal.
// RUN: rm -rf %t && env INLINT_OUT=%t %clang -O2 -g -fpass-plugin=%plugin -I%inputs -c %s -o %t.o
// RUN: FileCheck %s < %t/__%s.inlint.yaml

#include "kernel.h"

__cold void warn_slowpath(const char *msg);
__noreturn void panic(const char *msg);

static noinline int fixup(int x) { return x - 1; }
static noinline int bug_value(int x) { return x ^ 0x5a; }

int check_range(int x)
{
	if (x < 0) {
		warn_slowpath("negative");
		x = fixup(x);
	}
	if (x > 1000) {
		x = bug_value(x);
		panic("out of range");
	}
	return x;
}

static __cold noinline void report_state(int x) { warn_slowpath(x ? "a" : "b"); }

void always_report(int x)
{
	report_state(x);
}

// CHECK-LABEL: - name: fixup
// CHECK:       - caller: check_range
// CHECK-NEXT:    line: 19
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 0.0588
// CHECK-LABEL: - name: bug_value
// CHECK:       - caller: check_range
// CHECK-NEXT:    line: 22
// CHECK-NEXT:    hotness: cold
// CHECK-LABEL: - name: report_state
// CHECK:       attributes: [noinline, cold, opt_size]
// CHECK:       - caller: always_report
// CHECK-NEXT:    line: 32
// CHECK-NEXT:    hotness: normal
// CHECK-NEXT:    frequency: 1
