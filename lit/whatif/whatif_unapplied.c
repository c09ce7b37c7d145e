// A decision that changes nothing must not read as one measured to have no
// effect. whatif says, per TU, each decision apply refused and why (here
// always_inline on a BPF-style interpreter's computed-goto dispatch, which
// LLVM never inlines), and each problem the record has with a decision (a
// call-site decision at a line with no such call); then, on stderr, each
// decision that no TU logs at all (a misspelt name). The decision that
// applies still flips its call.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: interp_run\n  action: always_inline\n- function: op_weight\n  caller: run_batch\n  call_line: 3\n  action: noinline\n- function: op_wieght\n  action: noinline\n- function: op_weight\n  action: noinline\n' > %t/dec.yaml
// RUN: %inlint whatif --plugin %plugin %t/dec.yaml -- %clang -O2 -g -c %s -o %t/o.o > %t/out 2> %t/err
// RUN: FileCheck %s < %t/out
// RUN: FileCheck --check-prefix=ERR %s < %t/err
// RUN: %inlint whatif --plugin %plugin --format yaml %t/dec.yaml -- %clang -O2 -g -c %s -o %t/o.o > %t/out.yaml 2> %t/err.yaml
// RUN: FileCheck --check-prefix=YAML %s < %t/out.yaml
// RUN: FileCheck --check-prefix=ERR %s < %t/err.yaml

enum { OP_ADD, OP_XOR, OP_EXIT };

static int interp_run(const unsigned char *insn, int acc)
{
	static void *const jump[] = {&&op_add, &&op_xor, &&op_exit};

	goto *jump[*insn];
op_add:
	acc += 7;
	goto *jump[*++insn];
op_xor:
	acc ^= 0x55;
	goto *jump[*++insn];
op_exit:
	return acc;
}

static int op_weight(int v)
{
	return (v * 31) >> 3;
}

int run_batch(const unsigned char *prog, int n)
{
	int acc = 0;

	for (int i = 0; i < n; i++)
		acc = interp_run(prog, acc) + op_weight(i);
	return acc;
}

// CHECK-NOT:  refused
// CHECK:      whatif_unapplied.c:[[#@LINE-5]]: run_batch: op_weight now kept (was inlined)
// CHECK:      whatif_unapplied.c: always_inline interp_run: refused: takes a label's address (a computed goto, or _THIS_IP_ where it is &&label): LLVM does not inline an indirect branch or a block address
// CHECK-NEXT: whatif_unapplied.c: noinline for op_weight (calls from run_batch, line 3) matches nothing: no call to op_weight in run_batch at line 3
// CHECK-NEXT: whatif_unapplied.c: .text

// ERR-NOT:  dec.yaml:1:
// ERR:      dec.yaml:3: noinline op_weight in run_batch:3 matched nothing in the 1 TU measured
// ERR-NEXT: dec.yaml:7: noinline op_wieght matched nothing in the 1 TU measured
// ERR-NOT:  matched nothing

// YAML:      refused:
// YAML-NEXT: - function: interp_run
// YAML-NEXT:   file: {{.*}}whatif_unapplied.c
// YAML-NEXT:   action: always_inline
// YAML-NEXT:   detail: 'takes a label''s address
// YAML-NEXT: problems:
// YAML-NEXT: - 'noinline for op_weight (calls from run_batch, line 3) matches nothing: no call to op_weight in run_batch at line 3'
