/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inline_reach.c - a breadth-first walk up the calls that did not survive
 * (see inline_reach.h), over the call sites sorted by callee. */
#include "inline_reach.h"

#include "xalloc.h"

#include <stdlib.h>

struct inlint_inline_reach {
	const struct inlint_model *m;
	size_t *by_callee;    /* call site indices, sorted by callee */
	size_t *first;	      /* by function: its first entry in by_callee */
	size_t *queue, *seen; /* the walk's functions, and depths + 1 */
};

struct inlint_inline_reach *
inlint_inline_reach_create(const struct inlint_model *m)
{
	struct inlint_inline_reach *r = inlint_xcalloc(1, sizeof(*r));
	size_t n = m->n_functions;
	size_t *fill = inlint_xcalloc(n + 1, sizeof(size_t));

	r->m = m;
	r->by_callee = inlint_xcalloc(m->n_call_sites + 1, sizeof(size_t));
	r->first = inlint_xcalloc(n + 1, sizeof(size_t));
	r->queue = inlint_xcalloc(n + 1, sizeof(size_t));
	r->seen = inlint_xcalloc(n + 1, sizeof(size_t));
	/* A counting sort: the sites of callee i are by_callee[first[i] ..
	 * first[i + 1]). */
	for (size_t c = 0; c < m->n_call_sites; c++)
		r->first[m->call_sites[c].callee + 1]++;
	for (size_t i = 0; i < n; i++)
		r->first[i + 1] += r->first[i];
	for (size_t c = 0; c < m->n_call_sites; c++) {
		size_t callee = m->call_sites[c].callee;

		r->by_callee[r->first[callee] + fill[callee]++] = c;
	}
	free(fill);
	return r;
}

bool inlint_inline_reach_into(struct inlint_inline_reach *r, size_t f, size_t g)
{
	const struct inlint_model *m = r->m;
	size_t head = 0, tail = 0;
	bool found = false;

	r->queue[tail++] = f;
	r->seen[f] = 1;
	while (head < tail && !found) {
		size_t fn = r->queue[head++];

		if (r->seen[fn] > INLINT_INLINE_REACH_DEPTH)
			continue;
		for (size_t k = r->first[fn]; k < r->first[fn + 1]; k++) {
			const struct inlint_call_site *cs =
				&m->call_sites[r->by_callee[k]];

			if (cs->kept || r->seen[cs->caller])
				continue;
			if (cs->caller == g) {
				found = true;
				break;
			}
			r->seen[cs->caller] = r->seen[fn] + 1;
			r->queue[tail++] = cs->caller;
		}
	}
	for (size_t i = 0; i < tail; i++)
		r->seen[r->queue[i]] = 0;
	return found;
}

void inlint_inline_reach_destroy(struct inlint_inline_reach *r)
{
	if (!r)
		return;
	free(r->by_callee);
	free(r->first);
	free(r->queue);
	free(r->seen);
	free(r);
}
