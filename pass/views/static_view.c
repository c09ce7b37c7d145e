/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* static_view.c - joins the static view of a module (PipelineStart, no
 * profile) to its profiled "before" view, call site by call site, matched
 * on caller, callee and line. */
#include "static_view.h"

#include "array.h"
#include "md_map.h"
#include "profile.h"
#include "scopes.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

bool inlint_expects_profile(LLVMModuleRef mod)
{
	static const char attr[] = "use-sample-profile";
	unsigned long long count;

	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		if (LLVMIsDeclaration(fn))
			continue;
		if (LLVMGetStringAttributeAtIndex(fn,
						  LLVMAttributeFunctionIndex,
						  attr, sizeof(attr) - 1) ||
		    inlint_profile_entry_count(fn, &count))
			return true;
	}
	return false;
}

/* A static site in m's numbering, for sorting and lookup; or a link of an
 * inlinedAt chain: callee's code inlined at that line of caller. */
struct key {
	long callee, caller;
	unsigned line;
	size_t site; /* index in st */
	bool used;
};

/* The links of inlinedAt chains in mod's code, sorted. */
struct links {
	struct key *k;
	size_t n, cap;
	struct inlint_scopes scopes;
	struct inlint_md_map seen; /* inlinedAt locations walked up */
};

static int cmp_key(const void *a, const void *b)
{
	const struct key *x = a, *y = b;

	if (x->callee != y->callee)
		return x->callee < y->callee ? -1 : 1;
	if (x->caller != y->caller)
		return x->caller < y->caller ? -1 : 1;
	return (x->line > y->line) - (x->line < y->line);
}

static struct key *keys_of(const struct inlint_model *m,
			   const struct inlint_model *st)
{
	struct key *k = inlint_xcalloc(st->n_call_sites + 1, sizeof(*k));
	long *map = inlint_xcalloc(st->n_functions + 1, sizeof(*map));

	for (size_t i = 0; i < st->n_functions; i++)
		map[i] = inlint_model_find_function(m, st->functions[i].name);
	for (size_t c = 0; c < st->n_call_sites; c++) {
		const struct inlint_call_site *cs = &st->call_sites[c];

		k[c] = (struct key){map[cs->callee], map[cs->caller], cs->line,
				    c, false};
	}
	free(map);
	inlint_array_sort(k, st->n_call_sites, sizeof(*k), cmp_key);
	return k;
}

/* The first unused static site with m's site's key, or NULL. */
static struct key *find(struct key *k, size_t n,
			const struct inlint_call_site *cs)
{
	struct key want = {(long)cs->callee, (long)cs->caller, cs->line, 0,
			   false};
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (cmp_key(&k[mid], &want) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < n && cmp_key(&k[lo], &want) == 0; lo++)
		if (!k[lo].used)
			return &k[lo];
	return NULL;
}

static void add_link(void *ctx, long callee, long caller, unsigned line)
{
	struct links *l = ctx;

	l->k = inlint_array_grow(l->k, &l->cap, l->n + 1, sizeof(*l->k));
	l->k[l->n++] = (struct key){callee, caller, line, 0, false};
}

static void links_in(struct links *l, LLVMValueRef fn)
{
	LLVMMetadataRef last = NULL;

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);

			if (loc != last)
				inlint_scopes_walk_chain(&l->scopes, &l->seen,
							 0, loc, add_link, l);
			last = loc;
		}
}

static void links_of(struct links *l, LLVMModuleRef mod)
{
	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		links_in(l, fn);
	inlint_array_sort(l->k, l->n, sizeof(*l->k), cmp_key);
}

static bool has_link(const struct links *l, const struct key *k)
{
	return inlint_array_search(k, l->k, l->n, sizeof(*l->k), cmp_key);
}

static void add_profile_inlined(struct inlint_model *m,
				const struct inlint_call_site *s,
				const struct key *k)
{
	struct inlint_call_site *cs = inlint_model_add_call_site(m);

	*cs = *s;
	cs->caller = (size_t)k->caller;
	cs->callee = (size_t)k->callee;
	cs->profile_inlined = true;
	cs->count = 0;
	/* The loader inlines only the calls its profile says are hot. */
	cs->hotness = INLINT_HOTNESS_HOT;
}

/* Of the profile loaders only the sample loader inlines before this view,
 * and only at calls with a debug location; its copies keep inlinedAt
 * locations. A call gone since with no copy of its callee at its line is
 * dead code that the early cleanup removed (jemalloc's
 * cassert(config_prof)), or a callee whose copy left no instruction. */
static void add_vanished(struct inlint_model *m, const struct inlint_model *st,
			 struct key *k, LLVMModuleRef mod)
{
	struct links l = {.scopes = {.m = m, .ctx = LLVMGetModuleContext(mod)}};
	size_t n = st->n_call_sites;

	if (!inlint_model_profile_is(m, "SampleProfile"))
		return;
	links_of(&l, mod);
	for (size_t i = 0; i < n; i++)
		if (!k[i].used && k[i].callee >= 0 && k[i].caller >= 0 &&
		    has_link(&l, &k[i]))
			add_profile_inlined(m, &st->call_sites[k[i].site],
					    &k[i]);
	free(l.k);
	inlint_scopes_release(&l.scopes);
	inlint_md_map_release(&l.seen);
}

void inlint_static_join(struct inlint_model *m, const struct inlint_model *st,
			LLVMModuleRef mod)
{
	size_t n = st->n_call_sites, n_before = m->n_call_sites;
	struct key *k = keys_of(m, st);

	for (size_t c = 0; c < n_before; c++) {
		struct inlint_call_site *cs = &m->call_sites[c];
		struct key *hit = find(k, n, cs);

		if (!hit)
			continue;
		hit->used = true;
		cs->static_hotness = st->call_sites[hit->site].hotness;
		cs->static_frequency = st->call_sites[hit->site].frequency;
	}
	add_vanished(m, st, k, mod);
	free(k);
}
