/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* inline_chain.h - where a profiled call sits in the source: the function
 * whose body holds the call instruction, and the functions that body was
 * inlined into, from the binary's debug info (llvm-symbolizer). */
#ifndef INLINT_INLINE_CHAIN_H
#define INLINT_INLINE_CHAIN_H

#include "callgrind_edges.h"

#include <stddef.h>

/* Names each edge by its call's inline chain: caller and line become the
 * innermost function's (the one whose source holds the call, as it is at
 * PipelineStart), up the functions it was inlined into, outward. An edge
 * the debug info does not name stays as callgrind named it. scratch is a
 * private directory for the symbolizer's output. Returns 0, or -1 with err
 * set (the symbolizer could not run or failed). */
int inlint_call_edges_map(struct inlint_call_edges *e, const char *scratch,
			  char *err, size_t errlen);

/* Names the edges idx[0..n) of e from text, llvm-symbolizer's output for
 * their addresses in that order: per address, a function line and a
 * "file:line:col" line per frame, innermost first, then a blank line. An
 * address it does not name ("??"), or text that ends early, leaves its
 * edge as it is. text is cut up in place. */
void inlint_call_edges_name(struct inlint_call_edges *e, const size_t *idx,
			    size_t n, char *text);

#endif
