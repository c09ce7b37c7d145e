/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* blockfreq.c - static block frequencies over a plain CFG, the way LLVM's
 * BlockFrequencyInfo gets them: natural loops, each scaled by 1/(1 - p). */
#include "blockfreq.h"

#include "xalloc.h"

#include <math.h>
#include <stdlib.h>

#define NOT_REACHED ((size_t)-1)

/* An irreducible cycle has no header to scale: the mass it carries back is
 * swept round again until less than SWEEP_TOLERANCE is left. When a cycle
 * hardly ever exits, the mass left shrinks by the same ratio every sweep
 * (to within RATIO_TOLERANCE): then the rest of the geometric series is sent
 * round at once. MAX_SWEEPS bounds the work for cycles that never settle. */
#define SWEEP_TOLERANCE 1e-12
#define RATIO_TOLERANCE 1e-9
#define MAX_SWEEPS	1000

struct graph {
	const struct inlint_cfg *cfg;
	size_t n;
	size_t *succ_start; /* n + 1 offsets into succ */
	size_t *succ;	    /* edge indices, grouped by source block */
	size_t *pred_start; /* n + 1 offsets into pred */
	size_t *pred;	    /* edge indices, grouped by target block */
	size_t *rpo;	    /* reachable blocks in reverse post-order */
	size_t n_rpo;
	size_t *order; /* position in rpo, or NOT_REACHED */
	size_t *idom;  /* immediate dominator, entry's is itself */
	size_t *last;  /* per loop: largest rpo position in it */
	struct inlint_loops loops;
};

struct loop_exit {
	size_t to;
	double mass;
};

/* What one entry into a loop does: reaching blocks outside it. */
struct region {
	double entry; /* mass entering the loop through its header */
	struct loop_exit *exits;
	size_t n_exits;
	size_t cap;
};

struct solver {
	struct graph g;
	double *mass;  /* scratch: mass arriving at a block */
	double *local; /* per entry of the block's innermost loop */
	struct region *regions;
	/* The region being swept: */
	size_t at;   /* rpo position of the block handing on mass */
	double back; /* mass come back to the loop header */
	double late; /* mass sent backwards by an irreducible edge */
};

static bool edge_valid(const struct inlint_cfg *cfg, size_t e)
{
	return cfg->edges[e].from < cfg->n_blocks &&
	       cfg->edges[e].to < cfg->n_blocks;
}

/* Groups edge indices by one end (from or to), counting-sort style. */
static void group_edges(const struct inlint_cfg *cfg, bool by_target,
			size_t *start, size_t *idx)
{
	size_t *fill = inlint_xcalloc(cfg->n_blocks + 1, sizeof(*fill));
	size_t e, b;

	for (e = 0; e < cfg->n_edges; e++) {
		if (!edge_valid(cfg, e))
			continue;
		b = by_target ? cfg->edges[e].to : cfg->edges[e].from;
		start[b + 1]++;
	}
	for (b = 0; b < cfg->n_blocks; b++) {
		start[b + 1] += start[b];
		fill[b] = start[b];
	}
	for (e = 0; e < cfg->n_edges; e++) {
		if (!edge_valid(cfg, e))
			continue;
		b = by_target ? cfg->edges[e].to : cfg->edges[e].from;
		idx[fill[b]++] = e;
	}
	free(fill);
}

/* Depth-first from the entry without recursion: deep CFGs of generated
 * code must not overflow the stack. */
static void order_blocks(struct graph *g)
{
	size_t *stack = inlint_xcalloc(g->n, sizeof(*stack));
	size_t *next = inlint_xcalloc(g->n, sizeof(*next));
	size_t depth = 0, i, b, t;

	for (b = 0; b < g->n; b++) {
		next[b] = g->succ_start[b];
		g->order[b] = NOT_REACHED;
	}
	g->order[0] = 0; /* "seen" until the real positions are known */
	stack[depth++] = 0;
	while (depth) {
		b = stack[depth - 1];
		if (next[b] == g->succ_start[b + 1]) {
			g->rpo[g->n_rpo++] = b; /* post-order for now */
			depth--;
			continue;
		}
		t = g->cfg->edges[g->succ[next[b]++]].to;
		if (g->order[t] == NOT_REACHED) {
			g->order[t] = 0;
			stack[depth++] = t;
		}
	}
	for (i = 0; i < g->n_rpo / 2; i++) {
		t = g->rpo[i];
		g->rpo[i] = g->rpo[g->n_rpo - 1 - i];
		g->rpo[g->n_rpo - 1 - i] = t;
	}
	for (i = 0; i < g->n_rpo; i++)
		g->order[g->rpo[i]] = i;
	free(next);
	free(stack);
}

static size_t intersect(const struct graph *g, size_t a, size_t b)
{
	while (a != b) {
		while (g->order[a] > g->order[b])
			a = g->idom[a];
		while (g->order[b] > g->order[a])
			b = g->idom[b];
	}
	return a;
}

/* Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm". */
static void find_dominators(struct graph *g)
{
	bool changed = true;
	size_t i, k, b, p, d;

	for (b = 0; b < g->n; b++)
		g->idom[b] = NOT_REACHED;
	g->idom[0] = 0;
	while (changed) {
		changed = false;
		for (i = 1; i < g->n_rpo; i++) {
			b = g->rpo[i];
			d = NOT_REACHED;
			for (k = g->pred_start[b]; k < g->pred_start[b + 1];
			     k++) {
				p = g->cfg->edges[g->pred[k]].from;
				if (g->idom[p] == NOT_REACHED)
					continue;
				d = d == NOT_REACHED ? p : intersect(g, p, d);
			}
			if (g->idom[b] != d) {
				g->idom[b] = d;
				changed = true;
			}
		}
	}
}

static bool dominates(const struct graph *g, size_t a, size_t b)
{
	while (g->order[b] > g->order[a])
		b = g->idom[b];
	return a == b;
}

/* Whether h is a loop header. A retreating edge into h from a block that h
 * does not dominate is irreducible: it makes no loop. */
static bool has_back_edge(const struct graph *g, size_t h)
{
	size_t k, u;

	for (k = g->pred_start[h]; k < g->pred_start[h + 1]; k++) {
		u = g->cfg->edges[g->pred[k]].from;
		if (g->order[u] != NOT_REACHED && g->order[u] >= g->order[h] &&
		    dominates(g, h, u))
			return true;
	}
	return false;
}

/* The body of the loop headed by h: every block that reaches a latch
 * without passing h. Headers are visited outermost first, so a later, inner
 * loop overwrites loop_of for its blocks. */
static void mark_loop(struct graph *g, size_t h, size_t *work, size_t *stamp)
{
	struct inlint_loops *lp = &g->loops;
	size_t l = lp->n_loops++;
	size_t top = 0, k, x, p;

	lp->header[l] = h;
	lp->parent[l] = lp->loop_of[h];
	lp->loop_of[h] = l;
	g->last[l] = g->order[h];
	stamp[h] = l + 1;
	work[top++] = h;
	while (top) {
		x = work[--top];
		lp->loop_of[x] = l;
		if (g->order[x] > g->last[l])
			g->last[l] = g->order[x];
		for (k = g->pred_start[x]; k < g->pred_start[x + 1]; k++) {
			p = g->cfg->edges[g->pred[k]].from;
			if (g->order[p] == NOT_REACHED || stamp[p] == l + 1)
				continue;
			if (x == h && !dominates(g, h, p))
				continue; /* an entry into the loop, not a latch
					   */
			stamp[p] = l + 1;
			work[top++] = p;
		}
	}
}

static void find_loops(struct graph *g)
{
	struct inlint_loops *lp = &g->loops;
	size_t *work = inlint_xcalloc(g->n, sizeof(*work));
	size_t *stamp = inlint_xcalloc(g->n, sizeof(*stamp));
	size_t i, b;

	lp->header = inlint_xcalloc(g->n, sizeof(*lp->header));
	lp->parent = inlint_xcalloc(g->n, sizeof(*lp->parent));
	lp->loop_of = inlint_xcalloc(g->n, sizeof(*lp->loop_of));
	g->last = inlint_xcalloc(g->n, sizeof(*g->last));
	for (b = 0; b < g->n; b++)
		lp->loop_of[b] = INLINT_NO_LOOP;
	for (i = 0; i < g->n_rpo; i++)
		if (has_back_edge(g, g->rpo[i]))
			mark_loop(g, g->rpo[i], work, stamp);
	free(stamp);
	free(work);
}

static void graph_build(struct graph *g, const struct inlint_cfg *cfg)
{
	size_t n = cfg->n_blocks, m = cfg->n_edges;

	g->cfg = cfg;
	g->n = n;
	g->succ_start = inlint_xcalloc(n + 1, sizeof(*g->succ_start));
	g->succ = inlint_xcalloc(m, sizeof(*g->succ));
	g->pred_start = inlint_xcalloc(n + 1, sizeof(*g->pred_start));
	g->pred = inlint_xcalloc(m, sizeof(*g->pred));
	g->rpo = inlint_xcalloc(n, sizeof(*g->rpo));
	g->order = inlint_xcalloc(n, sizeof(*g->order));
	g->idom = inlint_xcalloc(n, sizeof(*g->idom));
	g->n_rpo = 0;

	g->loops.n_loops = 0;
	group_edges(cfg, false, g->succ_start, g->succ);
	group_edges(cfg, true, g->pred_start, g->pred);
	order_blocks(g);
	find_dominators(g);
	find_loops(g);
}

/* Frees everything but the loops, which may be handed to the caller. */
static void graph_free(struct graph *g)
{
	free(g->last);
	free(g->idom);
	free(g->order);
	free(g->rpo);
	free(g->pred);
	free(g->pred_start);
	free(g->succ);
	free(g->succ_start);
}

int inlint_loops_find(const struct inlint_cfg *cfg, struct inlint_loops *lp)
{
	struct graph g;

	if (!cfg->n_blocks) {
		lp->n_loops = 0;
		lp->header = lp->parent = lp->loop_of = NULL;
		return 0;
	}
	graph_build(&g, cfg);
	*lp = g.loops;
	graph_free(&g);
	return 0;
}

void inlint_loops_release(struct inlint_loops *lp)
{
	free(lp->header);
	free(lp->parent);
	free(lp->loop_of);
	lp->header = lp->parent = lp->loop_of = NULL;
	lp->n_loops = 0;
}

bool inlint_loop_contains(const struct inlint_loops *lp, size_t outer,
			  size_t inner)
{
	while (inner != INLINT_NO_LOOP && inner != outer)
		inner = lp->parent[inner];
	return inner != INLINT_NO_LOOP;
}

static void add_exit(struct region *r, size_t to, double mass)
{
	if (r->n_exits == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 4;
		r->exits =
			inlint_xrealloc(r->exits, r->cap * sizeof(*r->exits));
	}
	r->exits[r->n_exits].to = to;
	r->exits[r->n_exits].mass = mass;
	r->n_exits++;
}

/* Hands mass on to block t inside region l (a loop, or INLINT_NO_LOOP for
 * the whole function): back to l's header, out of l, or onward. */
static void deliver(struct solver *s, size_t l, size_t t, double flow)
{
	const struct inlint_loops *lp = &s->g.loops;

	if (l != INLINT_NO_LOOP) {
		if (t == lp->header[l]) {
			s->back += flow;
			return;
		}
		if (!inlint_loop_contains(lp, l, lp->loop_of[t])) {
			add_exit(&s->regions[l], t, flow);
			return;
		}
	}
	if (s->g.order[t] <= s->at)
		s->late += flow;
	s->mass[t] += flow;
}

static void spread_block(struct solver *s, size_t l, size_t b, double m)
{
	const struct graph *g = &s->g;
	const struct inlint_cfg_edge *e;
	size_t k;

	s->local[b] += m;
	for (k = g->succ_start[b]; k < g->succ_start[b + 1]; k++) {
		e = &g->cfg->edges[g->succ[k]];
		deliver(s, l, e->to, m * e->prob);
	}
}

/* An inner loop, already solved, is one node here: what enters its header
 * leaves through its exits. */
static void spread_loop(struct solver *s, size_t l, size_t inner, double m)
{
	struct region *r = &s->regions[inner];
	size_t k;

	r->entry += m;
	for (k = 0; k < r->n_exits; k++)
		deliver(s, l, r->exits[k].to, m * r->exits[k].mass);
}

static double clamp(double f)
{
	return f < INLINT_MAX_BLOCK_FREQ ? f : INLINT_MAX_BLOCK_FREQ;
}

/* A loop that comes back with probability p runs 1/(1 - p) times per entry.
 * Its exits still pass on all that entered, even when the count is capped. */
static void scale_region(struct solver *s, size_t l, double back)
{
	const struct graph *g = &s->g;
	const struct inlint_loops *lp = &g->loops;
	struct region *r = &s->regions[l];
	double scale = INLINT_MAX_BLOCK_FREQ, exit_scale = 0;
	size_t i, b, c;

	if (back < 1) {
		exit_scale = 1 / (1 - back);
		scale = clamp(exit_scale);
	}
	for (i = g->order[lp->header[l]]; i <= g->last[l]; i++) {
		b = g->rpo[i];
		c = lp->loop_of[b];
		if (c == l)
			s->local[b] *= scale;
		else if (c != INLINT_NO_LOOP && lp->header[c] == b &&
			 lp->parent[c] == l)
			s->regions[c].entry *= scale;
	}
	for (i = 0; i < r->n_exits; i++)
		r->exits[i].mass *= exit_scale;
}

/* Follows the mass in region l in reverse post-order. Every edge but a back
 * edge goes forward, so each block has all its mass when its turn comes,
 * unless an irreducible edge sent some backwards: that is `late`. */
static void sweep_region(struct solver *s, size_t l, size_t first, size_t end)
{
	const struct graph *g = &s->g;
	const struct inlint_loops *lp = &g->loops;
	size_t b;
	double m;

	s->late = 0;
	for (s->at = first; s->at <= end; s->at++) {
		b = g->rpo[s->at];
		m = s->mass[b];
		if (m == 0)
			continue;
		s->mass[b] = 0;
		/* Mass only arrives at l's own blocks and at the headers of
		 * the loops directly inside it. */
		if (lp->loop_of[b] == l)
			spread_block(s, l, b, m);
		else
			spread_loop(s, l, lp->loop_of[b], m);
	}
}

/* The mass left after a sweep comes back ratio times over in every later
 * sweep: send all of it, 1 / (1 - ratio) times what is left, in one go. */
static void finish_cycle(struct solver *s, size_t l, size_t first, size_t end,
			 double ratio)
{
	double times = INLINT_MAX_BLOCK_FREQ;
	size_t i;

	if (ratio < 1 - 1 / INLINT_MAX_BLOCK_FREQ)
		times = 1 / (1 - ratio);
	for (i = first; i <= end; i++)
		s->mass[s->g.rpo[i]] *= times;
	sweep_region(s, l, first, end);
}

/* Sends one unit of mass into the header of region l. */
static void solve_region(struct solver *s, size_t l)
{
	const struct graph *g = &s->g;
	size_t h = l == INLINT_NO_LOOP ? 0 : g->loops.header[l];
	size_t first = g->order[h];
	size_t end = l == INLINT_NO_LOOP ? g->n_rpo - 1 : g->last[l];
	double late = 1, ratio = 0, last_ratio;
	size_t sweep, i;

	s->back = 0;
	s->mass[h] = 1;
	for (sweep = 0; sweep < MAX_SWEEPS; sweep++) {
		sweep_region(s, l, first, end);
		if (s->late < SWEEP_TOLERANCE)
			break;
		last_ratio = ratio;
		ratio = s->late / late;
		late = s->late;
		if (fabs(ratio - last_ratio) <= RATIO_TOLERANCE * ratio) {
			finish_cycle(s, l, first, end, ratio);
			break;
		}
	}
	/* Mass sent backwards by the last sweep is already counted, or is
	 * below the tolerance, or beyond the bound. */
	for (i = first; i <= end; i++)
		s->mass[g->rpo[i]] = 0;
	if (l != INLINT_NO_LOOP)
		scale_region(s, l, s->back);
}

static void solve_loops(struct solver *s, double *freq)
{
	const struct graph *g = &s->g;
	const struct inlint_loops *lp = &g->loops;
	size_t l, b;
	double f;

	for (l = lp->n_loops; l-- > 0;)
		solve_region(s, l);
	solve_region(s, INLINT_NO_LOOP);
	/* Outer loops come first, so a parent's entry is already absolute. */
	for (l = 0; l < lp->n_loops; l++)
		if (lp->parent[l] != INLINT_NO_LOOP)
			s->regions[l].entry *= s->regions[lp->parent[l]].entry;
	for (b = 0; b < g->n; b++) {
		l = lp->loop_of[b];
		f = s->local[b];
		if (f != 0 && l != INLINT_NO_LOOP)
			f *= s->regions[l].entry;
		freq[b] = clamp(f);
	}
}

int inlint_blockfreq_solve(const struct inlint_cfg *cfg, double *freq)
{
	struct solver s;
	size_t b;

	if (!cfg->n_blocks)
		return 0;
	graph_build(&s.g, cfg);
	s.mass = inlint_xcalloc(cfg->n_blocks, sizeof(*s.mass));
	s.local = inlint_xcalloc(cfg->n_blocks, sizeof(*s.local));
	s.regions = inlint_xcalloc(s.g.loops.n_loops, sizeof(*s.regions));
	solve_loops(&s, freq);
	for (b = 0; b < s.g.loops.n_loops; b++)
		free(s.regions[b].exits);
	free(s.regions);
	free(s.local);
	free(s.mass);
	inlint_loops_release(&s.g.loops);
	graph_free(&s.g);
	return 0;
}
