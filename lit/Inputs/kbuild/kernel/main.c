/* main.c - calls into mm/ and the assembly stub. */
#include <stdio.h>

unsigned long pool_take(unsigned long *slots, unsigned long n);
unsigned long pool_peek(const unsigned long *slots);
void entry_nop(void);

int main(void)
{
	unsigned long slots[64] = { 0 };

	entry_nop();
	printf("%lu %lu\n", pool_take(slots, 3), pool_take(slots, 9));
	printf("%lu\n", pool_peek(slots));
	return 0;
}
