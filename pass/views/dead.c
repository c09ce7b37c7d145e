/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* dead.c - weighs a branch by the blocks that become unreachable without
 * each of its targets: one walk of the CFG per target, asked once each. */
#include "dead.h"

#include "array.h"
#include "cfg.h"
#include "size.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

struct inlint_dead_memo {
	LLVMValueRef term;
	unsigned kept; /* GUARDED: the least over every target kept */
	unsigned insns;
};

#define GUARDED UINT_MAX

/* One function's CFG, its blocks' weights, where each block's edges start
 * (edges[first[b]] up to edges[first[b + 1]], in successor order), and
 * room for a walk. */
struct inlint_dead_cfg {
	LLVMValueRef fn;
	struct inlint_cfg cfg;
	unsigned *weight;
	size_t *first, *stack;
	bool *entered, *seen;
};

/* The position of bb in its function, as the CFG numbers blocks. */
static size_t block_index(LLVMValueRef fn, LLVMBasicBlockRef bb)
{
	size_t i = 0;

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b != bb;
	     b = LLVMGetNextBasicBlock(b))
		i++;
	return i;
}

/* A static function called only here is inlined here (LLVM's bonus for a
 * static's last call), and its body folds with the block; any other call
 * is one instruction. */
static unsigned instruction_weight(LLVMValueRef fn, LLVMValueRef i)
{
	LLVMValueRef callee;
	LLVMLinkage l;
	LLVMUseRef u;

	if (!inlint_instruction_counts(i))
		return 0;
	if (LLVMGetInstructionOpcode(i) != LLVMCall)
		return 1;
	callee = LLVMGetCalledValue(i);
	if (!LLVMIsAFunction(callee) || callee == fn ||
	    LLVMIsDeclaration(callee))
		return 1;
	l = LLVMGetLinkage(callee);
	u = LLVMGetFirstUse(callee);
	if ((l != LLVMInternalLinkage && l != LLVMPrivateLinkage) ||
	    LLVMGetNextUse(u))
		return 1;
	return 1 + inlint_function_size(callee);
}

static unsigned block_weight(LLVMValueRef fn, LLVMBasicBlockRef bb)
{
	unsigned n = 0;

	for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
	     i = LLVMGetNextInstruction(i))
		n += instruction_weight(fn, i);
	return n;
}

static void cfg_free(struct inlint_dead_cfg *g)
{
	if (!g)
		return;
	inlint_cfg_release(&g->cfg);
	free(g->weight);
	free(g->first);
	free(g->stack);
	free(g->entered);
	free(g->seen);
	free(g);
}

static struct inlint_dead_cfg *cfg_build(LLVMValueRef fn)
{
	struct inlint_dead_cfg *g = inlint_xcalloc(1, sizeof(*g));
	size_t b = 0, n;

	g->fn = fn;
	inlint_cfg_build_plain(fn, &g->cfg);
	n = g->cfg.n_blocks;
	g->weight = inlint_xcalloc(n + 1, sizeof(*g->weight));
	g->first = inlint_xcalloc(n + 1, sizeof(*g->first));
	g->stack = inlint_xcalloc(n + 1, sizeof(*g->stack));
	g->entered = inlint_xcalloc(n + 1, sizeof(*g->entered));
	g->seen = inlint_xcalloc(n + 1, sizeof(*g->seen));
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb), b++)
		g->weight[b] = block_weight(fn, bb);
	/* Edges come grouped by block, in block order. */
	for (size_t e = 0, k = 0; k <= n; k++) {
		while (e < g->cfg.n_edges && g->cfg.edges[e].from < k)
			e++;
		g->first[k] = e;
	}
	return g;
}

/* Marks in seen what the entry reaches without the edges from to target,
 * or with only those when only (from SIZE_MAX: with every edge). */
static void walk(struct inlint_dead_cfg *g, bool *seen, size_t from,
		 size_t target, bool only)
{
	size_t top = 0;

	for (size_t b = 0; b < g->cfg.n_blocks; b++)
		seen[b] = false;
	if (!g->cfg.n_blocks)
		return;
	seen[0] = true;
	g->stack[top++] = 0;
	while (top) {
		size_t b = g->stack[--top];

		for (size_t e = g->first[b]; e < g->first[b + 1]; e++) {
			size_t s = g->cfg.edges[e].to;

			if (seen[s] || (b == from && (s == target) != only))
				continue;
			seen[s] = true;
			g->stack[top++] = s;
		}
	}
}

/* What dies with the edges from to target (or with all others, when
 * only): what the entry reaches only through them. */
static unsigned dead_without(struct inlint_dead_cfg *g, size_t from,
			     size_t target, bool only)
{
	unsigned n = 0;

	walk(g, g->seen, from, target, only);
	for (size_t b = 0; b < g->cfg.n_blocks; b++)
		n += g->entered[b] && !g->seen[b] ? g->weight[b] : 0;
	return n;
}

/* Whether a switch's edge e goes where an earlier case of it goes. */
static bool repeats(const struct inlint_dead_cfg *g, size_t from, size_t e)
{
	for (size_t k = g->first[from]; k < e; k++)
		if (g->cfg.edges[k].to == g->cfg.edges[e].to)
			return true;
	return false;
}

/* Whichever target a constant keeps, the others die: at least all but
 * the heaviest. */
static unsigned guarded(struct inlint_dead_cfg *g, size_t from)
{
	unsigned sum = 0, most = 0;

	for (size_t e = g->first[from]; e < g->first[from + 1]; e++) {
		unsigned n;

		if (repeats(g, from, e))
			continue;
		n = dead_without(g, from, g->cfg.edges[e].to, false);
		sum += n;
		if (n > most)
			most = n;
	}
	return sum - most;
}

static struct inlint_dead_cfg *cfg_of(struct inlint_dead *d, LLVMValueRef fn)
{
	if (d->cfg && d->cfg->fn == fn)
		return d->cfg;
	cfg_free(d->cfg);
	d->cfg = cfg_build(fn);
	walk(d->cfg, d->cfg->entered, SIZE_MAX, SIZE_MAX, false);
	return d->cfg;
}

struct memo_key {
	const struct inlint_dead *d;
	LLVMValueRef term;
	unsigned kept;
};

static bool memo_eq(const void *key, size_t idx)
{
	const struct memo_key *k = key;

	return k->d->v[idx].term == k->term && k->d->v[idx].kept == k->kept;
}

static unsigned answer(struct inlint_dead *d, LLVMValueRef term, unsigned kept)
{
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(term);
	uint64_t h = inlint_hash_mix(inlint_hash_mix(0, (uintptr_t)term), kept);
	struct memo_key key = {d, term, kept};
	size_t i = inlint_htab_find(&d->index, h, memo_eq, &key);
	struct inlint_dead_cfg *g;
	size_t from;
	unsigned n;

	if (i != INLINT_HTAB_NONE)
		return d->v[i].insns;
	g = cfg_of(d, LLVMGetBasicBlockParent(bb));
	from = block_index(g->fn, bb);
	n = kept == GUARDED
		    ? guarded(g, from)
		    : dead_without(g, from,
				   g->cfg.edges[g->first[from] + kept].to,
				   true);
	d->v = inlint_array_grow(d->v, &d->cap, d->n + 1, sizeof(*d->v));
	d->v[d->n] = (struct inlint_dead_memo){term, kept, n};
	inlint_htab_insert(&d->index, h, d->n);
	return d->v[d->n++].insns;
}

unsigned inlint_dead_guarded(struct inlint_dead *d, LLVMValueRef term)
{
	return answer(d, term, GUARDED);
}

unsigned inlint_dead_beside(struct inlint_dead *d, LLVMValueRef term,
			    unsigned kept)
{
	return answer(d, term, kept);
}

void inlint_dead_init(struct inlint_dead *d)
{
	*d = (struct inlint_dead){0};
	inlint_htab_init(&d->index);
}

void inlint_dead_release(struct inlint_dead *d)
{
	free(d->v);
	inlint_htab_release(&d->index);
	cfg_free(d->cfg);
	*d = (struct inlint_dead){0};
}
