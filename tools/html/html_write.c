/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html_write.c - the HTML view as one self-contained page: heading and
 * legend, the tables (html_tables.h), the records' problems, then each
 * source file with its marks. */
#include "html_view.h"

#include "build_words.h"
#include "html_source.h"
#include "html_style.h"
#include "html_tables.h"
#include "html_text.h"
#include "patch.h"
#include "reason.h"
#include "version.h"

#include <stdlib.h>

static const char *const legend[][2] = {
	{"inlined", "the call was inlined"},
	{"kept", "the call stayed a call"},
	{"partial", "inlined in some copies, kept in others"},
	{"gone", "no call left after optimisation"},
	{"hot", "hot call site"},
	{"cold", "cold call site"},
	{"def", "a definition: outcome and size"},
	{"always", "__always_inline, with its verdict"},
	{"noinline", "noinline, with its verdict"},
	{"advice", "a recommendation, with its bytes"},
	{"info", "changes nothing: for information"},
	{"warning", "a patch's finding"},
};

/* The heading names the build the page speaks for: another compiler,
 * architecture or profile inlines otherwise. */
static void put_header(FILE *out, const struct inlint_html_view *v)
{
	char build[160];

	inlint_report_build_words(v->rep, build, sizeof(build));
	fputs("<header><h1>inlint: what ", out);
	inlint_html_puts(out, *build ? build : "the compiler");
	fputs(" did with ", out);
	inlint_html_puts(out, v->title);
	fputs("</h1><div class=\"legend\">", out);
	for (size_t i = 0; i < sizeof(legend) / sizeof(legend[0]); i++)
		fprintf(out,
			"<span class=\"item\"><span class=\"b %s\">%s</span> "
			"%s</span>",
			legend[i][0], legend[i][0], legend[i][1]);
	fputs("</div><p>Each line's badges sit in the gutter; the notes under "
	      "it give the whole story, with clang's reason when its remarks "
	      "were given",
	      out);
	if (!v->verdicts)
		fputs(" (none were: add --remarks)", out);
	fputs(". A verdict marked estimate comes from the records; "
	      "<code>inlint audit</code> measures it.",
	      out);
	if (v->truncated)
		fputs(" Note: " INLINT_REASON_TRUNCATED_NOTE ".", out);
	fputs("</p></header>\n<main>\n", out);
}

static void put_problems(FILE *out, const struct inlint_html_view *v)
{
	if (!v->rep->n_problems)
		return;
	fputs("<h2>Problems the records carry</h2>\n<ul>\n", out);
	for (size_t i = 0; i < v->rep->n_problems; i++) {
		fputs("<li class=\"mono\">", out);
		inlint_html_printf(out, "%s: %s", v->rep->problems[i].file,
				   v->rep->problems[i].text);
		fputs("</li>\n", out);
	}
	fputs("</ul>\n", out);
}

static void put_files(FILE *out, const struct inlint_html_view *v)
{
	size_t *order = inlint_html_file_order(&v->page);

	fputs("<h2>Sources</h2>\n<ul>\n", out);
	for (size_t i = 0; i < v->page.n_files; i++) {
		fprintf(out, "<li class=\"mono\"><a href=\"#f%zu\">", order[i]);
		inlint_html_puts(out, v->page.files[order[i]].path);
		fprintf(out, "</a> (%zu marks)</li>\n",
			v->page.files[order[i]].n_marks);
	}
	fputs("</ul>\n", out);
	for (size_t i = 0; i < v->page.n_files; i++)
		inlint_html_source_write(
			out, order[i], &v->page.files[order[i]], v->source_dir);
	free(order);
}

void inlint_html_write(FILE *out, struct inlint_html_view *v)
{
	inlint_html_page_sort(&v->page);
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta "
	      "charset=\"utf-8\">\n<meta name=\"generator\" "
	      "content=\"inlint " INLINT_VERSION "\">\n<title>inlint: ",
	      out);
	inlint_html_puts(out, v->title);
	fprintf(out,
		"</title>\n<style>\n%s</style>\n<script>\n%s</script>\n"
		"</head><body>\n",
		inlint_html_css, inlint_html_js);
	put_header(out, v);
	inlint_html_tables_write(out, v);
	put_problems(out, v);
	put_files(out, v);
	fputs("</main></body></html>\n", out);
}

void inlint_html_view_release(struct inlint_html_view *v)
{
	for (size_t i = 0; i < v->n_findings; i++)
		inlint_finding_release(&v->findings[i]);
	free(v->findings);
	free(v->covered);
	free(v->finding_file);
	inlint_patch_destroy(v->patch);
	free(v->rec_file);
	free(v->fn_file);
	inlint_html_page_release(&v->page);
	inlint_report_destroy(v->rep);
}
