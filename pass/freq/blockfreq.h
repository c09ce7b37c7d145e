/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* blockfreq.h - static block-frequency estimate over a plain CFG.
 * Knows nothing of LLVM: cfg.c turns IR into this shape, tests build it. */
#ifndef INLINT_BLOCKFREQ_H
#define INLINT_BLOCKFREQ_H

#include <stdbool.h>
#include <stddef.h>

struct inlint_cfg_edge {
	size_t from;
	size_t to;
	double prob; /* probability of taking this edge from `from` */
	/* prob is one of LLVM's guesses (a compare heuristic, an even split,
	 * a loop's trip count), not a hint in the source or a profile. */
	bool guessed;
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

#define INLINT_NO_LOOP ((size_t)-1)

/* The natural loops of a CFG (back edges go to a dominator), as the solver
 * sees them; cfg.c uses the same loops for LLVM's loop-branch heuristic.
 * An outer loop is numbered before the loops it holds. A cycle entered at
 * more than one block (irreducible) is not a loop. */
struct inlint_loops {
	size_t n_loops;
	size_t *header;	 /* per loop */
	size_t *parent;	 /* per loop: enclosing loop, or INLINT_NO_LOOP */
	size_t *loop_of; /* per block: innermost loop, or INLINT_NO_LOOP */
};

/* Edge probabilities are not looked at. Returns 0. Release with
 * inlint_loops_release. */
int inlint_loops_find(const struct inlint_cfg *cfg, struct inlint_loops *lp);
void inlint_loops_release(struct inlint_loops *lp);

/* Whether loop `inner` is `outer` or nested in it; false for INLINT_NO_LOOP
 * inner (outside every loop). */
bool inlint_loop_contains(const struct inlint_loops *lp, size_t outer,
			  size_t inner);

#endif
