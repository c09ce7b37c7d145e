/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* fields.c - the fields of a local struct that hold constants when its
 * address is passed to a call, found from the stores into it. */
#include "fields.h"

#include "array.h"
#include "htab.h"
#include "ir.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdlib.h>

/* Field of a field of ...: as deep as a getelementptr chain is followed. */
#define NESTING 4

static LLVMTargetDataRef layout_of(LLVMValueRef inst)
{
	LLVMValueRef fn =
		LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));

	return LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn));
}

/* What index k adds inside type *t, which becomes the indexed type. */
static bool step(LLVMTargetDataRef td, LLVMTypeRef *t, int64_t k, int64_t *off)
{
	switch (LLVMGetTypeKind(*t)) {
	case LLVMStructTypeKind:
		if (k < 0 || k >= (int64_t)LLVMCountStructElementTypes(*t))
			return false;
		*off += (int64_t)LLVMOffsetOfElement(td, *t, (unsigned)k);
		*t = LLVMStructGetTypeAtIndex(*t, (unsigned)k);
		return true;
	case LLVMArrayTypeKind:
		*t = LLVMGetElementType(*t);
		*off += k * (int64_t)LLVMABISizeOfType(td, *t);
		return true;
	default:
		return false;
	}
}

bool inlint_field_offset(LLVMValueRef ptr, LLVMValueRef base, int64_t *off)
{
	LLVMTargetDataRef td;
	LLVMTypeRef t;
	unsigned n;

	*off = 0;
	if (ptr == base)
		return true;
	if (!LLVMIsAGetElementPtrInst(ptr) || LLVMGetOperand(ptr, 0) != base)
		return false;
	td = layout_of(ptr);
	t = LLVMGetGEPSourceElementType(ptr);
	n = LLVMGetNumIndices(ptr);
	for (unsigned i = 1; i <= n; i++) {
		LLVMValueRef idx = LLVMGetOperand(ptr, i);
		int64_t k;

		if (!LLVMIsAConstantInt(idx))
			return false;
		k = LLVMConstIntGetSExtValue(idx);
		if (i == 1)
			*off += k * (int64_t)LLVMABISizeOfType(td, t);
		else if (!step(td, &t, k, off))
			return false;
	}
	return true;
}

static void field_uses(LLVMValueRef ptr, int64_t off, unsigned depth,
		       inlint_field_visit_fn *visit, void *arg)
{
	for (LLVMUseRef u = LLVMGetFirstUse(ptr); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		int64_t o;

		if (LLVMIsAGetElementPtrInst(user) &&
		    LLVMGetOperand(user, 0) == ptr) {
			if (depth < NESTING &&
			    inlint_field_offset(user, ptr, &o))
				field_uses(user, off + o, depth + 1, visit,
					   arg);
			continue;
		}
		visit(user, ptr, off, arg);
	}
}

/* Every offset stored to, and whether each store put a constant there. */
struct stores {
	unsigned n;
	int64_t off[INLINT_FIELDS_MAX];
	bool constant[INLINT_FIELDS_MAX];
};

/* Whether user may write the field at ptr: a store into it, or a call
 * handed its address (pte_offset_map_lock(..., &vmf->ptl)); the struct's
 * own address handed on is followed where it goes instead. */
static bool writes(LLVMValueRef user, LLVMValueRef ptr, int64_t off)
{
	if (LLVMIsAStoreInst(user))
		return LLVMGetOperand(user, 1) == ptr;
	return off && inlint_is_call(user);
}

static void note_store(LLVMValueRef user, LLVMValueRef ptr, int64_t off,
		       void *arg)
{
	struct stores *s = arg;
	unsigned i;

	if (!writes(user, ptr, off))
		return;
	for (i = 0; i < s->n && s->off[i] != off; i++)
		;
	if (i == s->n) {
		/* Untracked offsets are simply never known. */
		if (s->n == INLINT_FIELDS_MAX)
			return;
		s->off[s->n] = off;
		s->constant[s->n++] = true;
	}
	s->constant[i] &= LLVMIsAStoreInst(user) &&
			  inlint_is_folding_constant(LLVMGetOperand(user, 0));
}

/* A local's stores, and the call that reads them. */
struct local_walk {
	struct stores s;
	LLVMValueRef call;
};

/* The local's own stores, and those of the functions it is handed to, one
 * call deep: the initialisers. */
static void note_local_store(LLVMValueRef user, LLVMValueRef ptr, int64_t off,
			     void *arg)
{
	struct local_walk *w = arg;
	LLVMValueRef g;

	note_store(user, ptr, off, &w->s);
	if (off || user == w->call)
		return;
	for (unsigned i = 0; (g = inlint_passed_to(user, ptr, &i)); i++)
		field_uses(LLVMGetParam(g, i), 0, 0, note_store, &w->s);
}

void inlint_fields_of_local(LLVMValueRef local, LLVMValueRef call,
			    struct inlint_fields *f)
{
	struct local_walk w = {.call = call};

	*f = (struct inlint_fields){0};
	if (!LLVMIsAAllocaInst(local))
		return;
	field_uses(local, 0, 0, note_local_store, &w);
	for (unsigned i = 0; i < w.s.n; i++)
		if (w.s.constant[i])
			f->off[f->n++] = w.s.off[i];
}

void inlint_field_uses(LLVMValueRef ptr, inlint_field_visit_fn *visit,
		       void *arg)
{
	field_uses(ptr, 0, 0, visit, arg);
}

static bool has(const struct inlint_fields *f, int64_t off)
{
	for (unsigned i = 0; i < f->n; i++)
		if (f->off[i] == off)
			return true;
	return false;
}

bool inlint_field_known(const struct inlint_fields *f, int64_t off)
{
	return f->any != has(f, off);
}

/* Adds off to f, a set of offsets; one too many makes it every field. */
static void add(struct inlint_fields *f, int64_t off)
{
	if (f->any || has(f, off))
		return;
	if (f->n == INLINT_FIELDS_MAX)
		f->any = true;
	else
		f->off[f->n++] = off;
}

struct inlint_written {
	LLVMValueRef p;
	struct inlint_fields w; /* with any, every field */
};

static bool written_eq(const void *key, size_t idx)
{
	const struct inlint_fields_cache *c = ((const void *const *)key)[0];

	return c->v[idx].p == ((const void *const *)key)[1];
}

static size_t written_by(struct inlint_fields_cache *c, LLVMValueRef p);

struct written_walk {
	struct inlint_fields_cache *c;
	size_t idx;
};

/* The fields a call that gets the struct's address may write: what the
 * callee writes through that parameter, or, not knowing the callee, every
 * one. */
static void written_in_call(struct written_walk *w, LLVMValueRef call,
			    LLVMValueRef ptr)
{
	LLVMValueRef g = LLVMGetCalledValue(call);

	if (LLVMIsAFunction(g) && LLVMGetIntrinsicID(g))
		return;
	if (!LLVMIsAFunction(g) || LLVMIsDeclaration(g)) {
		w->c->v[w->idx].w.any = true;
		return;
	}
	for (unsigned i = 0; inlint_passed_to(call, ptr, &i); i++) {
		size_t k = written_by(w->c, LLVMGetParam(g, i));

		if (w->c->v[k].w.any)
			w->c->v[w->idx].w.any = true;
		for (unsigned j = 0; j < w->c->v[k].w.n; j++)
			add(&w->c->v[w->idx].w, w->c->v[k].w.off[j]);
	}
}

static void note_written(LLVMValueRef user, LLVMValueRef ptr, int64_t off,
			 void *arg)
{
	struct written_walk *w = arg;

	if (writes(user, ptr, off))
		add(&w->c->v[w->idx].w, off);
	else if (!off && inlint_is_call(user))
		written_in_call(w, user, ptr);
}

/* The fields written through parameter p, by its function or the ones it
 * hands p to, worked out once per parameter; a call cycle sees what is
 * known so far. */
static size_t written_by(struct inlint_fields_cache *c, LLVMValueRef p)
{
	const void *key[2] = {c, p};
	uint64_t hash = inlint_hash_mix(0, (uintptr_t)p);
	size_t i = inlint_htab_find(&c->index, hash, written_eq, key);
	struct written_walk w = {c, c->n};

	if (i != INLINT_HTAB_NONE)
		return i;
	c->v = inlint_array_grow(c->v, &c->cap, c->n + 1, sizeof(*c->v));
	c->v[c->n] = (struct inlint_written){.p = p};
	inlint_htab_insert(&c->index, hash, c->n++);
	field_uses(p, 0, 0, note_written, &w);
	return w.idx;
}

void inlint_fields_unwritten(struct inlint_fields_cache *c,
			     const struct inlint_fields *f, LLVMValueRef p,
			     struct inlint_fields *out)
{
	size_t k = written_by(c, p); /* grows c->v: index it after */
	const struct inlint_fields *w = &c->v[k].w;

	*out = (struct inlint_fields){0};
	if (w->any)
		return;
	if (!f->any) {
		for (unsigned i = 0; i < f->n; i++)
			if (!has(w, f->off[i]))
				out->off[out->n++] = f->off[i];
		return;
	}
	*out = *f;
	for (unsigned i = 0; i < w->n; i++) {
		if (has(out, w->off[i]))
			continue;
		/* Too many fields written to tell which: none known. */
		if (out->n == INLINT_FIELDS_MAX) {
			*out = (struct inlint_fields){0};
			return;
		}
		out->off[out->n++] = w->off[i];
	}
}

void inlint_fields_cache_init(struct inlint_fields_cache *c)
{
	*c = (struct inlint_fields_cache){0};
	inlint_htab_init(&c->index);
}

void inlint_fields_cache_release(struct inlint_fields_cache *c)
{
	free(c->v);
	inlint_htab_release(&c->index);
	*c = (struct inlint_fields_cache){0};
}

uint64_t inlint_fields_hash(const struct inlint_fields *f)
{
	uint64_t h = inlint_hash_mix(1, f->any);

	for (unsigned i = 0; i < f->n; i++)
		h = inlint_hash_mix(h, (uint64_t)f->off[i]);
	return h | 1;
}
