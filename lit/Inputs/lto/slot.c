/* slot.c - the table's lookup and its slow path. slot_miss is static and
 * noinline: once slot_lookup is imported into table.c, ThinLTO must promote
 * it (slot_miss.llvm.N) so that table.c's copy can still call it. */
#include "../kernel.h"
#include "slot.h"

static noinline unsigned long slot_miss(struct slot_table *t,
					unsigned int key)
{
	t->misses++;
	for (unsigned int i = 0; i < SLOT_COUNT; i++)
		if (t->slots[i].key == key)
			return t->slots[i].value;
	return 0;
}

unsigned long slot_lookup(struct slot_table *t, unsigned int key)
{
	struct slot *s = &t->slots[(key * 2654435761u) >> (32 - SLOT_BITS)];

	if (likely(s->key == key))
		return s->value;
	return slot_miss(t, key);
}

unsigned long slot_scan(struct slot_table *t, unsigned int from)
{
	unsigned long sum = 0;

	for (unsigned int i = from; i < SLOT_COUNT; i++)
		sum += slot_miss(t, t->slots[i].key + 1);
	return sum;
}
