/* slot.h - a hashed table of slots: slot_lookup is defined in slot.c and
 * called from table.c, so only an LTO link can inline it there. */
#ifndef LTO_SLOT_H
#define LTO_SLOT_H

#define SLOT_BITS 6
#define SLOT_COUNT (1u << SLOT_BITS)

struct slot {
	unsigned int key;
	unsigned long value;
};

struct slot_table {
	struct slot slots[SLOT_COUNT];
	unsigned long misses;
};

unsigned long slot_lookup(struct slot_table *t, unsigned int key);
unsigned long slot_scan(struct slot_table *t, unsigned int from);

#endif
