/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppcycle.c - Tarjan's strongly connected components over the definitions
 * and their calls: those of two definitions or more, and a definition
 * that calls itself. */
#include "ppcycle.h"

#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

#define NONE INLINT_PPCYCLE_NONE

struct tarjan {
	const size_t *first, *to;
	size_t *index, *low, *stack;
	bool *on, *cycle;
	size_t sp, next;
};

static void pop_component(struct tarjan *t, size_t d)
{
	size_t n = 0, w;

	do {
		w = t->stack[--t->sp];
		t->on[w] = false;
		n++;
	} while (w != d);
	for (size_t i = t->sp; n > 1 && i < t->sp + n; i++)
		t->cycle[t->stack[i]] = true;
}

static void visit(struct tarjan *t, size_t d)
{
	t->index[d] = t->low[d] = t->next++;
	t->stack[t->sp++] = d;
	t->on[d] = true;
	for (size_t c = t->first[d]; c < t->first[d + 1]; c++) {
		size_t w = t->to[c];

		if (w == NONE)
			continue;
		t->cycle[d] |= w == d;
		if (t->index[w] == NONE) {
			visit(t, w);
			if (t->low[w] < t->low[d])
				t->low[d] = t->low[w];
		} else if (t->on[w] && t->index[w] < t->low[d]) {
			t->low[d] = t->index[w];
		}
	}
	if (t->low[d] == t->index[d])
		pop_component(t, d);
}

bool *inlint_ppcycle_find(size_t n, const size_t *first, const size_t *to)
{
	struct tarjan t = {.first = first, .to = to};

	t.index = inlint_xmalloc((n + 1) * sizeof(*t.index));
	t.low = inlint_xmalloc((n + 1) * sizeof(*t.low));
	t.stack = inlint_xmalloc((n + 1) * sizeof(*t.stack));
	t.on = inlint_xcalloc(n + 1, sizeof(*t.on));
	t.cycle = inlint_xcalloc(n + 1, sizeof(*t.cycle));
	memset(t.index, 0xff, (n + 1) * sizeof(*t.index));
	for (size_t d = 0; d < n; d++)
		if (t.index[d] == NONE)
			visit(&t, d);
	free(t.index);
	free(t.low);
	free(t.stack);
	free(t.on);
	return t.cycle;
}
