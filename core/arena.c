/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* arena.c - the bump allocator of arena.h: a chain of blocks, each filled
 * front to back; nothing is freed until the whole arena is. */
#include "arena.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

/* Big enough for a typical record's strings in one or two blocks, small
 * enough to stay below malloc's mmap threshold. */
#define BLOCK_SIZE (16 * 1024)

struct block {
	struct block *prev;
	size_t used, size;
	char data[];
};

struct inlint_arena {
	struct block *top;
};

struct inlint_arena *inlint_arena_create(void)
{
	return inlint_xcalloc(1, sizeof(struct inlint_arena));
}

void inlint_arena_destroy(struct inlint_arena *a)
{
	if (!a)
		return;
	while (a->top) {
		struct block *prev = a->top->prev;

		free(a->top);
		a->top = prev;
	}
	free(a);
}

/* A string too big for a fresh block gets a block of its own, behind the
 * one being filled so that its free space is not lost. */
static struct block *new_block(struct inlint_arena *a, size_t n)
{
	size_t size = n > BLOCK_SIZE / 4 ? n : BLOCK_SIZE;
	struct block *b = inlint_xmalloc(sizeof(*b) + size);

	b->used = 0;
	b->size = size;
	if (size != BLOCK_SIZE && a->top) {
		b->prev = a->top->prev;
		a->top->prev = b;
	} else {
		b->prev = a->top;
		a->top = b;
	}
	return b;
}

/* Strings need no alignment: they are packed byte to byte. */
char *inlint_arena_strdup(struct inlint_arena *a, const char *s)
{
	struct block *b = a->top;
	size_t n;
	char *d;

	if (!s)
		return NULL;
	n = strlen(s) + 1;
	if (!b || b->size - b->used < n)
		b = new_block(a, n);
	d = b->data + b->used;
	b->used += n;
	memcpy(d, s, n);
	return d;
}
