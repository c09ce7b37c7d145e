/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* stack_view.c - the stack view: .su entries by TU, joined by function name
 * to the report's inlines (which callee went into which function where). */
#include "stack_view.h"

#include "array.h"
#include "escape.h"
#include "objbytes.h"
#include "stack_usage.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

struct frames {
	struct inlint_stack_usage su;
	size_t *tu; /* of su.v[i] */
	size_t cap_tu;
};

static int read_frames(const struct inlint_report *rep, const char *dir,
		       struct frames *fr, char *err, size_t errlen)
{
	for (size_t tu = 0; tu < rep->n_tus; tu++) {
		char *path = inlint_report_object_path(rep, tu, dir, ".su");
		size_t before = fr->su.n;
		int rc;

		if (!path)
			continue;
		rc = inlint_stack_usage_read(path, &fr->su, err, errlen);
		free(path);
		if (rc)
			return -1;
		fr->tu = inlint_array_grow(fr->tu, &fr->cap_tu, fr->su.n + 1,
					   sizeof(*fr->tu));
		for (size_t i = before; i < fr->su.n; i++)
			fr->tu[i] = tu;
	}
	return 0;
}

/* The largest frame of an out-of-line copy of name in any TU, or -1. */
static long long own_frame(const struct frames *fr, const char *name)
{
	long long best = -1;

	for (size_t i = 0; i < fr->su.n; i++)
		if (strcmp(fr->su.v[i].function, name) == 0 &&
		    (long long)fr->su.v[i].bytes > best)
			best = (long long)fr->su.v[i].bytes;
	return best;
}

static void print_inlined(FILE *out, const struct inlint_report *rep,
			  const struct frames *fr, size_t k)
{
	const struct inlint_stack_entry *e = &fr->su.v[k];
	size_t n = 0;

	for (size_t i = 0; i < rep->n_inlines; i++) {
		const struct inlint_report_inline *in = &rep->inlines[i];
		const char *callee = rep->fns[in->callee].name;
		long long own;

		if (in->tu != fr->tu[k] || strcmp(in->into, e->function) != 0)
			continue;
		own = own_frame(fr, callee);
		inlint_fprintf_escaped(out, "%s%s",
				       n++ ? ", " : "; inlined: ", callee);
		if (own >= 0)
			fprintf(out, " (own frame %lld bytes)", own);
		else
			fputs(" (no out-of-line copy: build with noinline to "
			      "measure)",
			      out);
	}
	fputs(n ? ": noinline_for_stack candidates\n"
		: "; nothing inlined into it: its own frame\n",
	      out);
}

static int cmp_frame(const void *pa, const void *pb)
{
	const struct inlint_stack_entry *const *a = pa, *const *b = pb;

	if ((*a)->bytes != (*b)->bytes)
		return (*a)->bytes > (*b)->bytes ? -1 : 1;
	return *a < *b ? -1 : *a > *b;
}

long inlint_stack_view_print(FILE *out, const struct inlint_report *rep,
			     const char *dir, uint64_t limit, char *err,
			     size_t errlen)
{
	struct frames fr = {0};
	const struct inlint_stack_entry **over;
	size_t n = 0;

	if (read_frames(rep, dir, &fr, err, errlen)) {
		inlint_stack_usage_release(&fr.su);
		free(fr.tu);
		return -1;
	}
	over = inlint_xcalloc(fr.su.n + 1, sizeof(*over));
	for (size_t i = 0; i < fr.su.n; i++)
		if (fr.su.v[i].bytes > limit)
			over[n++] = &fr.su.v[i];
	inlint_array_sort(over, n, sizeof(*over), cmp_frame);
	fprintf(out, "stack frames over %llu bytes: %zu of %zu\n",
		(unsigned long long)limit, n, fr.su.n);
	for (size_t i = 0; i < n; i++) {
		const struct inlint_stack_entry *e = over[i];

		inlint_fprintf_escaped(out, "%s:%u: %s: %llu bytes (%s)",
				       e->file, e->line, e->function,
				       (unsigned long long)e->bytes,
				       e->dynamic ? "dynamic" : "static");
		print_inlined(out, rep, &fr, (size_t)(e - fr.su.v));
	}
	free(over);
	inlint_stack_usage_release(&fr.su);
	free(fr.tu);
	return (long)n;
}
