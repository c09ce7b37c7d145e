/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppasm.c - a body's parentheses followed token by token: an asm's inputs
 * after its second ':', each "constraint" (expr), and each call's
 * arguments split at its commas. */
#include "ppasm.h"

#include "array.h"
#include "asm_constraint.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

static uint64_t bit(int param)
{
	return 1ull << (param < 63 ? param : 63);
}

/* Words before '(' that call nothing. */
static bool no_call(const struct inlint_pptok *t)
{
	static const char *const words[] = {
		"if",	    "while",	     "for",	      "switch",
		"return",   "sizeof",	     "typeof",	      "__typeof__",
		"__typeof", "_Alignof",	     "__alignof__",   "_Generic",
		"case",	    "__attribute__", "__extension__", NULL};

	return inlint_pptok_in(t, words);
}

static bool asm_word(const struct inlint_pptok *t)
{
	static const char *const words[] = {"asm", "__asm__", "__asm", NULL};

	return inlint_pptok_in(t, words);
}

static bool asm_qualifier(const struct inlint_pptok *t)
{
	static const char *const words[] = {
		"volatile", "__volatile__", "__volatile", "goto",
		"inline",   "__inline__",   "__inline",	  NULL};

	return inlint_pptok_in(t, words);
}

void inlint_ppasm_name(struct inlint_ppasm_body *b, bool param)
{
	b->vals = inlint_array_grow(b->vals, &b->cap_vals, b->n_vals + 1,
				    sizeof(*b->vals));
	b->vals[b->n_vals] = param ? bit((int)b->n_vals) : 0;
	b->n_vals++;
}

/* Where a value read goes: the innermost of an asm input, an assignment
 * and the calls opened since; a call's result comes from no parameter. */
static void use(struct inlint_ppasm_body *b, uint64_t val)
{
	struct inlint_ppasm_frame *f =
		b->n_frames ? &b->frames[b->n_frames - 1] : NULL;
	size_t outer = b->operand_at ? b->operand_frames
		       : b->assign   ? b->assign_frames
				     : 0;

	if (f && b->n_frames > outer) {
		if (f->arg < INLINT_PPASM_ARGS)
			f->args[f->arg] |= val;
	} else if (b->operand_at)
		b->operand |= val;
	else if (b->assign)
		b->assign_val |= val;
}

static void ident(struct inlint_ppasm_body *b, const struct inlint_pptok *t,
		  int name, bool member)
{
	b->asm_next = asm_word(t) || (b->asm_next && asm_qualifier(t));
	if (name >= 0 && (size_t)name < b->n_vals)
		use(b, b->vals[name]);
	b->last_callee = !member && !b->asm_next && !no_call(t) &&
			 t->len < sizeof(b->last);
	if (b->last_callee) {
		memcpy(b->last, t->at, t->len);
		b->last[t->len] = '\0';
	}
}

static void open_paren(struct inlint_ppasm_body *b)
{
	b->depth++;
	if (b->asm_next) {
		b->asm_at = b->depth;
		b->section = 0;
		b->constraint_len = 0;
	} else if (b->asm_at && b->depth == b->asm_at + 1 && b->section == 2) {
		b->operand_at = b->depth;
		b->operand_frames = b->n_frames;
		b->operand = 0;
	} else if (b->last_callee && b->n_frames < INLINT_PPASM_FRAMES) {
		struct inlint_ppasm_frame *f = &b->frames[b->n_frames++];

		memset(f, 0, sizeof(*f));
		memcpy(f->callee, b->last, sizeof(f->callee));
		f->depth = b->depth;
	}
}

static void end_call(struct inlint_ppasm_body *b,
		     const struct inlint_ppasm_frame *f)
{
	uint64_t any = 0;

	for (size_t i = 0; i < INLINT_PPASM_ARGS; i++)
		any |= f->args[i];
	if (!any)
		return;
	b->calls = inlint_array_grow(b->calls, &b->cap_calls, b->n_calls + 1,
				     sizeof(*b->calls));
	b->calls[b->n_calls].callee = inlint_strdup(f->callee);
	memcpy(b->calls[b->n_calls++].args, f->args, sizeof(f->args));
}

static void close_paren(struct inlint_ppasm_body *b)
{
	if (b->operand_at == b->depth) {
		if (inlint_asm_immediate_only(b->constraint, b->constraint_len,
					      b->letters))
			b->params |= b->operand;
		b->operand_at = 0;
	}
	if (b->asm_at == b->depth)
		b->asm_at = 0;
	if (b->n_frames && b->frames[b->n_frames - 1].depth == b->depth)
		end_call(b, &b->frames[--b->n_frames]);
	b->depth -= b->depth > 0;
}

/* '=' begins an assignment; ',' or ';' at its depth, or a ')' closing
 * it, ends it. One at a time: `k = a == b` stays k's. */
static void assignment(struct inlint_ppasm_body *b, char c, int name)
{
	bool fresh = b->assign_fresh;

	b->assign_fresh = false;
	if (fresh && c == '=') {
		b->assign = 0;
		return;
	}
	if (c == '=' && name >= 0 && (size_t)name < b->n_vals && !b->assign) {
		b->assign = (size_t)name + 1;
		b->assign_depth = b->depth;
		b->assign_frames = b->n_frames;
		b->assign_val = 0;
		b->assign_fresh = true;
		return;
	}
	if (!b->assign || (b->depth >= b->assign_depth &&
			   !(strchr(",;", c) && b->depth == b->assign_depth)))
		return;
	b->vals[b->assign - 1] |= b->assign_val;
	b->assign = 0;
}

static void punct(struct inlint_ppasm_body *b, char c, int name)
{
	struct inlint_ppasm_frame *f =
		b->n_frames ? &b->frames[b->n_frames - 1] : NULL;
	bool in_asm = b->asm_at && b->asm_at == b->depth;

	if (c == '(')
		open_paren(b);
	else if (c == ')')
		close_paren(b);
	else if (in_asm && (c == ':' || c == ','))
		b->constraint_len = 0;
	if (in_asm && c == ':')
		b->section++;
	if (c == ',' && f && f->depth == b->depth)
		f->arg++;
	assignment(b, c, name);
	b->asm_next = b->last_callee = false;
}

/* A constraint's string, maybe in pieces ("r" "i"), without quotes. */
static void literal(struct inlint_ppasm_body *b, const struct inlint_pptok *t)
{
	size_t room = sizeof(b->constraint) - b->constraint_len;
	size_t n = t->len >= 2 && *t->at == '"' ? t->len - 2 : 0;

	if (n >= room)
		n = room - 1;
	memcpy(b->constraint + b->constraint_len, t->at + 1, n);
	b->constraint_len += n;
}

void inlint_ppasm_token(struct inlint_ppasm_body *b,
			const struct inlint_pptok *t, int name, bool member)
{
	if (t->kind == INLINT_PPTOK_PUNCT) {
		punct(b, *t->at, name);
		return;
	}
	b->assign_fresh = false;
	if (t->kind == INLINT_PPTOK_IDENT) {
		ident(b, t, name, member);
		return;
	}
	if (t->kind == INLINT_PPTOK_LITERAL && b->asm_at == b->depth &&
	    b->section == 2)
		literal(b, t);
	b->asm_next = b->last_callee = false;
}

void inlint_ppasm_body_release(struct inlint_ppasm_body *b)
{
	for (size_t i = 0; i < b->n_calls; i++)
		free(b->calls[i].callee);
	free(b->calls);
	free(b->vals);
	memset(b, 0, sizeof(*b));
}

void inlint_ppasm_set_init(struct inlint_ppasm_set *s)
{
	memset(s, 0, sizeof(*s));
	inlint_intern_init(&s->names);
	inlint_htab_init(&s->by_name);
}

static uint64_t hash_of(const char *interned)
{
	return inlint_hash_mix(0, (uint64_t)(uintptr_t)interned);
}

struct probe {
	const struct inlint_ppasm_set *s;
	const char *name;
};

static bool same(const void *key, size_t idx)
{
	const struct probe *p = key;

	return p->s->fns[idx].name == p->name;
}

static size_t find(const struct inlint_ppasm_set *s, const char *interned)
{
	struct probe p = {s, interned};

	return inlint_htab_find(&s->by_name, hash_of(interned), same, &p);
}

/* Whether name (interned) gained parameters. */
static bool add(struct inlint_ppasm_set *s, const char *name, uint64_t params)
{
	size_t i = find(s, name);

	if (i == INLINT_HTAB_NONE) {
		s->fns = inlint_array_grow(s->fns, &s->cap_fns, s->n_fns + 1,
					   sizeof(*s->fns));
		i = s->n_fns++;
		s->fns[i] = (struct inlint_ppasm_fn){name, 0};
		inlint_htab_insert(&s->by_name, hash_of(name), i);
	}
	if ((s->fns[i].params | params) == s->fns[i].params)
		return false;
	s->fns[i].params |= params;
	return true;
}

void inlint_ppasm_set_take(struct inlint_ppasm_set *s, const char *name,
			   struct inlint_ppasm_body *b)
{
	const char *caller = inlint_intern(&s->names, name);

	if (b->params)
		add(s, caller, b->params);
	for (size_t i = 0; i < b->n_calls; i++) {
		struct inlint_ppasm_edge *e;

		s->edges = inlint_array_grow(s->edges, &s->cap_edges,
					     s->n_edges + 1, sizeof(*s->edges));
		e = &s->edges[s->n_edges++];
		e->caller = caller;
		e->callee = inlint_intern(&s->names, b->calls[i].callee);
		memcpy(e->args, b->calls[i].args, sizeof(e->args));
	}
	inlint_ppasm_body_release(b);
}

/* The caller's parameters that e passes into params of its callee. */
static uint64_t passed_on(const struct inlint_ppasm_edge *e, uint64_t params)
{
	uint64_t mine = 0;

	for (int a = 0; a < INLINT_PPASM_ARGS; a++)
		if (params & bit(a))
			mine |= e->args[a];
	return mine;
}

void inlint_ppasm_set_spread(struct inlint_ppasm_set *s)
{
	bool grew = true;

	while (grew) {
		grew = false;
		for (size_t i = 0; i < s->n_edges; i++) {
			const struct inlint_ppasm_edge *e = &s->edges[i];
			size_t f = find(s, e->callee);
			uint64_t mine;

			if (f == INLINT_HTAB_NONE)
				continue;
			mine = passed_on(e, s->fns[f].params);
			grew |= mine && add(s, e->caller, mine);
		}
	}
}

bool inlint_ppasm_set_has(const struct inlint_ppasm_set *s, const char *name)
{
	for (size_t i = 0; i < s->n_fns; i++)
		if (!strcmp(s->fns[i].name, name))
			return true;
	return false;
}

void inlint_ppasm_set_release(struct inlint_ppasm_set *s)
{
	free(s->fns);
	free(s->edges);
	inlint_htab_release(&s->by_name);
	inlint_intern_release(&s->names);
	memset(s, 0, sizeof(*s));
}
