/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* rec_line.c - one recommendation of a report in the words merge's summary
 * has always used, its check (the reason code) last. */
#include "rec_line.h"

#include "array.h"
#include "checks.h"
#include "color.h"
#include "escape.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

void inlint_report_rec_print(FILE *out, const struct inlint_report_rec *r)
{
	inlint_color_put(out, INLINT_SGR_BOLD);
	inlint_fprintf_escaped(out, "%s:%u:", r->file ? r->file : "?", r->line);
	inlint_color_put(out, INLINT_SGR_RESET);
	inlint_color_label(out,
			   inlint_color_of(inlint_severity_name(r->severity)),
			   inlint_action_name(r->action));
	inlint_fprintf_escaped(out, " %s (%zu TU%s",
			       r->message ? r->message : r->function, r->tus,
			       r->tus == 1 ? "" : "s");
	if (r->has_verdict)
		fprintf(out, ", %s (%s)", inlint_verdict_name(r->verdict),
			inlint_evidence_name(r->verdict_evidence));
	inlint_fprintf_escaped(
		out,
		"; %s: %s, %.4g calls per root entry) [" INLINT_CHECK_PREFIX
		"%s]\n",
		r->evidence, inlint_hotness_name(r->global_hotness), r->global,
		r->reason ? r->reason : "?");
	if (r->compiler_reason)
		inlint_fprintf_escaped(out, "  not inlined at %s\n",
				       r->compiler_reason);
}

static const char *or_unknown(const char *s)
{
	return s ? s : "?";
}

int inlint_place_cmp(const struct inlint_place *x, const struct inlint_place *y)
{
	int c = strcmp(or_unknown(x->file), or_unknown(y->file));

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->call_line != y->call_line)
		return x->call_line < y->call_line ? -1 : 1;
	return strcmp(or_unknown(x->function), or_unknown(y->function));
}

static int cmp_place(const void *a, const void *b)
{
	const struct inlint_report_rec *x = *(const void *const *)a;
	const struct inlint_report_rec *y = *(const void *const *)b;

	return inlint_place_cmp(
		&(struct inlint_place){x->file, x->line, x->call_line,
				       x->function},
		&(struct inlint_place){y->file, y->line, y->call_line,
				       y->function});
}

const struct inlint_report_rec **
inlint_report_in_order(const struct inlint_report *rep, bool all, size_t *n)
{
	const struct inlint_report_rec **v =
		inlint_xcalloc(rep->n_recs + 1, sizeof(*v));

	*n = 0;
	for (size_t i = 0; i < rep->n_recs; i++)
		if (all || !rep->recs[i].information)
			v[(*n)++] = &rep->recs[i];
	inlint_array_sort(v, *n, sizeof(*v), cmp_place);
	return v;
}

size_t inlint_report_print_in_order(
	FILE *out, const struct inlint_report *rep, bool all,
	bool (*shown)(void *ctx, const struct inlint_report_rec *r), void *ctx)
{
	size_t n, printed = 0;
	const struct inlint_report_rec **v =
		inlint_report_in_order(rep, all, &n);

	for (size_t i = 0; i < n; i++) {
		if (shown && !shown(ctx, v[i]))
			continue;
		inlint_report_rec_print(out, v[i]);
		printed++;
	}
	free(v);
	return printed;
}
