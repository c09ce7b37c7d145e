// A candidate that apply refuses in every TU changes nothing, so its
// measurement could only come out neutral: tune leaves it out as it does
// one that matched nothing, and says why, in apply's words. Here the
// dispatch of a BPF-style interpreter is a computed goto, which LLVM never
// inlines: always_inline on it is refused. The other candidate is tried.
// The bench runs outside the sanitizer runtime, which valgrind cannot host.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf -- '- function: interp_run\n  action: always_inline\n- function: op_weight\n  action: noinline\n' > %t/cands.yaml
// RUN: env -u LD_PRELOAD %inlint tune --build "env LD_PRELOAD=$LD_PRELOAD %clang -O2 -gdwarf-4 -fpass-plugin=%plugin %s -o %t/interp" --bench 'exec %t/interp 2000' --metric callgrind --runs 1 --candidates %t/cands.yaml -o %t/decisions.yaml > %t/table 2> %t/progress
// RUN: FileCheck %s < %t/table
// RUN: FileCheck --check-prefix=PROGRESS %s < %t/progress

#include <stdlib.h>

enum { OP_ADD, OP_XOR, OP_SHL, OP_EXIT };

static const unsigned char prog[] = {OP_ADD, OP_XOR, OP_SHL, OP_ADD, OP_EXIT};

static int interp_run(const unsigned char *insn, int acc)
{
	static void *const jump[] = {&&op_add, &&op_xor, &&op_shl, &&op_exit};

	goto *jump[*insn];
op_add:
	acc += 7;
	goto *jump[*++insn];
op_xor:
	acc ^= 0x55;
	goto *jump[*++insn];
op_shl:
	acc = (acc << 1) & 0xffff;
	goto *jump[*++insn];
op_exit:
	return acc;
}

static int op_weight(int v)
{
	return (v * 31) >> 3;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000, acc = 0;

	for (int i = 0; i < n; i++)
		acc = interp_run(prog, acc) + op_weight(i);
	return acc < 0;
}

// CHECK:      all candidates {{[0-9]+}} +{{[0-9]+}}
// CHECK-NEXT: noinline op_weight {{[0-9]+}} +{{[0-9]+}} 1.{{[0-9]+}} 0.00% - dropped
// CHECK-NEXT: always_inline interp_run - - - - - refused: takes a label's address (a computed goto, or _THIS_IP_ where it is &&label): LLVM does not inline an indirect branch or a block address
// CHECK-NEXT: final (0 decisions)

// PROGRESS:      inlint tune: check: build with every candidate applied, for the records
// PROGRESS-NEXT: inlint tune: check: always_inline interp_run refused in every TU of the build (takes a label's address {{.*}}); left out
// PROGRESS-NEXT: inlint tune: check: 1 record, 0 of 2 candidates matched nothing, 1 refused
// PROGRESS-NEXT: inlint tune: 1 candidate in 1 group;
