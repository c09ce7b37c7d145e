/* Static keys in the kernel's style: the key's address is an "i" operand of
 * an asm goto, which only a caller's constant key can give. Kernel builds
 * are not PIE: GCC for arm64 takes no address as an "i" under -fPIE. */
#include "../kernel.h"

#include <stdbool.h>

struct jump_key {
	int enabled;
};

#if defined(__aarch64__)
#define JUMP_NOP "nop"
#else
#define JUMP_NOP ".byte 0x0f,0x1f,0x44,0x00,0x00"
#endif

static __always_inline bool arch_jump_branch(struct jump_key *key,
					     bool branch)
{
#if defined(__aarch64__)
	/* arm64's spelling: the operand through a local. */
	char *k = &((char *)key)[branch];
#define JUMP_KEY k
#else
#define JUMP_KEY &((char *)key)[branch]
#endif
	asm goto("1: " JUMP_NOP "\n\t"
		 ".pushsection __jump_table, \"aw\"\n\t"
		 ".long 1b - ., %l[l_yes] - .\n\t"
		 ".quad %c0 - .\n\t"
		 ".popsection\n\t"
		 :
		 : "i"(JUMP_KEY)
		 :
		 : l_yes);
	return false;
l_yes:
	return true;
}

/* Passes its key on: out of line, the operand is its parameter again. */
static __always_inline bool jump_key_false(struct jump_key *key)
{
	return arch_jump_branch(key, false);
}

/* A register or an immediate: any value compiles out of line. */
static __always_inline unsigned long mix_word(unsigned long w, unsigned long k)
{
	asm("" : "+r"(w) : "ri"(k));
	return w;
}

/* An immediate made of a local constant, not of a parameter. */
static noinline int fixed_tag(int x)
{
	int tag = 7;

	asm volatile("" : : "n"(tag));
	return x + 1;
}

/* Two keys: no single constant for the out-of-line copy to take. */
struct jump_key trace_key, debug_key;
int slow_trace(int x);

int trace_point(int x)
{
	if (unlikely(jump_key_false(&trace_key)))
		return slow_trace(x);
	if (unlikely(jump_key_false(&debug_key)))
		return slow_trace(-x);
	return (int)mix_word((unsigned long)x, 3) + fixed_tag(x);
}
