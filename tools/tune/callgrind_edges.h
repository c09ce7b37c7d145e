/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* callgrind_edges.h - call counts and inclusive costs per caller->callee edge
 * and call line, and each function's own instructions, read from a
 * callgrind.out file written with --dump-instr=yes --compress-pos=no
 * --compress-strings=no: inlint tune's own profile. */
#ifndef INLINT_CALLGRIND_EDGES_H
#define INLINT_CALLGRIND_EDGES_H

#include "htab.h"

#include <stdbool.h>
#include <stddef.h>

/* A function a call's code was inlined into, and the line of that
 * inlined call in it: the debug info's inline chain, innermost first. */
struct inlint_call_frame {
	char *function;
	unsigned line;
};

struct inlint_call_edge {
	char *caller, *callee; /* clones (.constprop.N) folded in */
	unsigned line;	       /* of the call in the caller; 0 unknown */
	unsigned long long calls;
	/* The instructions run under these calls (callee and below). */
	unsigned long long cost;
	/* The call sits in code inlined into caller, from another file,
	 * and no inline chain named the function it is in. */
	bool inlined;
	/* The call instruction: its object (ob=), its address there, and
	 * the source file callgrind gives for it. */
	char *object, *file;
	unsigned long long addr;
	/* Set by inlint_call_edges_map (inline_chain.h): the functions the
	 * caller's code was inlined into, with the lines of those calls. */
	struct inlint_call_frame *up;
	size_t n_up;
};

/* A function of the program's own object (clones folded in) and the
 * instructions it ran itself: its body with what LLVM inlined into it,
 * not its calls. */
struct inlint_function_cost {
	char *function;
	unsigned long long self;
};

/* Edges to callees with a source file of the program's own: calls into
 * system libraries and code without debug info are left out. */
struct inlint_call_edges {
	struct inlint_call_edge *v;
	size_t n, cap;
	unsigned long long total; /* the instructions of every file read */
	/* Calls in the program's own object without a source file: code
	 * built without debug information, which no decision can name. */
	size_t no_source;
	struct inlint_htab index; /* of v, by call instruction */
	/* The functions that ran (clones folded): sorted, each once, by
	 * inlint_call_edges_by_call. */
	char **ran;
	size_t n_ran, cap_ran;
	/* The functions of the program's own object that ran, in the order
	 * they were first read. */
	struct inlint_function_cost *own;
	size_t n_own, cap_own;
	struct inlint_htab own_index; /* of own, by function */
};

/* Adds the edges of one file to e, one per call instruction and callee
 * (counts and costs summed over processes and clones), and the file's total
 * to e->total. e starts zeroed. Returns 0, or -1 with err set to
 * "path:line: problem". */
int inlint_call_edges_read(struct inlint_call_edges *e, const char *path,
			   char *err, size_t errlen);

/* A call in the source: the edges of one caller, callee and line (the
 * copies of a call that was inlined, clones), with their sums. */
struct inlint_profiled_call {
	size_t first, end; /* its edges in the sorted e->v */
	unsigned long long calls, cost;
};

/* Sorts e->v by callee, caller and line, and returns the calls (to free),
 * one per run of edges that name the same, with *n set. */
struct inlint_profiled_call *
inlint_call_edges_by_call(struct inlint_call_edges *e, size_t *n);

/* The n calls, the costliest first (by_cost) or the most often run, ties
 * in their order: an array of n pointers into calls, to free. */
const struct inlint_profiled_call **
inlint_profiled_calls_ranked(const struct inlint_profiled_call *calls, size_t n,
			     bool by_cost);

/* Whether function (a symbol: its body with what was inlined into it) ran
 * an instruction; after inlint_call_edges_by_call. */
bool inlint_call_edges_ran(const struct inlint_call_edges *e,
			   const char *function);

void inlint_call_edges_release(struct inlint_call_edges *e);

#endif
