/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* hinted.c - the most a block runs by the source's hints alone (see
 * hinted.h): a widest-path search over the CFG. */
#include "hinted.h"

#include "xalloc.h"

#include <stdlib.h>

/* Per edge, how much rarer than its branch's likeliest way on the source
 * makes it: 1 for a guess, or for the likeliest edge itself. */
static double *edge_factors(const struct inlint_cfg *cfg)
{
	double *most = inlint_xcalloc(cfg->n_blocks, sizeof(*most));
	double *f = inlint_xcalloc(cfg->n_edges + 1, sizeof(*f));
	size_t k;

	for (k = 0; k < cfg->n_edges; k++)
		if (cfg->edges[k].prob > most[cfg->edges[k].from])
			most[cfg->edges[k].from] = cfg->edges[k].prob;
	for (k = 0; k < cfg->n_edges; k++) {
		const struct inlint_cfg_edge *e = &cfg->edges[k];

		f[k] = e->guessed || most[e->from] <= 0
			       ? 1.0
			       : e->prob / most[e->from];
	}
	free(most);
	return f;
}

/* Factors are at most 1, so a cycle never widens a path: relaxing every
 * edge until nothing changes ends within n_blocks rounds, in two or three
 * when the blocks come in function order. */
void inlint_blockfreq_hinted(const struct inlint_cfg *cfg, double *out)
{
	double *f = edge_factors(cfg);
	bool changed = true;

	for (size_t i = 0; i < cfg->n_blocks; i++)
		out[i] = 0;
	if (cfg->n_blocks)
		out[0] = 1;
	for (size_t round = 0; changed && round < cfg->n_blocks; round++) {
		changed = false;
		for (size_t k = 0; k < cfg->n_edges; k++) {
			const struct inlint_cfg_edge *e = &cfg->edges[k];
			double w = out[e->from] * f[k];

			if (w > out[e->to]) {
				out[e->to] = w;
				changed = true;
			}
		}
	}
	free(f);
}
