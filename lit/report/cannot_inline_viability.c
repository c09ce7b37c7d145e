// What LLVM's isInlineViable refuses whatever the attributes: an indirect
// branch (a computed goto), a label's address (the generic _THIS_IP_,
// arm64's), a call that may return twice (setjmp). The record marks such
// a function indirect_branch or calls_returns_twice; the advice does not
// ask to force one kept out of line (cannot-inline, information), and
// apply refuses always_inline on it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env INLINT_OUT=%t/rec %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/o.o
// RUN: find %t/rec -name '*.yaml' | xargs cat | FileCheck %s
// RUN: printf -- '- function: op_dispatch\n  action: always_inline\n' > %t/force.yaml
// RUN: env INLINT_APPLY=%t/force.yaml INLINT_VERIFY=1 INLINT_OUT=%t/applied %clang -O2 -g -fpass-plugin=%plugin -c %s -o %t/a.o
// RUN: find %t/applied -name '*.yaml' | xargs cat | FileCheck --check-prefix=APPLY %s

#include <setjmp.h>

#define THIS_IP ({ __label__ __here; __here: (unsigned long)&&__here; })

unsigned long last_ip, total;
static jmp_buf fault_jb;

static int op_dispatch(int op, int v)
{
	static void *const ops[] = {&&add, &&sub};

	goto *ops[op & 1];
add:
	return v + 3;
sub:
	return v - 3;
}

static void note_caller(unsigned long v)
{
	last_ip = THIS_IP;
	total += v;
}

static int try_copy(int v)
{
	if (setjmp(fault_jb))
		return -1;
	total += (unsigned long)v;
	return 0;
}

int run_op(int op, int v)
{
	note_caller((unsigned long)v);
	return op_dispatch(op, v) + try_copy(v);
}

// CHECK-LABEL: - name: note_caller
// CHECK:         attributes: [indirect_branch]
// CHECK:         outcome: out_of_line
// CHECK-LABEL: - name: op_dispatch
// CHECK-NEXT:    file:
// CHECK-NEXT:    line: 21
// CHECK-NEXT:    linkage: static
// CHECK-NEXT:    size:
// CHECK-NEXT:    attributes: [indirect_branch]
// CHECK:         outcome: out_of_line
// CHECK-LABEL: - name: try_copy
// CHECK:         attributes: [calls_returns_twice]
// CHECK:         outcome: out_of_line
// CHECK-LABEL: recommendations: []
// CHECK-LABEL: information:
// CHECK-NEXT:  - function: note_caller
// CHECK:         reason: cannot-inline
// CHECK:       - function: op_dispatch
// CHECK:         reason: cannot-inline
// CHECK:         message: 'op_dispatch: takes a label''s address (a computed goto, or _THIS_IP_ where it is &&label): LLVM does not inline an indirect branch or a block address, so __always_inline would not help; the call at run_op:49
// CHECK:       - function: try_copy
// CHECK:         reason: cannot-inline
// CHECK:         message: 'try_copy: calls a function that returns twice (setjmp, vfork): LLVM does not inline such a call into a caller, so

// APPLY-LABEL: applied:
// APPLY-NEXT:  - function: op_dispatch
// APPLY:         action: always_inline
// APPLY-NEXT:    status: refused
// APPLY-NEXT:    detail: 'takes a label''s address
