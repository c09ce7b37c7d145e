/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_marks.c - the report's definitions, annotations and recommendations
 * as marks on their source lines. */
#include "html_view.h"

#include "objbytes.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* vsnprintf at the end of what buf holds; text past len is cut. */
static void appendf(char *buf, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void appendf(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
}

static size_t file_of(struct inlint_html_view *v, const char *path)
{
	return path ? inlint_html_file(&v->page, path) : INLINT_HTML_NO_FILE;
}

const struct inlint_report_rec *
inlint_html_annotation_rec(const struct inlint_report *rep,
			   const struct inlint_report_fn *f)
{
	for (size_t i = 0; i < rep->n_recs; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];

		if (r->has_verdict && r->function == f->name &&
		    (!r->file || !f->file || !strcmp(r->file, f->file)))
			return r;
	}
	return NULL;
}

const char *inlint_html_annotation(const struct inlint_report_fn *f)
{
	if (f->attrs & INLINT_ATTR_ALWAYS_INLINE)
		return "__always_inline";
	return f->attrs & INLINT_ATTR_NOINLINE ? "noinline" : NULL;
}

/* "; annotation __always_inline: redundant (estimate)" */
static void put_annotation(char *buf, size_t len,
			   const struct inlint_report *rep,
			   const struct inlint_report_fn *f)
{
	const struct inlint_report_rec *r = inlint_html_annotation_rec(rep, f);

	if (r)
		appendf(buf, len, "; annotation %s: %s (%s)",
			inlint_html_annotation(f),
			inlint_verdict_name(r->verdict),
			inlint_evidence_name(r->verdict_evidence));
	else
		appendf(buf, len,
			"; annotation %s: %s (inlint audit measures it)",
			inlint_html_annotation(f),
			inlint_verdict_name(INLINT_VERDICT_UNKNOWN));
}

/* "definition of slab_take: out_of_line; 97 IR instructions before
 * inlining, 60 after; 3 calls, 1 kept; 1 out-of-line copy, 240 bytes" */
static void mark_fn(struct inlint_html_view *v, size_t i)
{
	const struct inlint_report_fn *f = &v->rep->fns[i];
	const char *annot = inlint_html_annotation(f);
	char text[1024];
	bool measured;

	v->fn_file[i] = file_of(v, f->file);
	if (v->fn_file[i] == INLINT_HTML_NO_FILE || !f->line)
		return;
	snprintf(text, sizeof(text),
		 "definition of %s: %s; %u IR instructions before inlining, "
		 "%u after; %zu call%s, %zu kept",
		 f->name, inlint_outcome_name(inlint_report_fn_outcome(f)),
		 f->size, f->final_size, f->call_sites,
		 f->call_sites == 1 ? "" : "s", f->kept);
	if (f->copies) {
		double bytes = inlint_report_copy_bytes(v->rep, i, &measured);

		appendf(text, sizeof(text),
			"; %zu out-of-line cop%s, %.0f bytes each (%s)",
			f->copies, f->copies == 1 ? "y" : "ies", bytes,
			measured ? "objects" : "estimate");
	}
	if (annot)
		put_annotation(text, sizeof(text), v->rep, f);
	inlint_html_mark(&v->page, v->fn_file[i], f->line, INLINT_HTML_FUNCTION,
			 !annot		   ? "def"
			 : annot[0] == '_' ? "always"
					   : "noinline",
			 NULL, text);
}

/* "always_inline: message [reason]; +120 bytes (objects); benefit 1111;
 * verdict load-bearing (estimate)" */
static void mark_rec(struct inlint_html_view *v, size_t i)
{
	const struct inlint_report_rec *r = &v->rep->recs[i];
	unsigned line = r->caller && r->call_line ? r->call_line : r->line;
	char text[2048];

	v->rec_file[i] = file_of(v, r->file);
	if (v->rec_file[i] == INLINT_HTML_NO_FILE || !line)
		return;
	snprintf(text, sizeof(text),
		 "%s%s: %s [%s]; %+lld bytes (%s); benefit %.4g",
		 r->information ? "information, " : "",
		 inlint_action_name(r->action),
		 r->message ? r->message : r->function,
		 r->reason ? r->reason : "?", (long long)r->cost,
		 inlint_report_cost_source_name(r->cost_source), r->score);
	if (r->has_verdict)
		appendf(text, sizeof(text), "; verdict %s (%s)",
			inlint_verdict_name(r->verdict),
			inlint_evidence_name(r->verdict_evidence));
	inlint_html_mark(&v->page, v->rec_file[i], line, INLINT_HTML_ADVICE,
			 r->information ? "info" : "advice", NULL, text);
}

void inlint_html_mark_report(struct inlint_html_view *v)
{
	const struct inlint_report *rep = v->rep;

	/* A report's TUs, as add_record takes a record's; past a few, a
	 * build's worth, the TUs too show their marked lines alone. */
	for (size_t i = 0; i < rep->n_tus; i++)
		inlint_html_file_whole(&v->page, rep->tu_names[i]);
	for (size_t i = 0;
	     rep->n_tus > INLINT_HTML_WHOLE_TUS && i < v->page.n_files; i++)
		v->page.files[i].whole = false;
	v->fn_file = inlint_xcalloc(rep->n_fns + 1, sizeof(*v->fn_file));
	v->rec_file = inlint_xcalloc(rep->n_recs + 1, sizeof(*v->rec_file));
	for (size_t i = 0; i < rep->n_fns; i++)
		mark_fn(v, i);
	for (size_t i = 0; i < rep->n_recs; i++)
		mark_rec(v, i);
}
