/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* constargs.c - finds where a parameter decides control flow (switch,
 * compare-and-branch, indirect call) and counts what constant arguments
 * prune there, by the parameters' uses; dead.h weighs what that drops. */
#include "constargs.h"

#include "array.h"
#include "dead.h"
#include "fields.h"
#include "htab.h"
#include "ir.h"
#include "known.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

static void add(struct inlint_pruned *to, struct inlint_pruned n)
{
	to->targets += n.targets;
	to->insns += n.insns;
}

static struct inlint_pruned less(struct inlint_pruned a, struct inlint_pruned b)
{
	return (struct inlint_pruned){a.targets - b.targets, a.insns - b.insns};
}

/* A branch or switch decided: all targets but one die, and what they
 * guard, weighed only with c (counting them alone walks no CFG). */
static struct inlint_pruned decided(struct inlint_constargs *c,
				    LLVMValueRef term)
{
	return (struct inlint_pruned){LLVMGetNumSuccessors(term) - 1,
				      c ? inlint_dead_guarded(&c->dead, term)
					: 0};
}

/* Conditional branches on cmp: each loses one of its two targets. */
static struct inlint_pruned branches_on(struct inlint_constargs *c,
					LLVMValueRef cmp)
{
	struct inlint_pruned n = {0, 0};

	for (LLVMUseRef u = LLVMGetFirstUse(cmp); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (LLVMGetInstructionOpcode(user) == LLVMBr &&
		    LLVMIsConditional(user) && LLVMGetCondition(user) == cmp)
			add(&n, decided(c, user));
	}
	return n;
}

static struct inlint_pruned pruned_by(struct inlint_constargs *c,
				      LLVMValueRef v, unsigned depth);

/* Calls a constant is followed through beyond the callee: wrapper ->
 * wrapper -> wrapper -> wrapper -> copy loop (DPDK's rte_ring_enqueue_elem
 * -> rte_ring_enqueue_bulk_elem -> rte_ring_mp_enqueue_bulk_elem ->
 * __rte_ring_do_enqueue_elem -> __rte_ring_enqueue_elems, whose element
 * size decides the copy), and two more for jemalloc's option fields
 * (imalloc -> imalloc_body -> imalloc_no_sample -> iallocztm -> arena_malloc
 * -> tcache_alloc_small, which branches on zero and slow_path). */
#define CHAIN_DEPTH 6

struct inlint_constargs_memo {
	LLVMValueRef param;
	uint64_t fields; /* 0: the parameter's value, else fields' hash */
	unsigned depth;
	struct inlint_pruned pruned;
};

struct memo_key {
	const struct inlint_constargs *c;
	const struct inlint_constargs_memo *m;
};

static bool memo_eq(const void *key, size_t idx)
{
	const struct memo_key *k = key;
	const struct inlint_constargs_memo *e = &k->c->v[idx];

	return e->param == k->m->param && e->depth == k->m->depth &&
	       e->fields == k->m->fields;
}

static uint64_t memo_hash(const struct inlint_constargs_memo *m)
{
	uint64_t h = inlint_hash_mix(0, (uintptr_t)m->param);

	return inlint_hash_mix(inlint_hash_mix(h, m->depth), m->fields);
}

/* Whether c knows m; fills in m->pruned if so. */
static bool memo_find(const struct inlint_constargs *c,
		      struct inlint_constargs_memo *m)
{
	struct memo_key k = {c, m};
	size_t i = inlint_htab_find(&c->index, memo_hash(m), memo_eq, &k);

	if (i == INLINT_HTAB_NONE)
		return false;
	m->pruned = c->v[i].pruned;
	return true;
}

static struct inlint_pruned memo_add(struct inlint_constargs *c,
				     const struct inlint_constargs_memo *m)
{
	c->v = inlint_array_grow(c->v, &c->cap, c->n + 1, sizeof(*c->v));
	c->v[c->n] = *m;
	inlint_htab_insert(&c->index, memo_hash(m), c->n++);
	return m->pruned;
}

/* Memo entries that are no parameter's pruning but whether a parameter
 * brings constant fields (brings_fields). */
#define BRINGS_FIELDS 2

static bool brings_fields(struct inlint_constargs *c, LLVMValueRef p,
			  unsigned depth);

/* Whether arg, at call, is the address of a local struct with constant
 * fields, or a parameter that brings them in turn. */
static bool passes_fields(struct inlint_constargs *c, LLVMValueRef call,
			  LLVMValueRef arg, unsigned depth)
{
	struct inlint_fields f;

	if (LLVMIsAArgument(arg))
		return depth && brings_fields(c, arg, depth - 1);
	inlint_fields_of_local(arg, call, &f);
	return f.n > 0;
}

/* Whether every call of p's function passes constant fields as p: what
 * makes a link that hands p on part of a chain (jemalloc's imalloc_body
 * gets sopts from imalloc, which gets &sopts from je_calloc); a struct of
 * run-time state (the kernel's swap_info_struct) brings none. */
static bool brings_fields(struct inlint_constargs *c, LLVMValueRef p,
			  unsigned depth)
{
	struct inlint_constargs_memo m = {p, BRINGS_FIELDS, depth, {0, 0}};
	LLVMValueRef fn = LLVMGetParamParent(p);
	unsigned i = inlint_param_index(p), calls = 0;
	size_t at = c->n;
	bool all = true;

	if (memo_find(c, &m))
		return m.pruned.targets;
	/* A call cycle back to p brings nothing new. */
	memo_add(c, &m);
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u && all;
	     u = LLVMGetNextUse(u)) {
		LLVMValueRef call = LLVMGetUser(u);

		all = inlint_is_call(call) && LLVMGetCalledValue(call) == fn &&
		      (unsigned)LLVMGetNumArgOperands(call) > i &&
		      passes_fields(c, call, LLVMGetOperand(call, i), depth);
		calls++;
	}
	/* c->v may have moved; at stays p's entry. */
	c->v[at].pruned.targets = all && calls;
	return c->v[at].pruned.targets;
}

/* The parameter whose field x loads, or NULL. */
static LLVMValueRef field_of_param(LLVMValueRef x)
{
	LLVMValueRef p;
	int64_t off;

	if (!LLVMIsALoadInst(x))
		return NULL;
	p = LLVMGetOperand(x, 0);
	if (LLVMIsAGetElementPtrInst(p) &&
	    inlint_field_offset(p, LLVMGetOperand(p, 0), &off))
		p = LLVMGetOperand(p, 0);
	return LLVMIsAArgument(p) ? p : NULL;
}

/* Whether x is known once its function's constants are: a constant, or
 * arithmetic on constants; with c, also a parameter, which a chain's
 * callers pass as a constant too (DPDK's num * (esize / sizeof(uint32_t))
 * once both are), or a field of one that brings constant fields
 * (jemalloc's dopts->alignment). */
static bool known_with(struct inlint_constargs *c, LLVMValueRef x,
		       unsigned depth)
{
	LLVMValueRef p;

	if (inlint_is_folding_constant(x) || (c && LLVMIsAArgument(x)))
		return true;
	p = c ? field_of_param(x) : NULL;
	if (p)
		return brings_fields(c, p, CHAIN_DEPTH);
	if (depth >= 4 || (!LLVMIsACastInst(x) && !LLVMIsABinaryOperator(x)))
		return false;
	for (int i = 0; i < LLVMGetNumOperands(x); i++)
		if (!known_with(c, LLVMGetOperand(x, i), depth + 1))
			return false;
	return true;
}

/* Whether user is a value that knowing v makes known: v widened or
 * narrowed, as C integer promotion does to enums, or combined with what
 * known_with() knows (a switch on n & 7). */
static bool derived(struct inlint_constargs *c, LLVMValueRef user,
		    LLVMValueRef v)
{
	if (LLVMIsACastInst(user))
		return true;
	return LLVMIsABinaryOperator(user) &&
	       known_with(c, LLVMGetOperand(user, LLVMGetOperand(user, 0) == v),
			  0);
}

/* What knowing v prunes at one of its users, weighed too with c. */
static struct inlint_pruned pruned_at(struct inlint_constargs *c,
				      LLVMValueRef user, LLVMValueRef v,
				      unsigned depth)
{
	static const struct inlint_pruned none = {0, 0},
					  direct = {1,
						    INLINT_DEVIRTUALISED_INSNS};
	LLVMValueRef other;

	if ((LLVMIsASwitchInst(user) && LLVMGetOperand(user, 0) == v) ||
	    (LLVMGetInstructionOpcode(user) == LLVMBr &&
	     LLVMIsConditional(user) && LLVMGetCondition(user) == v))
		return decided(c, user);
	if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == v)
		return direct;
	if (LLVMIsAICmpInst(user) || LLVMIsAFCmpInst(user)) {
		other = LLVMGetOperand(user, LLVMGetOperand(user, 0) == v);
		return inlint_is_folding_constant(other) ? branches_on(c, user)
							 : none;
	}
	if (depth < 2 && derived(NULL, user, v))
		return pruned_by(c, user, depth + 1);
	return none;
}

static struct inlint_pruned pruned_by(struct inlint_constargs *c,
				      LLVMValueRef v, unsigned depth)
{
	struct inlint_pruned n = {0, 0};

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
		add(&n, pruned_at(c, LLVMGetUser(u), v, depth));
	return n;
}

static struct inlint_pruned pruned_deep(struct inlint_constargs *c,
					LLVMValueRef fn, LLVMValueRef v,
					unsigned depth);

/* What knowing v, parameter of fn or derived() from one (derivation
 * steps so far), prunes in the functions fn passes it on to, up to depth
 * calls further. */
static struct inlint_pruned pruned_beyond(struct inlint_constargs *c,
					  LLVMValueRef fn, LLVMValueRef v,
					  unsigned depth, unsigned steps)
{
	struct inlint_pruned n = {0, 0};

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		unsigned arg = 0;
		LLVMValueRef g = inlint_passed_to(user, v, &arg);

		if (g && g != fn)
			add(&n,
			    pruned_deep(c, g, LLVMGetParam(g, arg), depth - 1));
		else if (steps < 2 && derived(c, user, v))
			add(&n, pruned_beyond(c, fn, user, depth, steps + 1));
	}
	return n;
}

/* What knowing parameter v of fn prunes in fn and beyond it, worked out
 * once per parameter and depth: a parameter handed to many helpers, each
 * handing it on, would otherwise be walked once per path. */
static struct inlint_pruned pruned_deep(struct inlint_constargs *c,
					LLVMValueRef fn, LLVMValueRef v,
					unsigned depth)
{
	struct inlint_constargs_memo m = {v, 0, depth, {0, 0}};

	if (memo_find(c, &m))
		return m.pruned;
	m.pruned = pruned_by(c, v, 0);
	if (depth)
		add(&m.pruned, pruned_beyond(c, fn, v, depth, 0));
	return memo_add(c, &m);
}

/* A walk of the struct that fn's parameter p points to, with f the fields
 * known all through fn. */
struct field_walk {
	struct inlint_constargs *c;
	LLVMValueRef fn, p;
	const struct inlint_fields *f;
	unsigned depth;
	struct inlint_pruned pruned;
};

static struct inlint_pruned pruned_fields(struct inlint_constargs *c,
					  LLVMValueRef fn, LLVMValueRef p,
					  const struct inlint_fields *f,
					  unsigned depth);

/* A known field loaded prunes as a parameter would; the struct handed on
 * whole is walked in the callee. */
static void field_pruned(LLVMValueRef user, LLVMValueRef ptr, int64_t off,
			 void *arg)
{
	struct field_walk *w = arg;
	LLVMValueRef g;
	unsigned a = 0;

	if (LLVMIsALoadInst(user)) {
		if (!inlint_field_known(w->f, off))
			return;
		add(&w->pruned, pruned_by(w->c, user, 0));
		if (w->depth)
			add(&w->pruned,
			    pruned_beyond(w->c, w->fn, user, w->depth, 0));
		return;
	}
	g = off || !w->depth ? NULL : inlint_passed_to(user, ptr, &a);
	if (g && g != w->fn)
		add(&w->pruned, pruned_fields(w->c, g, LLVMGetParam(g, a), w->f,
					      w->depth - 1));
}

/* What knowing the fields f of *p prunes in fn, whose parameter p is, and
 * up to depth calls further (imalloc(&sopts, &dopts) -> imalloc_body ->
 * imalloc_no_sample, which branch on the option fields). */
static struct inlint_pruned pruned_fields(struct inlint_constargs *c,
					  LLVMValueRef fn, LLVMValueRef p,
					  const struct inlint_fields *f,
					  unsigned depth)
{
	struct inlint_constargs_memo m = {
		p, inlint_fields_hash(f), depth, {0, 0}};
	struct inlint_fields unwritten;
	struct field_walk w = {c, fn, p, &unwritten, depth, {0, 0}};

	if (memo_find(c, &m))
		return m.pruned;
	inlint_fields_unwritten(&c->written, f, p, &unwritten);
	inlint_field_uses(p, field_pruned, &w);
	m.pruned = w.pruned;
	return memo_add(c, &m);
}

static bool is_pointer(LLVMValueRef v)
{
	return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

static const struct inlint_fields every_field = {.any = true};

unsigned inlint_constargs_deciding(struct inlint_constargs *c, LLVMValueRef fn)
{
	unsigned n = 0, params = LLVMCountParams(fn);

	for (unsigned i = 0; i < params; i++) {
		LLVMValueRef p = LLVMGetParam(fn, i);

		n += pruned_by(NULL, p, 0).targets > 0 ||
		     (is_pointer(p) &&
		      pruned_fields(c, fn, p, &every_field, 0).targets > 0);
	}
	return n;
}

void inlint_constargs_init(struct inlint_constargs *c)
{
	*c = (struct inlint_constargs){0};
	inlint_htab_init(&c->index);
	inlint_fields_cache_init(&c->written);
	inlint_dead_init(&c->dead);
}

void inlint_constargs_release(struct inlint_constargs *c)
{
	free(c->v);
	inlint_htab_release(&c->index);
	inlint_fields_cache_release(&c->written);
	inlint_dead_release(&c->dead);
	*c = (struct inlint_constargs){0};
}

/* The successor that term, a branch or switch on v, takes once k holds,
 * or -1 when term does not decide on v or v is not known. */
static long decided_target(const struct inlint_known *k, LLVMValueRef term,
			   LLVMValueRef v)
{
	uint64_t x;
	unsigned n;

	if (LLVMGetInstructionOpcode(term) == LLVMBr &&
	    LLVMIsConditional(term) && LLVMGetCondition(term) == v)
		return inlint_known_value(k, v, &x) ? !x : -1;
	if (!LLVMIsASwitchInst(term) || LLVMGetOperand(term, 0) != v ||
	    !inlint_known_value(k, v, &x))
		return -1;
	n = LLVMGetNumSuccessors(term);
	for (unsigned i = 1; i < n; i++)
		if (LLVMConstIntGetZExtValue(
			    inlint_switch_case_value(term, i)) == x)
			return i;
	return 0;
}

/* What the branches that k decides guard, v being k's parameter or a
 * value computed from it (steps so far). */
static unsigned folded_at(struct inlint_constargs *c,
			  const struct inlint_known *k, LLVMValueRef v,
			  unsigned steps)
{
	unsigned n = 0;
	uint64_t x;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		long kept = decided_target(k, user, v);

		if (kept >= 0)
			n += inlint_dead_beside(&c->dead, user, (unsigned)kept);
		else if (steps < 3 &&
			 (LLVMIsACastInst(user) ||
			  LLVMIsABinaryOperator(user) ||
			  LLVMIsAICmpInst(user)) &&
			 inlint_known_value(k, user, &x))
			n += folded_at(c, k, user, steps + 1);
	}
	return n;
}

/* A parameter of the caller handed on, or the struct it points to. */
static bool forwarded(struct inlint_constargs *c, LLVMValueRef arg,
		      LLVMValueRef callee, LLVMValueRef param)
{
	if (!known_with(c, arg, 0))
		return false;
	return pruned_deep(c, callee, param, CHAIN_DEPTH - 1).targets > 0 ||
	       (LLVMIsAArgument(arg) && is_pointer(arg) &&
		brings_fields(c, arg, CHAIN_DEPTH) &&
		pruned_fields(c, callee, param, &every_field, CHAIN_DEPTH - 1)
				.targets > 0);
}

/* What one argument of call tells about the matching parameter of callee:
 * a constant, the address of a local struct with constant fields, or what
 * the caller forwards. */
static void add_arg(struct inlint_constargs *c, LLVMValueRef call,
		    LLVMValueRef arg, LLVMValueRef callee, LLVMValueRef param,
		    struct inlint_call_constargs *out)
{
	struct inlint_fields f;
	struct inlint_pruned here;
	struct inlint_known k = {param, 0};

	if (inlint_is_folding_constant(arg)) {
		/* A known integer says which way each branch goes. */
		if (inlint_known_arg(arg, &k.value)) {
			here = pruned_by(NULL, param, 0);
			here.insns = folded_at(c, &k, param, 0);
		} else {
			here = pruned_by(c, param, 0);
		}
		add(&out->pruned, here);
		add(&out->pruned_through,
		    pruned_beyond(c, callee, param, CHAIN_DEPTH, 0));
		return;
	}
	out->forwards += forwarded(c, arg, callee, param);
	inlint_fields_of_local(arg, call, &f);
	if (!f.n)
		return;
	here = pruned_fields(c, callee, param, &f, 0);
	add(&out->pruned, here);
	add(&out->pruned_through,
	    less(pruned_fields(c, callee, param, &f, CHAIN_DEPTH), here));
}

struct inlint_call_constargs
inlint_constargs_of_call(struct inlint_constargs *c, LLVMValueRef call,
			 LLVMValueRef callee)
{
	struct inlint_call_constargs out = {0};
	unsigned params = LLVMCountParams(callee);

	if ((unsigned)LLVMGetNumArgOperands(call) < params)
		return out;
	for (unsigned i = 0; i < params; i++)
		add_arg(c, call, LLVMGetOperand(call, i), callee,
			LLVMGetParam(callee, i), &out);
	return out;
}
