/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* callgrind_edges.h - call counts per caller->callee edge and call line, read
 * from a callgrind.out file written with --compress-pos=no and
 * --compress-strings=no: inlint tune's own profile (--calls-above). */
#ifndef INLINT_CALLGRIND_EDGES_H
#define INLINT_CALLGRIND_EDGES_H

#include <stdbool.h>
#include <stddef.h>

struct inlint_call_edge {
	char *caller, *callee; /* clones (.constprop.N) folded in */
	unsigned line;	       /* of the call in the caller; 0 unknown */
	unsigned long long calls;
	bool inlined; /* the call sits in code inlined into caller */
};

/* Edges to callees with a source file of the program's own: calls into
 * system libraries and code without debug info are left out. */
struct inlint_call_edges {
	struct inlint_call_edge *v;
	size_t n, cap;
};

/* Adds the edges of one file to e (counts of the same edge summed).
 * Returns 0, or -1 with err set to "path:line: problem". */
int inlint_call_edges_read(struct inlint_call_edges *e, const char *path,
			   char *err, size_t errlen);

void inlint_call_edges_release(struct inlint_call_edges *e);

#endif
