/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_tables.c - the tables at the top of the HTML view: a patch's
 * findings, the recommendations ranked, the information entries and the
 * annotations, each entry linked to its source line. */
#include "html_tables.h"

#include "html_text.h"

#include <math.h>
#include <stdlib.h>

/* <a href="#f0-L12">path:12</a>, or the path alone without a line. */
static void put_link(FILE *out, const struct inlint_html_view *v, size_t f,
		     unsigned line, const char *label)
{
	char id[48];

	if (f == INLINT_HTML_NO_FILE) {
		inlint_html_puts(out, label ? label : "?");
		return;
	}
	if (line)
		inlint_html_anchor(id, sizeof(id), f, line);
	else
		snprintf(id, sizeof(id), "f%zu", f);
	fprintf(out, "<a href=\"#%s\">", id);
	if (label)
		inlint_html_puts(out, label);
	else
		inlint_html_printf(out, "%s:%u", v->page.files[f].path, line);
	fputs("</a>", out);
}

static void put_findings(FILE *out, const struct inlint_html_view *v)
{
	if (!v->patch)
		return;
	fprintf(out, "<h2>Patch findings (%zu)</h2>\n", v->n_findings);
	fputs("<table class=\"list\" id=\"findings\"><thead><tr><th>where</th>"
	      "<th>severity</th><th>verdict</th><th>finding</th></tr></thead>"
	      "<tbody>\n",
	      out);
	for (size_t i = 0; i < v->n_findings; i++) {
		const struct inlint_finding *f = &v->findings[i];

		fputs("<tr><td class=\"mono\">", out);
		put_link(out, v, v->finding_file[i], f->line, NULL);
		fprintf(out,
			"</td><td>%s</td><td>%s (%s)</td><td class=\"wrap\">",
			v->covered[i] ? inlint_severity_name(f->severity)
				      : "not judged",
			inlint_verdict_name(f->verdict),
			inlint_evidence_name(f->evidence));
		inlint_html_puts(out, f->message);
		fputs("</td></tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
}

static void put_index_row(FILE *out, const struct inlint_html_view *v, size_t i,
			  size_t rank)
{
	const struct inlint_report_rec *r = &v->rep->recs[i];
	unsigned line = r->caller && r->call_line ? r->call_line : r->line;

	fprintf(out,
		"<tr data-benefit=\"%.6g\" data-bytes=\"%lld\"><td "
		"class=\"num\">%zu</td><td class=\"mono\">",
		isfinite(r->score) ? r->score : 0.0, llabs((long long)r->cost),
		rank);
	put_link(out, v, v->rec_file[i], line, r->function);
	fprintf(out, "</td><td>%s</td><td>", inlint_action_name(r->action));
	inlint_html_puts(out, r->reason);
	fprintf(out, "</td><td>%s</td>",
		r->has_verdict ? inlint_verdict_name(r->verdict) : "");
	fprintf(out, "<td class=\"num\">%+lld</td><td>%s</td>",
		(long long)r->cost,
		inlint_report_cost_source_name(r->cost_source));
	fprintf(out, "<td class=\"num\">%.4g</td><td class=\"mono\">",
		r->score);
	put_link(out, v, v->rec_file[i], line, NULL);
	fputs("</td></tr>\n", out);
}

static size_t count_recs(const struct inlint_report *rep, bool information)
{
	size_t n = 0;

	for (size_t i = 0; i < rep->n_recs; i++)
		n += rep->recs[i].information == information;
	return n;
}

/* The recommendations, or the information entries, in the report's
 * order: ranked by benefit. */
static void put_table(FILE *out, const struct inlint_html_view *v,
		      bool information)
{
	size_t rank = 0;

	fprintf(out,
		"<table class=\"list\" id=\"%s\"><thead><tr><th "
		"class=\"num\">#</th><th>function</th><th>action</th>"
		"<th>reason</th><th>verdict</th><th class=\"num\">bytes</th>"
		"<th>from</th><th class=\"num\">benefit</th><th>where</th>"
		"</tr></thead><tbody>\n",
		information ? "information" : "index");
	for (size_t i = 0; i < v->rep->n_recs; i++)
		if (v->rep->recs[i].information == information)
			put_index_row(out, v, i, ++rank);
	fputs("</tbody></table>\n", out);
}

static void put_index(FILE *out, const struct inlint_html_view *v)
{
	size_t info = count_recs(v->rep, true);

	fprintf(out, "<h2>Recommendations (%zu)</h2>\n",
		count_recs(v->rep, false));
	fputs("<p>Ranked by benefit (expected value: hotness &times; size "
	      "&times; confidence). Sort by <button data-sort=\"benefit\">"
	      "benefit</button><button data-sort=\"bytes\">bytes</button> "
	      "(bytes: what applying it adds to the text, or saves).</p>\n",
	      out);
	put_table(out, v, false);
	if (!info)
		return;
	fprintf(out,
		"<h2>Information (%zu)</h2>\n<p>What changes nothing a "
		"developer could change: required annotations, what LLVM "
		"cannot inline.</p>\n",
		info);
	put_table(out, v, true);
}

static void put_annotation(FILE *out, const struct inlint_html_view *v,
			   size_t i)
{
	const struct inlint_report_fn *f = &v->rep->fns[i];
	const struct inlint_report_rec *r =
		inlint_html_annotation_rec(v->rep, f);

	fputs("<tr><td class=\"mono\">", out);
	put_link(out, v, v->fn_file[i], f->line, f->name);
	fprintf(out,
		"</td><td><code>%s</code></td><td>%s</td><td class=\"wrap\">",
		inlint_html_annotation(f),
		inlint_verdict_name(r ? r->verdict : INLINT_VERDICT_UNKNOWN));
	if (r)
		inlint_html_printf(out, "%s (%s)", r->reason,
				   inlint_evidence_name(r->verdict_evidence));
	else
		fputs("the records cannot tell: inlint audit measures it", out);
	fputs("</td></tr>\n", out);
}

static void put_annotations(FILE *out, const struct inlint_html_view *v)
{
	fputs("<h2>Annotations</h2>\n<table class=\"list\" "
	      "id=\"annotations\"><thead><tr><th>function</th><th>annotation"
	      "</th><th>verdict</th><th>on</th></tr></thead><tbody>\n",
	      out);
	for (size_t i = 0; i < v->rep->n_fns; i++)
		if (inlint_html_annotation(&v->rep->fns[i]))
			put_annotation(out, v, i);
	fputs("</tbody></table>\n", out);
}

void inlint_html_tables_write(FILE *out, const struct inlint_html_view *v)
{
	put_findings(out, v);
	put_index(out, v);
	put_annotations(out, v);
}
