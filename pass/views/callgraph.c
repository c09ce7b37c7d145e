/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* callgraph.c - builds the "before" view of a module: defined functions with
 * their linkage, size and attributes, and direct calls with their hotness
 * (a call through a parameter every caller binds to one function is one). */
#include "callgraph.h"

#include "array.h"
#include "asm_immediate.h"
#include "asserted.h"
#include "ir.h"
#include "constargs.h"
#include "hotness.h"
#include "profile.h"
#include "size.h"
#include "source_lines.h"
#include "target.h"
#include "xalloc.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Function pointers sorted for bsearch, so a call's callee maps to its
 * index in the model in O(log n). */
struct fn_index {
	LLVMValueRef fn;
	size_t idx;
};

struct builder {
	struct inlint_model *m;
	struct fn_index *index;
	size_t n_index;
	bool static_only; /* as a build without the profile sees it */
	char *cwd;	  /* NULL if unknown */
	struct inlint_constargs constargs;
	/* The attributes LLVM wants the same in caller and callee: their
	 * kinds, and each function's as one number (target.h). */
	struct inlint_attr_kinds kinds;
	uint64_t *sig;
	unsigned returns_twice; /* the attribute's kind */
	struct inlint_asm_set asm_fns;
	bool asserts; /* the module has a compile-time assertion (asserted.h) */
};

static int cmp_fn_index(const void *a, const void *b)
{
	const struct fn_index *x = a, *y = b;

	return (x->fn > y->fn) - (x->fn < y->fn);
}

static long lookup(const struct builder *b, LLVMValueRef fn)
{
	struct fn_index key = {fn, 0}, *hit;

	hit = inlint_array_search(&key, b->index, b->n_index, sizeof(key),
				  cmp_fn_index);
	return hit ? (long)hit->idx : -1;
}

static const char *linkage_name(LLVMLinkage l)
{
	switch (l) {
	case LLVMInternalLinkage:
	case LLVMPrivateLinkage:
		return "static";
	case LLVMExternalLinkage:
		return "extern";
	case LLVMAvailableExternallyLinkage:
		return "available_externally";
	case LLVMLinkOnceAnyLinkage:
	case LLVMLinkOnceODRLinkage:
		return "linkonce";
	case LLVMWeakAnyLinkage:
	case LLVMWeakODRLinkage:
	case LLVMExternalWeakLinkage:
		return "weak";
	default:
		return "other";
	}
}

/* The sanitizers whose absence on one function, when others in the module
 * carry them, means the function is exempt (__no_sanitize_address & co.). */
static const char *const sanitizers[] = {
	"sanitize_address", "sanitize_hwaddress", "sanitize_memory",
	"sanitize_thread",  "sanitize_memtag",
};
#define N_SANITIZERS (sizeof(sanitizers) / sizeof(sanitizers[0]))

static unsigned module_sanitizers(LLVMModuleRef mod)
{
	unsigned set = 0;

	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		for (unsigned i = 0; i < N_SANITIZERS; i++)
			if (inlint_has_fn_attr(fn, sanitizers[i]))
				set |= 1u << i;
	return set;
}

/* noinstr code (.noinstr.text) and instrumentation-exempt helpers: kernel
 * code that needs __always_inline or noinline for correctness. */
static bool no_instrument(LLVMValueRef fn, unsigned sanitized)
{
	const char *sec = LLVMGetSection(fn);

	if (sec && strcmp(sec, ".noinstr.text") == 0)
		return true;
	if (inlint_has_fn_attr(fn, "noprofile") ||
	    inlint_has_fn_attr(fn, "nosanitize_coverage") ||
	    inlint_has_fn_attr(fn, "disable_sanitizer_instrumentation"))
		return true;
	for (unsigned i = 0; i < N_SANITIZERS; i++)
		if ((sanitized & (1u << i)) &&
		    !inlint_has_fn_attr(fn, sanitizers[i]))
			return true;
	return false;
}

static unsigned function_attrs(LLVMValueRef fn, unsigned sanitized)
{
	static const struct {
		const char *llvm;
		unsigned bit;
	} map[] = {
		{"alwaysinline", INLINT_ATTR_ALWAYS_INLINE},
		{"noinline", INLINT_ATTR_NOINLINE},
		{"inlinehint", INLINT_ATTR_INLINE_HINT},
		{"cold", INLINT_ATTR_COLD},
		{"hot", INLINT_ATTR_HOT},
		{"optnone", INLINT_ATTR_OPTNONE},
		{"naked", INLINT_ATTR_NAKED},
		{"optsize", INLINT_ATTR_OPT_SIZE},
		{"minsize", INLINT_ATTR_MIN_SIZE},
	};
	unsigned attrs = 0;

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (inlint_has_fn_attr(fn, map[i].llvm))
			attrs |= map[i].bit;
	/* LLVM requires noinline beside optnone, and clang -O0 puts the two
	 * on every function (the kernel builds crypto/jitterentropy.c so);
	 * clang puts it on every naked function: that noinline says nothing
	 * of the source. */
	if (attrs & (INLINT_ATTR_OPTNONE | INLINT_ATTR_NAKED))
		attrs &= ~INLINT_ATTR_NOINLINE;
	if (no_instrument(fn, sanitized))
		attrs |= INLINT_ATTR_NO_INSTRUMENT;
	return attrs;
}

static char *copy_len(const char *s, unsigned len)
{
	char *d = inlint_xmalloc(len + 1);

	memcpy(d, s, len);
	d[len] = '\0';
	return d;
}

/* The file sp is in, as clang can open it from its working directory.
 * Clang splits an absolute name at the prefix it shares with that
 * directory (a source /work/src/x.c compiled in /work/build is "src/x.c"
 * in directory "/work"), so the two are joined again, unless the
 * directory is the working directory itself (Kbuild's "mm/zsmalloc.c"). */
static char *source_path(const struct builder *b, LLVMMetadataRef sp)
{
	LLVMMetadataRef file = LLVMDIScopeGetFile(sp);
	unsigned nlen = 0, dlen = 0;
	const char *name = LLVMDIFileGetFilename(file, &nlen);
	const char *dir = LLVMDIFileGetDirectory(file, &dlen);
	char *path;

	if (!name || !nlen)
		return NULL;
	if (name[0] == '/' || !dir || !dlen || (dlen == 1 && *dir == '.') ||
	    (b->cwd && strlen(b->cwd) == dlen && !memcmp(b->cwd, dir, dlen)))
		return copy_len(name, nlen);
	path = inlint_xmalloc((size_t)dlen + nlen + 2);
	sprintf(path, "%.*s/%.*s", (int)dlen, dir, (int)nlen, name);
	return path;
}

static void set_location(const struct builder *b, struct inlint_function *f,
			 LLVMValueRef fn, const char *module_file)
{
	LLVMMetadataRef sp = LLVMGetSubprogram(fn);

	f->file = sp ? source_path(b, sp) : NULL;
	if (!f->file)
		f->file = inlint_strdup(module_file);
	if (sp)
		f->line = LLVMDISubprogramGetLine(sp);
}

/* True when the use is the callee operand of a call: a direct call. */
static bool is_direct_call_use(LLVMUseRef use, LLVMValueRef fn)
{
	LLVMValueRef user = LLVMGetUser(use);

	if (!inlint_is_call(user) || LLVMGetCalledValue(user) != fn)
		return false;
	return use == LLVMGetOperandUse(user, LLVMGetNumOperands(user) - 1);
}

static bool address_taken(LLVMValueRef fn)
{
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u))
		if (!is_direct_call_use(u, fn))
			return true;
	return false;
}

/* True when v, used by user, reaches a call that inlining can make
 * direct: as the callee, or as an argument of a function defined here
 * (inlined with v constant, its call through the parameter is direct),
 * through selects and phis (depth-limited: a phi may use itself). An
 * argument of a declaration (qsort's comparator) stays a pointer. */
static bool flows_to_call(LLVMValueRef user, LLVMValueRef v, unsigned depth)
{
	LLVMValueRef callee;

	if (inlint_is_call(user)) {
		callee = LLVMGetCalledValue(user);
		return callee == v ||
		       (LLVMIsAFunction(callee) && !LLVMIsDeclaration(callee));
	}
	if (!depth || !(LLVMIsASelectInst(user) || LLVMIsAPHINode(user)))
		return false;
	for (LLVMUseRef u = LLVMGetFirstUse(user); u; u = LLVMGetNextUse(u))
		if (flows_to_call(LLVMGetUser(u), user, depth - 1))
			return true;
	return false;
}

static bool address_called(LLVMValueRef fn)
{
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u))
		if (!is_direct_call_use(u, fn) &&
		    flows_to_call(LLVMGetUser(u), fn, 4))
			return true;
	return false;
}

static void add_function(struct builder *b, LLVMValueRef fn,
			 const char *module_file, unsigned sanitized)
{
	size_t len;
	struct inlint_function *f =
		inlint_model_add_function(b->m, LLVMGetValueName2(fn, &len));

	set_location(b, f, fn, module_file);
	f->linkage = inlint_strdup(linkage_name(LLVMGetLinkage(fn)));
	if (LLVMGetSection(fn) && *LLVMGetSection(fn))
		f->section = inlint_strdup(LLVMGetSection(fn));
	f->size = inlint_function_size(fn);
	f->attrs = function_attrs(fn, sanitized);
	f->address_taken = address_taken(fn);
	f->address_called = f->address_taken && address_called(fn);
	f->variadic = LLVMIsFunctionVarArg(LLVMGlobalGetValueType(fn));
	f->deciding_params = inlint_constargs_deciding(&b->constargs, fn);
	if (b->m->has_profile)
		inlint_profile_entry_count(fn, &f->entry_count);
	b->sig[b->m->n_functions - 1] = inlint_attr_signature(fn, &b->kinds);
	b->index[b->n_index].fn = fn;
	b->index[b->n_index].idx = b->m->n_functions - 1;
	b->n_index++;
}

static unsigned debug_line(LLVMValueRef inst)
{
	LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);

	return loc ? LLVMDILocationGetLine(loc) : 0;
}

/* __builtin_constant_p that the front end could not fold. */
static bool is_constant_p(LLVMValueRef callee)
{
	size_t len;
	const char *name = LLVMGetValueName2(callee, &len);

	return strncmp(name, "llvm.is.constant.", 17) == 0;
}

/* Without a profile, hotness is the call's frequency relative to its
 * caller's entry; with one, its count against the summary's thresholds:
 * the count the profile put on the call (then the frequency is that count
 * over the caller's entry count), else entry count x frequency. */
static enum inlint_hotness hotness_of(const struct builder *b, size_t caller,
				      LLVMValueRef inst, double *freq,
				      unsigned long long *count)
{
	const struct inlint_model *m = b->m;
	unsigned long long entry = m->functions[caller].entry_count;

	*count = 0;
	if (!m->has_profile)
		return inlint_classify_frequency(*freq);
	if (inlint_profile_call_count(inst, count) && entry)
		*freq = (double)*count / (double)entry;
	else
		*count = (unsigned long long)((double)entry * *freq + 0.5);
	return inlint_profile_classify(m, *count);
}

/* Only declared here: defined in another TU (or a library), which only a
 * merge of the build's records can tell. Intrinsics are no one's code. */
static void add_external_call(struct builder *b, size_t caller,
			      LLVMValueRef inst, LLVMValueRef callee,
			      double freq)
{
	struct inlint_external_call *x;
	unsigned long long count;
	size_t len;

	if (LLVMGetIntrinsicID(callee))
		return;
	x = inlint_model_add_external_call(b->m);
	x->callee = inlint_strdup(LLVMGetValueName2(callee, &len));
	x->caller = inlint_strdup(b->m->functions[caller].name);
	x->line = debug_line(inst);
	x->hotness = hotness_of(b, caller, inst, &freq, &count);
	x->frequency = freq;
}

static void add_call(struct builder *b, size_t caller, LLVMValueRef inst,
		     double freq, double hinted)
{
	struct inlint_call_site *cs;
	struct inlint_call_constargs k;
	LLVMValueRef callee, from;
	long idx;
	bool through = false;

	if (!inlint_is_call(inst))
		return;
	callee = LLVMGetCalledValue(inst);
	inlint_asm_set_note(&b->asm_fns, inst);
	if (!LLVMIsAFunction(callee)) {
		callee = inlint_bound_callee(inst);
		through = callee != NULL;
	}
	if (!callee)
		return;
	if (is_constant_p(callee))
		b->m->functions[caller].attrs |= INLINT_ATTR_CONSTANT_P;
	idx = lookup(b, callee);
	if (idx < 0) {
		add_external_call(b, caller, inst, callee, freq);
		return;
	}
	if (b->asserts && inlint_call_asserted(inst))
		b->m->functions[idx].attrs |= INLINT_ATTR_ASSERTED;
	cs = inlint_model_add_call_site(b->m);
	cs->caller = caller;
	cs->callee = (size_t)idx;
	cs->line = debug_line(inst);
	cs->through_parameter = through;
	cs->static_frequency = freq;
	cs->hotness = hotness_of(b, caller, inst, &freq, &cs->count);
	cs->frequency = freq;
	cs->static_hotness = cs->hotness;
	cs->guessed_cold =
		!b->m->has_profile && cs->hotness == INLINT_HOTNESS_COLD &&
		inlint_classify_frequency(hinted) != INLINT_HOTNESS_COLD;
	from = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
	cs->target_mismatch = inlint_target_mismatch(from, callee);
	if (b->sig[caller] != b->sig[idx])
		cs->attr_conflict =
			inlint_attr_conflict(from, callee, &b->kinds);
	k = inlint_constargs_of_call(&b->constargs, inst, callee);
	cs->pruned = k.pruned.targets;
	cs->pruned_insns = k.pruned.insns;
	cs->pruned_through = k.pruned_through.targets;
	cs->pruned_through_insns = k.pruned_through.insns;
	cs->forwards = k.forwards;
}

/* An indirect branch or a label's address in bb: LLVM never inlines the
 * function, forced or not (isInlineViable). */
static bool branches_indirectly(LLVMBasicBlockRef bb)
{
	LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);

	return (t && LLVMGetInstructionOpcode(t) == LLVMIndirectBr) ||
	       inlint_block_address_taken(bb);
}

static void add_calls_of(struct builder *b, LLVMValueRef fn, size_t caller)
{
	size_t n_blocks = 0, bi = 0;
	bool twice = inlint_has_fn_attr(fn, "returns_twice");
	double *hinted = NULL;
	double *freq =
		b->static_only
			? inlint_block_frequencies_static(fn, &n_blocks,
							  &hinted)
			: inlint_block_frequencies(fn, &n_blocks, &hinted);

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb), bi++) {
		bool known = freq && bi < n_blocks;

		if (branches_indirectly(bb))
			b->m->functions[caller].attrs |=
				INLINT_ATTR_INDIRECT_BRANCH;
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			if (!twice &&
			    inlint_may_return_twice(i, b->returns_twice))
				b->m->functions[caller].attrs |=
					INLINT_ATTR_CALLS_RETURNS_TWICE;
			add_call(b, caller, i, known ? freq[bi] : 1.0,
				 known ? hinted[bi] : 1.0);
		}
	}
	free(hinted);
	free(freq);
}

/* Tarjan's strongly connected components over the direct calls: a function
 * is recursive when its component has more than one member or it calls
 * itself. */
struct tarjan {
	struct inlint_model *m;
	size_t *first_call; /* call sites of caller i start here */
	long *order, *low;
	size_t *stack, depth, counter;
	bool *on_stack;
};

static void strongconnect(struct tarjan *t, size_t v)
{
	struct inlint_model *m = t->m;

	t->order[v] = t->low[v] = (long)t->counter++;
	t->stack[t->depth++] = v;
	t->on_stack[v] = true;
	for (size_t c = t->first_call[v]; c < t->first_call[v + 1]; c++) {
		size_t w = m->call_sites[c].callee;

		if (w == v)
			m->functions[v].recursive = true;
		if (t->order[w] < 0) {
			strongconnect(t, w);
			if (t->low[w] < t->low[v])
				t->low[v] = t->low[w];
		} else if (t->on_stack[w] && t->order[w] < t->low[v]) {
			t->low[v] = t->order[w];
		}
	}
	if (t->low[v] != t->order[v])
		return;
	size_t top = t->depth, w;

	do {
		w = t->stack[--t->depth];
		t->on_stack[w] = false;
	} while (w != v);
	if (top - t->depth > 1)
		for (size_t i = t->depth; i < top; i++)
			m->functions[t->stack[i]].recursive = true;
}

static void mark_recursion(struct inlint_model *m)
{
	size_t n = m->n_functions;
	struct tarjan t = {.m = m};

	t.first_call = inlint_xcalloc(n + 1, sizeof(*t.first_call));
	t.order = inlint_xmalloc((n + 1) * sizeof(*t.order));
	t.low = inlint_xmalloc((n + 1) * sizeof(*t.low));
	t.stack = inlint_xmalloc((n + 1) * sizeof(*t.stack));
	t.on_stack = inlint_xcalloc(n + 1, sizeof(*t.on_stack));
	/* Call sites are appended caller by caller, in function order. */
	for (size_t c = 0; c < m->n_call_sites; c++)
		t.first_call[m->call_sites[c].caller + 1]++;
	for (size_t i = 0; i < n; i++) {
		t.first_call[i + 1] += t.first_call[i];
		t.order[i] = -1;
	}
	for (size_t v = 0; v < n; v++)
		if (t.order[v] < 0)
			strongconnect(&t, v);
	free(t.first_call);
	free(t.order);
	free(t.low);
	free(t.stack);
	free(t.on_stack);
}

struct place {
	const char *file;
	unsigned line;
	size_t fn;
};

static int cmp_place(const void *a, const void *b)
{
	const struct place *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	return (x->line > y->line) - (x->line < y->line);
}

/* Functions defined on one line of one file were written by one macro
 * invocation (SYSCALL_DEFINE): a hand-written definition has a line of its
 * own. The debug info's lines say so, and the source line
 * (inlint_callgraph_mark_pasted) for a macro that writes one function;
 * names (__se_sys_*) are never matched against patterns. */
static void mark_macro_generated(struct inlint_model *m)
{
	size_t n = m->n_functions;
	struct place *p;

	if (!m->has_debug_info || n < 2)
		return;
	p = inlint_xmalloc(n * sizeof(*p));
	for (size_t i = 0; i < n; i++)
		p[i] = (struct place){m->functions[i].file,
				      m->functions[i].line, i};
	inlint_array_sort(p, n, sizeof(*p), cmp_place);
	for (size_t i = 1; i < n; i++)
		if (p[i].line && cmp_place(&p[i - 1], &p[i]) == 0) {
			m->functions[p[i - 1].fn].macro_generated = true;
			m->functions[p[i].fn].macro_generated = true;
		}
	free(p);
}

static void count_callers(struct inlint_model *m)
{
	long *last = inlint_xmalloc((m->n_functions + 1) * sizeof(*last));

	for (size_t i = 0; i < m->n_functions; i++)
		last[i] = -1;
	for (size_t c = 0; c < m->n_call_sites; c++) {
		struct inlint_call_site *cs = &m->call_sites[c];

		if (last[cs->callee] != (long)cs->caller) {
			last[cs->callee] = (long)cs->caller;
			m->functions[cs->callee].callers++;
		}
	}
	free(last);
}

static char *module_ident(LLVMModuleRef mod)
{
	LLVMValueRef node = inlint_named_md_operand(mod, "llvm.ident", 0);
	LLVMValueRef op = node ? inlint_md_operand(node, 0) : NULL;
	unsigned len = 0;
	const char *s;

	if (!op)
		return inlint_strdup("unknown");
	s = LLVMGetMDString(op, &len);
	return s ? copy_len(s, len) : inlint_strdup("unknown");
}

static void describe_module(struct inlint_model *m, LLVMModuleRef mod,
			    bool static_only)
{
	size_t len = 0;
	const char *src = LLVMGetSourceFileName(mod, &len);

	m->source_file = copy_len(src, (unsigned)len);
	m->target = inlint_strdup(LLVMGetTarget(mod));
	m->compiler = module_ident(mod);
	m->has_debug_info = LLVMGetNamedMetadataNumOperands(mod, "llvm.dbg.cu");
	if (!static_only)
		inlint_profile_summary(mod, m);
}

/* Without debug info the rules stay silent, and the record says what to
 * add; unless -g would leave them silent too: no function calls another
 * or carries an inline annotation. Kbuild compiles asm-offsets.c and
 * bounds.c so, to assembly with its debug flags filtered out. */
static void want_debug_info(struct inlint_model *m)
{
	const unsigned annotations = INLINT_ATTR_ALWAYS_INLINE |
				     INLINT_ATTR_NOINLINE |
				     INLINT_ATTR_INLINE_HINT;
	bool advisable = m->n_call_sites > 0;

	for (size_t i = 0; !advisable && i < m->n_functions; i++)
		advisable = m->functions[i].attrs & annotations;
	if (!m->has_debug_info && advisable)
		inlint_model_add_problem(
			m,
			"%s: no debug info, so no advice: compile with "
			"-gline-tables-only (or -g)",
			m->source_file);
}

static size_t count_defined(LLVMModuleRef mod)
{
	size_t n = 0;

	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		n += !LLVMIsDeclaration(fn);
	return n;
}

/* Always_inline bodies forced into one another: the kernel's are a few
 * deep (DEFINE_IDTENTRY's __exc_*() into its noinstr entry). */
#define FORCED_DEPTH 4
/* Distinct attribute sets among the functions one always_inline function
 * is forced into: noinstr and plain code, seldom more. */
#define CONTAINERS 4

/* The functions an always_inline function is forced into, one of each
 * attribute set (inlint_attr_signature) that LLVM compares. */
struct containers {
	size_t n;
	size_t fn[CONTAINERS];
	uint64_t sig[CONTAINERS];
};

static bool add_container(struct containers *c, uint64_t sig, size_t fn)
{
	for (size_t k = 0; k < c->n; k++)
		if (c->sig[k] == sig)
			return false;
	if (c->n == CONTAINERS)
		return false;
	c->sig[c->n] = sig;
	c->fn[c->n++] = fn;
	return true;
}

/* Each always_inline function's containers, through forced callers up to
 * FORCED_DEPTH deep. */
static struct containers *forced_into(const struct inlint_model *m,
				      const uint64_t *sig)
{
	struct containers *in = inlint_xcalloc(m->n_functions + 1, sizeof(*in));
	bool changed = true;

	for (int round = 0; changed && round < FORCED_DEPTH; round++) {
		changed = false;
		for (size_t c = 0; c < m->n_call_sites; c++) {
			size_t g = m->call_sites[c].caller;
			size_t f = m->call_sites[c].callee;

			if (!(m->functions[f].attrs &
			      INLINT_ATTR_ALWAYS_INLINE))
				continue;
			if (!(m->functions[g].attrs &
			      INLINT_ATTR_ALWAYS_INLINE))
				changed |= add_container(&in[f], sig[g], g);
			else
				for (size_t k = 0; k < in[g].n; k++)
					changed |= add_container(&in[f],
								 in[g].sig[k],
								 in[g].fn[k]);
		}
	}
	return in;
}

/* A call in an always_inline function runs where that function is forced
 * into, and LLVM compares the callee's attributes with that caller's: an
 * exception body forced into its noinstr entry calls helpers from
 * noprofile code. */
static void inherit_conflicts(const struct builder *b)
{
	struct inlint_model *m = b->m;
	size_t n = m->n_functions;
	LLVMValueRef *fn = inlint_xmalloc((n + 1) * sizeof(*fn));
	struct containers *in = forced_into(m, b->sig);

	for (size_t i = 0; i < b->n_index; i++)
		fn[b->index[i].idx] = b->index[i].fn;
	for (size_t c = 0; c < m->n_call_sites; c++) {
		struct inlint_call_site *cs = &m->call_sites[c];
		const struct containers *x = &in[cs->caller];

		for (size_t k = 0; k < x->n && !cs->attr_conflict; k++)
			if (x->sig[k] != b->sig[cs->callee])
				cs->attr_conflict = inlint_attr_conflict(
					fn[x->fn[k]], fn[cs->callee],
					&b->kinds);
	}
	free(in);
	free(fn);
}

static void mark_asm_immediates(struct builder *b)
{
	inlint_asm_set_spread(&b->asm_fns);
	for (size_t i = 0; i < b->asm_fns.n; i++) {
		long idx = lookup(b, b->asm_fns.fns[i].fn);

		if (idx >= 0)
			b->m->functions[idx].attrs |= INLINT_ATTR_ASM_IMMEDIATE;
	}
}

static struct inlint_model *build(LLVMModuleRef mod, bool static_only)
{
	struct builder b = {.m = inlint_model_create(),
			    .static_only = static_only};
	unsigned sanitized = module_sanitizers(mod);
	size_t caller = 0;

	describe_module(b.m, mod, static_only);
	inlint_constargs_init(&b.constargs);
	inlint_asm_set_init(&b.asm_fns, b.m->target);
	b.cwd = getcwd(NULL, 0);
	b.index = inlint_xmalloc((count_defined(mod) + 1) * sizeof(*b.index));
	b.sig = inlint_xmalloc((count_defined(mod) + 1) * sizeof(*b.sig));
	inlint_attr_kinds_init(&b.kinds);
	b.returns_twice = LLVMGetEnumAttributeKindForName(
		"returns_twice", sizeof("returns_twice") - 1);
	b.asserts = inlint_module_asserts(mod);
	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (!LLVMIsDeclaration(fn))
			add_function(&b, fn, b.m->source_file, sanitized);
	inlint_array_sort(b.index, b.n_index, sizeof(*b.index), cmp_fn_index);
	for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (!LLVMIsDeclaration(fn))
			add_calls_of(&b, fn, caller++);
	mark_asm_immediates(&b);
	inherit_conflicts(&b);
	mark_recursion(b.m);
	count_callers(b.m);
	mark_macro_generated(b.m);
	want_debug_info(b.m);
	inlint_constargs_release(&b.constargs);
	inlint_asm_set_release(&b.asm_fns);
	free(b.cwd);
	free(b.index);
	free(b.sig);
	return b.m;
}

struct inlint_model *inlint_callgraph_build(LLVMModuleRef mod)
{
	return build(mod, false);
}

struct inlint_model *inlint_callgraph_build_static(LLVMModuleRef mod)
{
	return build(mod, true);
}

/* The name is read up to a ".": an LTO link's ".llvm.N" is not in the
 * source. Only functions with a debug line have a line to read. */
void inlint_callgraph_set_inlining(struct inlint_model *m,
				   enum inlint_inlining in)
{
	m->inliner.inlining = in;
	for (size_t i = 0; in != INLINT_INLINING_NORMAL && i < m->n_functions;
	     i++)
		m->functions[i].attrs &= ~INLINT_ATTR_NOINLINE;
}

void inlint_callgraph_mark_pasted(struct inlint_model *m)
{
	struct inlint_source_lines sources;
	char macro[128];

	inlint_source_lines_init(&sources);
	for (size_t i = 0; i < m->n_functions; i++) {
		struct inlint_function *f = &m->functions[i];
		char *name;

		if (!f->line)
			continue;
		name = inlint_strdup(f->name);
		name[strcspn(name, ".")] = '\0';
		if (inlint_source_defines(&sources, f->file, f->line, name,
					  macro, sizeof(macro)) ==
		    INLINT_SOURCE_PASTED) {
			f->macro_generated = true;
			if (*macro && !f->macro)
				f->macro = inlint_strdup(macro);
		}
		free(name);
	}
	inlint_source_lines_release(&sources);
}
