/* A BPF-style interpreter: its dispatch is a computed goto, which LLVM
 * never inlines, beside a plain helper called in the same loop. */
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

int run_batch(int n)
{
	int acc = 0;

	for (int i = 0; i < n; i++)
		acc = interp_run(prog, acc) + op_weight(i);
	return acc;
}

int main(int argc, char **argv)
{
	return run_batch(argc > 1 ? atoi(argv[1]) : 1000) < 0;
}
