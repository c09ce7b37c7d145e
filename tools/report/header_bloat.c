/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* header_bloat.c - the header-bloat view: out-of-line copies of header
 * inline functions, from the report's copies and (with --objects) bytes. */
#include "header_bloat.h"

#include "array.h"
#include "escape.h"
#include "objbytes.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

static bool in_header(const char *file)
{
	size_t len = file ? strlen(file) : 0;

	return len > 2 && strcmp(file + len - 2, ".h") == 0;
}

/* static inline and inline functions; an extern one defined in a header
 * is one copy whatever includes it. */
static bool header_inline(const struct inlint_report_fn *f)
{
	return in_header(f->file) && f->linkage &&
	       strcmp(f->linkage, "extern") != 0 &&
	       ((f->attrs & INLINT_ATTR_INLINE_HINT) ||
		strcmp(f->linkage, "static") == 0);
}

static void choose_action(const struct inlint_report_fn *f,
			  struct inlint_header_bloat_row *r)
{
	double others = (double)(r->copies - 1) * r->bytes;

	if (f->address_taken && r->copies > 1) {
		r->action = "move the body out of the header: its address is "
			    "taken, so each TU keeps a copy";
		r->saves = others;
	} else if (r->bytes <= INLINT_TINY_COPY_BYTES) {
		r->action = "force-inline it (__always_inline): a call costs "
			    "about as much as the body";
		r->saves = r->total;
	} else if (inlint_report_fn_outcome(f) == INLINT_OUTCOME_PARTIAL &&
		   r->copies > 1) {
		r->action = "noinline and one copy: move the body to a .c file";
		r->saves = others;
	} else if (r->copies > 1) {
		r->action = "move the body out of the header: one copy";
		r->saves = others;
	} else {
		r->action = "one copy: nothing to fold";
		r->saves = 0;
	}
}

static int cmp_row(const void *pa, const void *pb)
{
	const struct inlint_header_bloat_row *a = pa, *b = pb;

	if (a->total != b->total)
		return a->total > b->total ? -1 : 1;
	return a->fn < b->fn ? -1 : a->fn > b->fn;
}

struct inlint_header_bloat_row *
inlint_header_bloat_rows(const struct inlint_report *rep, size_t *n)
{
	struct inlint_header_bloat_row *rows =
		inlint_xcalloc(rep->n_fns + 1, sizeof(*rows));

	*n = 0;
	for (size_t i = 0; i < rep->n_fns; i++) {
		const struct inlint_report_fn *f = &rep->fns[i];
		struct inlint_header_bloat_row *r = &rows[*n];

		if (!f->copies || !header_inline(f))
			continue;
		r->fn = i;
		r->copies = f->copies;
		r->bytes = inlint_report_copy_bytes(rep, i, &r->measured);
		r->total = (double)r->copies * r->bytes;
		choose_action(f, r);
		(*n)++;
	}
	inlint_array_sort(rows, *n, sizeof(*rows), cmp_row);
	return rows;
}

void inlint_header_bloat_print(FILE *out, const struct inlint_report *rep)
{
	size_t n;
	struct inlint_header_bloat_row *rows =
		inlint_header_bloat_rows(rep, &n);

	fprintf(out,
		"header inline functions with out-of-line copies: %zu, by "
		"total bytes\n",
		n);
	for (size_t i = 0; i < n; i++) {
		const struct inlint_header_bloat_row *r = &rows[i];
		const struct inlint_report_fn *f = &rep->fns[r->fn];

		inlint_fprintf_escaped(
			out,
			"%s:%u: %s: %zu TU%s x %.0f bytes = %.0f bytes (%s); "
			"%s, saves about %.0f bytes\n",
			f->file, f->line, f->name, r->copies,
			r->copies == 1 ? "" : "s", r->bytes, r->total,
			r->measured ? "from objects"
				    : "estimated from IR sizes",
			r->action, r->saves);
		if (f->compiler_reason)
			inlint_fprintf_escaped(out, "  not inlined at %s\n",
					       f->compiler_reason);
	}
	free(rows);
}
