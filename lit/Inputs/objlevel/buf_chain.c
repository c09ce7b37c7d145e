/* buf_chain.c - a buffer chain freed in the style of net/core/skbuff.c: a
 * buffer's release frees its fragment list, whose release comes back to
 * the buffer's; its dump calls itself for the fragments. No libc header:
 * it builds for aarch64 too. */
#include "kernel.h"

struct buf {
	struct buf *frags;
	struct buf *next;
	void *head;
};

extern void free_head(void *head);
extern void free_buf(struct buf *b);
extern void trace_buf(const struct buf *b, int depth);

static void release_list(struct buf *b);

static void release_data(struct buf *b)
{
	if (b->frags)
		release_list(b->frags);
	free_head(b->head);
}

static void release_list(struct buf *b)
{
	while (b) {
		struct buf *next = b->next;

		release_data(b);
		free_buf(b);
		b = next;
	}
}

void buf_free(struct buf *b)
{
	release_data(b);
	free_buf(b);
}

void dump_chain(const struct buf *b, int depth)
{
	for (; b; b = b->next) {
		trace_buf(b, depth);
		if (b->frags)
			dump_chain(b->frags, depth + 1);
	}
}

void dump_all(const struct buf *b)
{
	dump_chain(b, 0);
}
