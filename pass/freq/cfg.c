/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* cfg.c - a function's CFG with the branch probabilities LLVM's
 * BranchProbabilityInfo would give it: branch_weights, else static guesses. */
#include "cfg.h"

#include "array.h"
#include "model.h"
#include "xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Estimated execution weights of a block, from LLVM's
 * llvm/lib/Analysis/BranchProbabilityInfo.cpp, enum class BlockExecWeight.
 * LLVM gives a block ending in `unreachable` ZERO, one ending in a noreturn
 * call or starting with an EH pad LOWEST_NON_ZERO. inlint gives all of them
 * LOWEST_NON_ZERO: the branch into them still gets about one in a million,
 * and a call there keeps a (cold) frequency instead of none. WEIGHT_NONE
 * means "no estimate", as std::nullopt does in LLVM. */
#define WEIGHT_NONE    0x0
#define WEIGHT_LOWEST  0x1     /* BlockExecWeight::LOWEST_NON_ZERO */
#define WEIGHT_COLD    0xffff  /* BlockExecWeight::COLD */
#define WEIGHT_DEFAULT 0xfffff /* BlockExecWeight::DEFAULT */

/* LBH_TAKEN_WEIGHT and LBH_NONTAKEN_WEIGHT in BranchProbabilityInfo.cpp:
 * a loop is taken to go round 124 / 4 = 31 times per exit, so the weight of
 * an edge leaving a loop is divided by that (calcEstimatedHeuristics). */
#define LBH_TAKEN_WEIGHT    124
#define LBH_NONTAKEN_WEIGHT 4
#define LOOP_TRIP_COUNT	    (LBH_TAKEN_WEIGHT / LBH_NONTAKEN_WEIGHT)

/* When nothing is estimated, LLVM guesses from the branch condition
 * (calcPointerHeuristics, calcZeroHeuristics, calcFloatingPointHeuristics):
 * PH_, ZH_ and FPH_TAKEN_WEIGHT 20 against _NONTAKEN_WEIGHT 12 for the
 * likelier side, and FPH_ORD_WEIGHT 1024 * 1024 - 1 against FPH_UNO_WEIGHT
 * 1 for "not NaN". Probabilities of the true edge: */
#define LIKELY	 (20.0 / (20 + 12))
#define UNLIKELY (12.0 / (20 + 12))
#define NOT_NAN	 ((1024.0 * 1024 - 1) / (1024 * 1024))
#define NO_GUESS (-1.0)

struct block_index {
	LLVMBasicBlockRef bb;
	size_t i;
};

struct builder {
	LLVMBasicBlockRef *blocks; /* in function order */
	struct block_index *index; /* sorted by address, for lookups */
	size_t *first_edge;	   /* n + 1: edges of block b start here */
	struct inlint_cfg *cfg;
	struct inlint_loops loops;
	uint32_t *weight;      /* per block, WEIGHT_NONE if no estimate */
	uint32_t *loop_weight; /* per loop, WEIGHT_NONE if no estimate */
	unsigned prof_kind;
	unsigned cold_kind;
	bool static_only; /* no !prof; llvm.expect instead */
};

static int cmp_block(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const struct block_index *)a)->bb;
	uintptr_t y = (uintptr_t)((const struct block_index *)b)->bb;

	return x < y ? -1 : x > y;
}

static size_t block_number(const struct builder *b, LLVMBasicBlockRef bb)
{
	struct block_index key = {bb, 0};
	const struct block_index *found;

	found = inlint_array_search(&key, b->index, b->cfg->n_blocks,
				    sizeof(key), cmp_block);
	return found->i;
}

static unsigned n_successors(LLVMBasicBlockRef bb)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);

	return term ? LLVMGetNumSuccessors(term) : 0;
}

static void add_edges(struct builder *b)
{
	struct inlint_cfg *cfg = b->cfg;
	LLVMValueRef term;
	size_t i, n = 0;
	unsigned k, ns;

	for (i = 0; i < cfg->n_blocks; i++)
		n += n_successors(b->blocks[i]);
	cfg->edges = inlint_xcalloc(n, sizeof(*cfg->edges));
	for (i = 0; i < cfg->n_blocks; i++) {
		b->first_edge[i] = cfg->n_edges;
		ns = n_successors(b->blocks[i]);
		if (!ns)
			continue;
		term = LLVMGetBasicBlockTerminator(b->blocks[i]);
		for (k = 0; k < ns; k++) {
			cfg->edges[cfg->n_edges].from = i;
			cfg->edges[cfg->n_edges].to =
				block_number(b, LLVMGetSuccessor(term, k));
			cfg->n_edges++;
		}
	}
	b->first_edge[cfg->n_blocks] = cfg->n_edges;
}

/* CallBase::hasFnAttr: on the call site, or on the function it calls. */
static bool call_has_fn_attr(LLVMValueRef call, unsigned kind)
{
	LLVMValueRef callee;

	if (LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex,
					 kind))
		return true;
	callee = LLVMGetCalledValue(call);
	return callee && LLVMIsAFunction(callee) &&
	       LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex,
					   kind);
}

static bool is_eh_pad(LLVMBasicBlockRef bb)
{
	LLVMValueRef i = LLVMGetFirstInstruction(bb);

	while (i && LLVMGetInstructionOpcode(i) == LLVMPHI)
		i = LLVMGetNextInstruction(i);
	if (!i)
		return false;
	switch (LLVMGetInstructionOpcode(i)) {
	case LLVMLandingPad:
	case LLVMCleanupPad:
	case LLVMCatchPad:
	case LLVMCatchSwitch:
		return true;
	default:
		return false;
	}
}

/* BranchProbabilityInfo::getInitialEstimatedBlockWeight, lowest first. */
static uint32_t initial_weight(const struct builder *b, LLVMBasicBlockRef bb)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(bb), i;

	if (term && LLVMGetInstructionOpcode(term) == LLVMUnreachable)
		return WEIGHT_LOWEST;
	if (is_eh_pad(bb))
		return WEIGHT_LOWEST;
	for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
		if (LLVMIsACallInst(i) && call_has_fn_attr(i, b->cold_kind))
			return WEIGHT_COLD;
	return WEIGHT_NONE;
}

static bool is_exiting(const struct builder *b, size_t from, size_t to)
{
	size_t l = b->loops.loop_of[from];

	return l != INLINT_NO_LOOP &&
	       !inlint_loop_contains(&b->loops, l, b->loops.loop_of[to]);
}

/* An edge into a loop weighs what the whole loop does, any other edge what
 * its target block does (getEstimatedEdgeWeight). */
static uint32_t edge_weight(const struct builder *b, size_t from, size_t to)
{
	size_t l = b->loops.loop_of[to];

	if (l != INLINT_NO_LOOP &&
	    !inlint_loop_contains(&b->loops, l, b->loops.loop_of[from]))
		return b->loop_weight[l];
	return b->weight[to];
}

/* A loop weighs as much as its heaviest exit, once every exit has a weight;
 * a loop without exits never gets one. */
static bool update_loop_weights(struct builder *b, uint32_t *max, bool *unknown)
{
	const struct inlint_loops *lp = &b->loops;
	const struct inlint_cfg_edge *e;
	bool changed = false;
	uint32_t w;
	size_t k, l;

	memset(max, 0, lp->n_loops * sizeof(*max));
	memset(unknown, 0, lp->n_loops * sizeof(*unknown));
	for (k = 0; k < b->cfg->n_edges; k++) {
		e = &b->cfg->edges[k];
		w = edge_weight(b, e->from, e->to);
		for (l = lp->loop_of[e->from];
		     l != INLINT_NO_LOOP &&
		     !inlint_loop_contains(lp, l, lp->loop_of[e->to]);
		     l = lp->parent[l]) {
			if (w == WEIGHT_NONE)
				unknown[l] = true;
			else if (w > max[l])
				max[l] = w;
		}
	}
	for (l = 0; l < lp->n_loops; l++) {
		if (b->loop_weight[l] || unknown[l] || !max[l])
			continue;
		b->loop_weight[l] = max[l];
		changed = true;
	}
	return changed;
}

/* A block whose successors all have weights weighs as much as the heaviest:
 * it is as likely to run as its hottest way on. */
static bool update_block_weights(struct builder *b)
{
	const struct inlint_cfg_edge *e;
	bool changed = false;
	uint32_t w, max;
	size_t i, k;

	for (i = b->cfg->n_blocks; i-- > 0;) {
		if (b->weight[i] || b->first_edge[i] == b->first_edge[i + 1])
			continue;
		max = WEIGHT_NONE;
		for (k = b->first_edge[i]; k < b->first_edge[i + 1]; k++) {
			e = &b->cfg->edges[k];
			w = edge_weight(b, e->from, e->to);
			if (w == WEIGHT_NONE)
				break;
			if (w > max)
				max = w;
		}
		if (k < b->first_edge[i + 1])
			continue;
		b->weight[i] = max;
		changed = true;
	}
	return changed;
}

/* BranchProbabilityInfo::computeEestimateBlockWeight, simplified: weights
 * spread from unreachable, EH-pad and cold blocks up to every block and loop
 * that cannot avoid them. */
static void estimate_weights(struct builder *b)
{
	size_t n_loops = b->loops.n_loops, i;
	uint32_t *max = inlint_xcalloc(n_loops, sizeof(*max));
	bool *unknown = inlint_xcalloc(n_loops, sizeof(*unknown));
	bool changed = true;

	for (i = 0; i < b->cfg->n_blocks; i++)
		b->weight[i] = initial_weight(b, b->blocks[i]);
	while (changed) {
		changed = update_loop_weights(b, max, unknown);
		if (update_block_weights(b))
			changed = true;
	}
	free(unknown);
	free(max);
}

static void split_evenly(struct inlint_cfg_edge *e, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		e[k].prob = 1.0 / n;
}

/* Puts each edge's weight in its prob, then divides by the sum; all-zero
 * weights mean no preference (as in calcMetadataWeights). */
static void normalise(struct inlint_cfg_edge *e, size_t n)
{
	double sum = 0;
	size_t k;

	for (k = 0; k < n; k++)
		sum += e[k].prob;
	if (sum <= 0) {
		split_evenly(e, n);
		return;
	}
	for (k = 0; k < n; k++)
		e[k].prob /= sum;
}

/* The !prof branch_weights of a terminator, one per successor, into the
 * edges' prob. LLVM 22 may put an "expected" tag after the name: anything
 * that is not an integer is skipped. */
static bool read_branch_weights(const struct builder *b, LLVMValueRef term,
				struct inlint_cfg_edge *e, size_t n)
{
	LLVMValueRef md, *ops;
	const char *name;
	unsigned n_ops, len, i;
	size_t k = 0;
	bool ok = false;

	switch (LLVMGetInstructionOpcode(term)) {
	case LLVMBr:
	case LLVMSwitch:
	case LLVMIndirectBr:
	case LLVMInvoke:
	case LLVMCallBr:
		break;
	default:
		return false;
	}
	md = LLVMGetMetadata(term, b->prof_kind);
	if (!md)
		return false;
	n_ops = LLVMGetMDNodeNumOperands(md);
	if (n_ops < 2)
		return false;
	ops = inlint_xcalloc(n_ops, sizeof(*ops));
	LLVMGetMDNodeOperands(md, ops);
	name = LLVMGetMDString(ops[0], &len);
	if (!name || len != strlen("branch_weights") ||
	    memcmp(name, "branch_weights", len))
		goto out;
	for (i = 1; i < n_ops; i++) {
		if (!LLVMIsAConstantInt(ops[i]))
			continue;
		if (k == n)
			goto out;
		e[k++].prob = (double)LLVMConstIntGetZExtValue(ops[i]);
	}
	ok = k == n;
out:
	free(ops);
	return ok;
}

/* calcEstimatedHeuristics: each successor weighs what it is estimated to,
 * DEFAULT if nothing is known, and a loop exit a trip count less. Returns
 * false when not one successor has an estimate. Only the trip count is a
 * guess: the weights come from cold calls, noreturn calls, unreachable. */
static bool estimate_probabilities(const struct builder *b,
				   struct inlint_cfg_edge *e, size_t n)
{
	bool found = false, hinted = false;
	uint32_t w;
	size_t k;

	for (k = 0; k < n; k++) {
		w = edge_weight(b, e[k].from, e[k].to);
		hinted |= w != WEIGHT_NONE;
		if (is_exiting(b, e[k].from, e[k].to)) {
			w = (w ? w : WEIGHT_DEFAULT) / LOOP_TRIP_COUNT;
			if (w < WEIGHT_LOWEST)
				w = WEIGHT_LOWEST;
		}
		if (w)
			found = true;
		e[k].prob = w ? w : WEIGHT_DEFAULT;
	}
	for (k = 0; k < n; k++)
		e[k].guessed = !hinted;
	if (found)
		normalise(e, n);
	return found;
}

static bool small_const_int(LLVMValueRef v)
{
	return LLVMIsAConstantInt(v) &&
	       LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64;
}

/* x & (1 << k) tests one bit, which says nothing about its likelihood. */
static bool is_single_bit_test(LLVMValueRef v)
{
	LLVMValueRef mask;
	unsigned long long m;

	if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMAnd)
		return false;
	mask = LLVMGetOperand(v, 1);
	if (!small_const_int(mask))
		return false;
	m = LLVMConstIntGetZExtValue(mask);
	return m && !(m & (m - 1));
}

/* The library compare functions TargetLibraryInfo knows; like it, skip
 * them when the caller is built with -fno-builtin (the kernel is). */
static bool is_library_compare(LLVMValueRef v)
{
	static const char *const names[] = {
		"strcmp",      "strncmp", "strcasecmp",
		"strncasecmp", "memcmp",  "bcmp",
	};
	LLVMValueRef callee, caller;
	const char *name;
	char attr[32];
	size_t len, i;

	if (!LLVMIsACallInst(v))
		return false;
	callee = LLVMGetCalledValue(v);
	if (!callee || !LLVMIsAFunction(callee))
		return false;
	name = LLVMGetValueName2(callee, &len);
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strlen(names[i]) == len && !memcmp(names[i], name, len))
			break;
	if (i == sizeof(names) / sizeof(names[0]))
		return false;
	caller = LLVMGetBasicBlockParent(LLVMGetInstructionParent(v));
	if (LLVMGetStringAttributeAtIndex(caller, LLVMAttributeFunctionIndex,
					  "no-builtins", 11))
		return false;
	snprintf(attr, sizeof(attr), "no-builtin-%s", names[i]);
	return !LLVMGetStringAttributeAtIndex(
		caller, LLVMAttributeFunctionIndex, attr, strlen(attr));
}

/* Pointers are seldom equal, integers seldom 0 or -1 or negative. */
static double guess_icmp(LLVMValueRef cmp)
{
	LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);
	LLVMValueRef lhs = LLVMGetOperand(cmp, 0), rhs = LLVMGetOperand(cmp, 1);
	unsigned long long c, ones;
	unsigned width;

	if (LLVMGetTypeKind(LLVMTypeOf(lhs)) == LLVMPointerTypeKind)
		return p == LLVMIntNE	? LIKELY
		       : p == LLVMIntEQ ? UNLIKELY
					: NO_GUESS;
	if (!small_const_int(rhs) || is_single_bit_test(lhs))
		return NO_GUESS;
	if (is_library_compare(lhs))
		return p == LLVMIntNE	? LIKELY
		       : p == LLVMIntEQ ? UNLIKELY
					: NO_GUESS;
	c = LLVMConstIntGetZExtValue(rhs);
	width = LLVMGetIntTypeWidth(LLVMTypeOf(rhs));
	ones = width == 64 ? ~0ULL : (1ULL << width) - 1;
	if (c == 0 && (p == LLVMIntEQ || p == LLVMIntSLT))
		return UNLIKELY;
	if (c == 0 && (p == LLVMIntNE || p == LLVMIntSGT))
		return LIKELY;
	if (c == 1 && p == LLVMIntSLT) /* x <= 0, as InstCombine writes it */
		return UNLIKELY;
	if (c == 1)
		return NO_GUESS; /* an i1 1 is also -1, but LLVM stops here */
	if (c == ones && p == LLVMIntEQ)
		return UNLIKELY;
	if (c == ones && (p == LLVMIntNE || p == LLVMIntSGT)) /* x >= 0 */
		return LIKELY;
	return NO_GUESS;
}

/* Floats are meant to be seldom equal, and seldom NaN. LLVM asks
 * CmpInst::isTrueWhenEqual, which holds for ueq but not for oeq: so oeq is
 * taken as likely, like one and une. inlint follows what LLVM does. */
static double guess_fcmp(LLVMValueRef cmp)
{
	switch (LLVMGetFCmpPredicate(cmp)) {
	case LLVMRealOEQ:
	case LLVMRealONE:
	case LLVMRealUNE:
		return LIKELY;
	case LLVMRealUEQ:
		return UNLIKELY;
	case LLVMRealORD:
		return NOT_NAN;
	case LLVMRealUNO:
		return 1 - NOT_NAN;
	default:
		return NO_GUESS;
	}
}

/* Probability that a conditional branch goes to its true successor, or
 * NO_GUESS. */
static double guess_from_condition(LLVMValueRef term)
{
	LLVMValueRef cond;

	if (LLVMGetInstructionOpcode(term) != LLVMBr ||
	    !LLVMIsConditional(term))
		return NO_GUESS;
	cond = LLVMGetCondition(term);
	if (LLVMIsAICmpInst(cond))
		return guess_icmp(cond);
	if (LLVMIsAFCmpInst(cond))
		return guess_fcmp(cond);
	return NO_GUESS;
}

/* LowerExpect's weights for __builtin_expect (-likely-branch-weight 2000,
 * -unlikely-branch-weight 1). */
#define EXPECT_LIKELY	2000.0
#define EXPECT_UNLIKELY 1.0

/* The constant v is expected to be, when v is a call to llvm.expect.*; the
 * probability comes from llvm.expect.with.probability, else the weights. */
static bool expected_value(LLVMValueRef v, long long *value, double *prob)
{
	LLVMValueRef callee, e;
	size_t len;
	const char *name;

	if (!v || !LLVMIsACallInst(v))
		return false;
	callee = LLVMGetCalledValue(v);
	if (!LLVMIsAFunction(callee))
		return false;
	name = LLVMGetValueName2(callee, &len);
	if (strncmp(name, "llvm.expect.", 12) != 0)
		return false;
	e = LLVMGetOperand(v, 1);
	if (!LLVMIsAConstantInt(e))
		return false;
	*value = LLVMConstIntGetSExtValue(e);
	*prob = EXPECT_LIKELY / (EXPECT_LIKELY + EXPECT_UNLIKELY);
	if (strncmp(name, "llvm.expect.with.probability.", 29) == 0 &&
	    LLVMIsAConstantFP(LLVMGetOperand(v, 2))) {
		LLVMBool lost;

		*prob = LLVMConstRealGetDouble(LLVMGetOperand(v, 2), &lost);
	}
	return true;
}

/* A conditional branch on __builtin_expect: on the expect call itself, or
 * on an eq/ne compare of it with a constant, as clang emits likely(). */
static bool read_expect(LLVMValueRef term, struct inlint_cfg_edge *e, size_t n)
{
	LLVMValueRef cond, lhs;
	long long want, c;
	double p;
	bool taken;

	if (n != 2 || LLVMGetInstructionOpcode(term) != LLVMBr ||
	    !LLVMIsConditional(term))
		return false;
	cond = LLVMGetCondition(term);
	if (expected_value(cond, &want, &p)) {
		taken = want != 0;
	} else {
		if (!LLVMIsAICmpInst(cond))
			return false;
		lhs = LLVMGetOperand(cond, 0);
		if (!expected_value(lhs, &want, &p) ||
		    !LLVMIsAConstantInt(LLVMGetOperand(cond, 1)))
			return false;
		c = LLVMConstIntGetSExtValue(LLVMGetOperand(cond, 1));
		if (LLVMGetICmpPredicate(cond) == LLVMIntEQ)
			taken = want == c;
		else if (LLVMGetICmpPredicate(cond) == LLVMIntNE)
			taken = want != c;
		else
			return false;
	}
	e[0].prob = taken ? p : 1 - p;
	e[1].prob = taken ? 1 - p : p;
	return true;
}

static void set_probabilities(const struct builder *b, size_t i)
{
	struct inlint_cfg_edge *e = &b->cfg->edges[b->first_edge[i]];
	size_t n = b->first_edge[i + 1] - b->first_edge[i];
	LLVMValueRef term = LLVMGetBasicBlockTerminator(b->blocks[i]);
	double p;

	if (!n)
		return;
	if (n == 1) {
		e[0].prob = 1;
		return;
	}
	if (b->static_only ? read_expect(term, e, n)
			   : read_branch_weights(b, term, e, n)) {
		normalise(e, n);
		return;
	}
	if (estimate_probabilities(b, e, n))
		return;
	for (size_t k = 0; k < n; k++)
		e[k].guessed = true;
	p = guess_from_condition(term);
	if (p == NO_GUESS) {
		split_evenly(e, n);
		return;
	}
	e[0].prob = p;
	e[1].prob = 1 - p;
}

static void index_blocks(struct builder *b, LLVMValueRef fn)
{
	size_t n = b->cfg->n_blocks, i;

	b->blocks = inlint_xcalloc(n, sizeof(*b->blocks));
	b->index = inlint_xcalloc(n, sizeof(*b->index));
	LLVMGetBasicBlocks(fn, b->blocks);
	for (i = 0; i < n; i++) {
		b->index[i].bb = b->blocks[i];
		b->index[i].i = i;
	}
	inlint_array_sort(b->index, n, sizeof(*b->index), cmp_block);
}

/* The blocks and the edges between them, their probabilities 0. */
static void build_edges(LLVMValueRef fn, struct inlint_cfg *cfg,
			struct builder *b)
{
	memset(cfg, 0, sizeof(*cfg));
	memset(b, 0, sizeof(*b));
	b->cfg = cfg;
	cfg->n_blocks = LLVMCountBasicBlocks(fn);
	index_blocks(b, fn);
	b->first_edge =
		inlint_xcalloc(cfg->n_blocks + 1, sizeof(*b->first_edge));
	add_edges(b);
}

static void builder_release(struct builder *b)
{
	free(b->first_edge);
	free(b->index);
	free(b->blocks);
}

int inlint_cfg_build_plain(LLVMValueRef fn, struct inlint_cfg *cfg)
{
	struct builder b;

	if (LLVMIsDeclaration(fn))
		return -1;
	build_edges(fn, cfg, &b);
	builder_release(&b);
	return 0;
}

static int build(LLVMValueRef fn, struct inlint_cfg *cfg, bool static_only)
{
	LLVMContextRef ctx;
	struct builder b;
	size_t i;

	if (LLVMIsDeclaration(fn))
		return -1;
	ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
	build_edges(fn, cfg, &b);
	b.prof_kind = LLVMGetMDKindIDInContext(ctx, "prof", 4);
	b.cold_kind = LLVMGetEnumAttributeKindForName("cold", 4);
	b.static_only = static_only;
	inlint_loops_find(cfg, &b.loops);
	b.weight = inlint_xcalloc(cfg->n_blocks, sizeof(*b.weight));
	b.loop_weight = inlint_xcalloc(b.loops.n_loops, sizeof(*b.loop_weight));
	estimate_weights(&b);
	for (i = 0; i < cfg->n_blocks; i++)
		set_probabilities(&b, i);
	free(b.loop_weight);
	free(b.weight);
	inlint_loops_release(&b.loops);
	builder_release(&b);
	return 0;
}

int inlint_cfg_build(LLVMValueRef fn, struct inlint_cfg *cfg)
{
	return build(fn, cfg, false);
}

int inlint_cfg_build_static(LLVMValueRef fn, struct inlint_cfg *cfg)
{
	return build(fn, cfg, true);
}

void inlint_cfg_release(struct inlint_cfg *cfg)
{
	free(cfg->edges);
	cfg->edges = NULL;
	cfg->n_edges = 0;
	cfg->n_blocks = 0;
}
