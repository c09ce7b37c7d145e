// An __always_inline whose helper clang -O2 inlines at every call anyway,
// where stripping it still changes bytes: the inliner then takes the calls
// in another order, and one caller's blocks come out in another order (the
// shape of Linux's xas_descend). audit calls it load-bearing, as the bytes
// say, and says that no call site flips, so that a reviewer does not read
// a flip into the bytes. The bytes are the ones of a real rebuild with the
// annotation removed by sed (inlint bloat between the two objects).
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '[{"directory":"%%s","file":"%%s","command":"%%s -O2 -g -I%%s -c %%s -o x.o"}]\n' %t %s %clang %inputs %s > %t/compile_commands.json
// RUN: %inlint audit -p %t/compile_commands.json --inline none > %t/audit.txt
// RUN: sed 's/^static __always_inline void \*walk_descend/static void *walk_descend/' %s > %t/stripped.c
// RUN: %clang -O2 -g -I%inputs -c %s -o %t/base.o
// RUN: %clang -O2 -g -I%inputs -c %t/stripped.c -o %t/stripped.o
// RUN: %inlint bloat %t/base.o %t/stripped.o > %t/bloat.txt
// RUN: cat %t/audit.txt %t/bloat.txt | FileCheck %s
#include "kernel.h"

#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define barrier() __asm__ __volatile__("" ::: "memory")

struct tnode {
	unsigned char shift;
	unsigned char offset;
	unsigned char count;
	struct tnode *parent;
	void *slots[64];
	unsigned long marks[3][1];
};

struct tree {
	unsigned int flags;
	void *head;
};

struct walk {
	struct tree *t;
	unsigned long index;
	unsigned char shift;
	unsigned char offset;
	struct tnode *node;
};

static inline int t_is_internal(const void *e)
{
	return ((unsigned long)e & 3) == 2;
}

static inline int t_is_node(const void *e)
{
	return t_is_internal(e) && (unsigned long)e > 4096;
}

static inline struct tnode *t_to_node(const void *e)
{
	return (struct tnode *)((unsigned long)e - 2);
}

static inline int t_is_sibling(const void *e)
{
	return t_is_internal(e) && (unsigned long)e < (((64 - 1) << 2) | 2);
}

static inline unsigned long t_to_sibling(const void *e)
{
	return (unsigned long)e >> 2;
}

static inline void *t_entry(const struct tnode *node, unsigned int offset)
{
	return READ_ONCE(node->slots[offset]);
}

static inline int walk_valid(const struct walk *w)
{
	return (unsigned long)w->node > 4096 || !w->node;
}

// CHECK: {{.*}}audit_bytes_only.c:[[#@LINE+1]]: note: __always_inline on walk_descend is load-bearing: without it, no call site flips; tree_find [[DELTA:[+-][0-9]+]] bytes; .text [[DELTA]] bytes (x86_64, clang {{[0-9]+}}, measured) [inlint-load-bearing]{{$}}
static __always_inline void *walk_descend(struct walk *w, struct tnode *node)
{
	unsigned int offset = (w->index >> node->shift) & 63;
	void *entry = t_entry(node, offset);

	w->node = node;
	while (t_is_sibling(entry)) {
		offset = t_to_sibling(entry);
		entry = t_entry(node, offset);
		if (node->shift && t_is_node(entry))
			entry = (void *)0x402;
	}
	w->offset = offset;
	return entry;
}

static void *walk_start(struct walk *w)
{
	void *entry;

	if (w->node && (unsigned long)w->node < 4096)
		return 0;
	entry = READ_ONCE(w->t->head);
	if (!t_is_node(entry)) {
		if (w->index)
			return 0;
	} else if ((w->index >> t_to_node(entry)->shift) > 63) {
		return 0;
	}
	w->node = 0;
	return entry;
}

int walk_get_mark(const struct walk *w, unsigned int mark)
{
	if (!walk_valid(w))
		return 0;
	if (!w->node)
		return w->t->flags & (1U << (mark + 24));
	return (w->node->marks[mark][0] >> w->offset) & 1;
}

void *walk_load(struct walk *w)
{
	void *entry = walk_start(w);

	while (t_is_node(entry)) {
		struct tnode *node = t_to_node(entry);

		if (w->shift > node->shift)
			break;
		entry = walk_descend(w, node);
		if (node->shift == 0)
			break;
	}
	return entry;
}


void *tree_find(struct tree *t, unsigned long *indexp, unsigned long max,
		unsigned int mark)
{
	struct walk w = { .t = t, .index = *indexp, .node = 0 };
	void *entry = walk_start(&w);

	while (w.index <= max) {
		if (!t_is_node(entry)) {
			if (entry && walk_get_mark(&w, mark))
				break;
			w.index += 64;
			entry = walk_start(&w);
			continue;
		}
		entry = walk_descend(&w, t_to_node(entry));
		if (t_is_internal(entry) && !t_is_node(entry)) {
			w.index++;
			entry = walk_load(&w);
		}
	}
	*indexp = w.index;
	return entry;
}


// The real rebuild: one function changes, by as many bytes, none appears
// or goes.
// CHECK: add/remove: 0/0 grow/shrink: {{.*}}
// CHECK-NEXT: Function old new delta
// CHECK-NEXT: tree_find [[#]] [[#]] [[DELTA]]
