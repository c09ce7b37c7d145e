/* bounds.c - like the kernel's kernel/bounds.c: compiled to assembly during
 * `make prepare` to generate a header of constants. */
#define DEFINE(sym, val) asm volatile("\n.ascii \"->" #sym " %0\"" : : "i"(val))

struct zpage {
	unsigned long flags, used;
	void *mem;
};

int main(void)
{
	DEFINE(ZPAGE_SIZE, sizeof(struct zpage));
	DEFINE(NR_CLASSES, 8);
	return 0;
}
