/* blockfreq.h - static block-frequency estimate over a plain CFG.
 * Knows nothing of LLVM: cfg.c turns IR into this shape, tests build it. */
#ifndef INLINT_BLOCKFREQ_H
#define INLINT_BLOCKFREQ_H

#include <stddef.h>

struct inlint_cfg_edge {
	size_t from;
	size_t to;
	double prob;            /* probability of taking this edge from `from` */
};

/* Block 0 is the entry. Edges of one block sum to 1 (or 0 for exits). */
struct inlint_cfg {
	size_t n_blocks;
	struct inlint_cfg_edge *edges;
	size_t n_edges;
};

/* Largest frequency a block can get, relative to the entry: bounds loops
 * that never exit (back-edge probability 1). */
#define INLINT_MAX_BLOCK_FREQ 1048576.0

/* Fills freq[0..n_blocks) with each block's expected executions per entry
 * (entry = 1). Returns 0. */
int inlint_blockfreq_solve(const struct inlint_cfg *cfg, double *freq);

#endif
