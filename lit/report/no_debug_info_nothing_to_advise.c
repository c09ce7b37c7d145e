// A file with no call between its functions and no inline annotation, as
// Kbuild's asm-offsets.c and bounds.c: with CONFIG_DEBUG_INFO, Kbuild
// compiles them to assembly with its debug flags (a -g in KCFLAGS too)
// filtered out. -g would give no advice either, so the record carries no
// "no debug info" problem, and show and merge exit 0.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -fpass-plugin=%plugin -fverbose-asm -S %s -o %t/offsets.s
// RUN: FileCheck %s < %t/rec/__%s.inlint.yaml
// RUN: %inlint show %t/rec
// RUN: %inlint merge %t/rec -o %t/report.yaml

#define DEFINE(sym, val) \
	asm volatile("\n.ascii \"->" #sym " %0 " #val "\"" : : "i"(val))

struct task {
	long state;
	void *stack;
	unsigned int flags;
};

int main(void)
{
	DEFINE(TASK_STACK, __builtin_offsetof(struct task, stack));
	DEFINE(TASK_FLAGS, __builtin_offsetof(struct task, flags));
	return 0;
}

// CHECK:      debug_info: false
// CHECK:      problems: []
// CHECK-NEXT: functions:
// CHECK-NEXT: - name: main
// CHECK:        call_sites: []
