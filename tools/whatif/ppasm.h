/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* ppasm.h - the inline asm inputs of preprocessed bodies that must be
 * immediates, and the calls that pass parameters on to them, as GCC sees
 * what the plugin's asm_immediate view reads from IR. */
#ifndef INLINT_PPASM_H
#define INLINT_PPASM_H

#include "htab.h"
#include "intern.h"
#include "pptok.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define INLINT_PPASM_WORD   128
#define INLINT_PPASM_ARGS   16
#define INLINT_PPASM_FRAMES 32

/* A call of a body: the parameters (bit i: parameter i; bit 63: any from
 * 63 on) in each of its first arguments. */
struct inlint_ppasm_call {
	char *callee;
	uint64_t args[INLINT_PPASM_ARGS];
};

/* A call whose parentheses are open. */
struct inlint_ppasm_frame {
	char callee[INLINT_PPASM_WORD];
	int depth; /* of its '(' */
	unsigned arg;
	uint64_t args[INLINT_PPASM_ARGS];
};

/* One body being read. */
struct inlint_ppasm_body {
	const char *letters; /* the target's immediate constraints */
	/* Per name of the body (parameters, then locals): the parameters
	 * its value comes from (a local's: its initializer's, and those
	 * assigned since). */
	uint64_t *vals;
	size_t n_vals, cap_vals;
	size_t assign; /* 1 + the name being assigned, or 0 */
	int assign_depth;
	size_t assign_frames; /* calls open at its '=' */
	uint64_t assign_val;
	bool assign_fresh; /* its '=' was the last token ("==" is none) */
	int depth;	   /* parentheses open */
	char last[INLINT_PPASM_WORD];
	bool last_callee; /* last token: an identifier that may be called */
	bool asm_next;	  /* asm (and qualifiers) seen, its '(' not yet */
	int asm_at;	  /* > 0: the depth inside the asm's parentheses */
	unsigned section; /* ':' seen there: 2 is the inputs */
	char constraint[16];
	size_t constraint_len;
	int operand_at;	       /* > 0: the depth inside an input's (expr) */
	size_t operand_frames; /* calls open at its '(' */
	uint64_t operand;      /* the parameters in that expr */
	struct inlint_ppasm_frame frames[INLINT_PPASM_FRAMES];
	size_t n_frames;
	/* What it shows: the parameters that reach an input that must be
	 * an immediate, and the calls that pass parameters. */
	uint64_t params;
	struct inlint_ppasm_call *calls;
	size_t n_calls, cap_calls;
};

/* The body's next name: a parameter, or a local declared. */
void inlint_ppasm_name(struct inlint_ppasm_body *b, bool param);

/* The next token of the body. name: for an identifier, the index of the
 * name it is (not a member), for '=', that of the name it assigns; else
 * -1. member: t follows '.' or "->". */
void inlint_ppasm_token(struct inlint_ppasm_body *b,
			const struct inlint_pptok *t, int name, bool member);

/* A function whose parameters reach such an input. */
struct inlint_ppasm_fn {
	const char *name; /* interned */
	uint64_t params;
};

/* What a call passes on: caller's params in each argument of callee. */
struct inlint_ppasm_edge {
	const char *caller, *callee; /* interned */
	uint64_t args[INLINT_PPASM_ARGS];
};

/* The functions of a TU, header or own, whose parameters reach such an
 * input, themselves or through the calls that pass them on. */
struct inlint_ppasm_set {
	struct inlint_intern names;
	struct inlint_ppasm_fn *fns;
	size_t n_fns, cap_fns;
	struct inlint_htab by_name;
	struct inlint_ppasm_edge *edges;
	size_t n_edges, cap_edges;
};

void inlint_ppasm_set_init(struct inlint_ppasm_set *s);

/* Takes what the body of function name showed, and empties b. */
void inlint_ppasm_set_take(struct inlint_ppasm_set *s, const char *name,
			   struct inlint_ppasm_body *b);

/* Adds the functions that pass their parameters into those parameters,
 * to a fixed point: static_key_false(key) for arch_static_branch(key,
 * false). */
void inlint_ppasm_set_spread(struct inlint_ppasm_set *s);

/* Whether function name is in s (after spread: by any path). */
bool inlint_ppasm_set_has(const struct inlint_ppasm_set *s, const char *name);

/* Frees what b holds, and empties it. */
void inlint_ppasm_body_release(struct inlint_ppasm_body *b);
void inlint_ppasm_set_release(struct inlint_ppasm_set *s);

#endif
