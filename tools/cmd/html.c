/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* html.c - "inlint html RECORD|OBJECT|DIR...|--report REPORT -o FILE": one
 * self-contained HTML page of what the compiler did, per source line. Run:
 * inlint html inlint-records --remarks . --patch fix.patch -o view.html */
#include "annot_estimate.h"
#include "atomic_write.h"
#include "budget.h"
#include "commands.h"
#include "escape.h"
#include "fold.h"
#include "html_view.h"
#include "records_dir.h"
#include "objbytes.h"
#include "remarks.h"
#include "report_yaml.h"
#include "xalloc.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct html_args {
	char **paths;
	size_t n_paths;
	char **remarks;
	size_t n_remarks;
	const char *report, *patch, *source, *out;
};

static int html_main(int argc, char **argv);

enum { OPT_OUT = 1, OPT_REPORT, OPT_REMARKS, OPT_PATCH, OPT_SOURCE };

static const struct inlint_option options[] = {
	{OPT_OUT, "output", 'o', "FILE",
	 "write the page to FILE (- for standard output)", 0},
	{OPT_REPORT, "report", 0, "REPORT",
	 "a report of inlint merge instead of records (it has no call sites: "
	 "only definitions and recommendations are marked)",
	 0},
	{OPT_REMARKS, "remarks", 0, "DIR|FILE",
	 "with records: clang's reason at each call, from the remark files "
	 "of -fsave-optimization-record (repeatable)",
	 0},
	{OPT_PATCH, "patch", 0, "PATCH",
	 "also the inline annotations PATCH adds or removes, judged as "
	 "inlint lint judges them",
	 0},
	{OPT_SOURCE, "source", 0, "DIR",
	 "read relative source paths from DIR, the directory the compiles "
	 "ran in (default: the current directory)",
	 0},
	{0},
};

const struct inlint_command inlint_html_command = {
	.name = "html",
	.summary = "write one HTML page of what the compiler did, per line",
	.synopsis = "[RECORD|OBJECT|DIR...] -o FILE [--remarks DIR|FILE]... "
		    "[--patch PATCH]\n[--source DIR]\n"
		    "--report REPORT -o FILE [--patch PATCH] [--source DIR]",
	.description =
		"Writes one self-contained HTML file (no network: its style "
		"and script are inside it) that shows each source file of "
		"the records with every call site marked in a gutter: "
		"inlined, kept or partly inlined, hot or cold, with clang's "
		"reason from --remarks; each definition with its outcome and "
		"size, each annotation with its verdict, and each "
		"recommendation with its bytes. An index ranks the "
		"recommendations by benefit, or by bytes; each entry, and "
		"each finding of --patch, links to its source line. Records "
		"are found as show finds them (files, objects, directories); "
		"a source that cannot be read is named on the page, with its "
		"marks by line. Without records nor --report: "
		"" INLINT_RECORDS_DEFAULT_TEXT ".",
	.options = options,
	.doc = "HTML.md",
	.examples = "inlint html --report report.yaml -o view.html --patch "
		    "fix.patch\n"
		    "inlint html ~/build -o view.html --remarks ~/build\n",
	.run = html_main,
};

static int html_option(void *ctx, struct inlint_args *p, int id)
{
	struct html_args *a = ctx;

	switch (id) {
	case OPT_OUT:
		a->out = p->value;
		break;
	case OPT_REPORT:
		a->report = p->value;
		break;
	case OPT_REMARKS:
		a->remarks[a->n_remarks++] = p->value;
		break;
	case OPT_PATCH:
		a->patch = p->value;
		break;
	case OPT_SOURCE:
		a->source = p->value;
		break;
	default:
		a->paths[a->n_paths++] = p->value;
	}
	return 0;
}

static int check_args(const struct html_args *a)
{
	const char *problem = NULL;

	if (!a->out)
		problem = "no output given (-o FILE, or - for standard output)";
	else if (a->report && a->n_paths)
		problem = "records and --report: give one or the other";
	else if (a->report && a->n_remarks)
		problem = "--remarks needs records: a report has no call sites";
	return problem ? inlint_usage_error(&inlint_html_command, problem)
		       : INLINT_EXIT_OK;
}

/* The records at the paths, folded and ranked as merge ranks them, with
 * the bytes of the objects at their object keys where they exist. */
static int load_records(struct inlint_html_view *v, const struct html_args *a,
			char *err, size_t errlen)
{
	struct inlint_record_inputs in = {0};
	int ret = 0;

	for (size_t i = 0; !ret && i < a->n_paths; i++) {
		size_t before = in.paths.matched;

		ret = inlint_record_inputs_find(&in, a->paths[i], err, errlen);
		if (!ret && in.paths.matched == before) {
			snprintf(err, errlen,
				 "%s: no *.inlint.yaml records and no objects",
				 a->paths[i]);
			ret = -1;
		}
	}
	if (!ret)
		ret = inlint_html_read_records(v, &in, err, errlen);
	if (!ret)
		ret = inlint_report_read_objects(v->rep, "", true, err, errlen);
	inlint_record_inputs_release(&in);
	if (ret)
		return -1;
	inlint_report_rank(v->rep);
	inlint_report_judge(v->rep);
	inlint_report_costs(v->rep);
	return 0;
}

static int load(struct inlint_html_view *v, const struct html_args *a,
		char *err, size_t errlen)
{
	if (a->report) {
		v->rep = inlint_report_read(a->report, err, errlen);
		if (!v->rep)
			return -1;
		/* The file does not keep the verdicts: estimated again, as
		 * lint --report estimates them. */
		inlint_report_judge(v->rep);
	} else if (load_records(v, a, err, errlen)) {
		return -1;
	}
	inlint_html_mark_report(v);
	return a->patch ? inlint_html_judge_patch(v, a->patch, err, errlen) : 0;
}

/* The page in memory, then to stdout or atomically to its file. */
static int write_page(struct inlint_html_view *v, const char *out, char *err,
		      size_t errlen)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);
	int ret = 0;

	if (!mem) {
		fputs("inlint: out of memory\n", stderr);
		abort();
	}
	inlint_html_write(mem, v);
	if (fclose(mem)) {
		fputs("inlint: out of memory\n", stderr);
		abort();
	}
	if (!strcmp(out, "-"))
		fwrite(buf, 1, len, stdout);
	else
		ret = inlint_atomic_write_buffer(out, buf, len, err, errlen);
	free(buf);
	return ret;
}

static int load_remarks(struct inlint_html_view *v, const struct html_args *a,
			struct inlint_remarks *rs, struct inlint_verdicts *vs,
			char *err, size_t errlen)
{
	if (!a->n_remarks)
		return 0;
	if (inlint_remarks_load(a->remarks, a->n_remarks, rs, vs, err, errlen))
		return -1;
	v->verdicts = vs;
	return 0;
}

static int html(const struct html_args *a, const char *title)
{
	struct inlint_remarks remarks = {0};
	struct inlint_verdicts verdicts = {0};
	struct inlint_html_view v = {.title = title, .source_dir = a->source};
	char err[1024];
	int ret = load_remarks(&v, a, &remarks, &verdicts, err, sizeof(err));

	if (!ret)
		ret = load(&v, a, err, sizeof(err));
	if (!ret)
		ret = write_page(&v, a->out, err, sizeof(err));
	if (ret) {
		inlint_flush_stdout();
		inlint_error("%s", err);
	}
	inlint_html_view_release(&v);
	inlint_verdicts_release(&verdicts);
	inlint_remarks_release(&remarks);
	return ret ? INLINT_EXIT_USAGE : INLINT_EXIT_OK;
}

/* The page is of its report, its one path, or "PATH and N more". */
static int html_titled(const struct html_args *a)
{
	const char *first = a->report ? a->report : a->paths[0];
	size_t len = strlen(first) + 32;
	char *title = inlint_xmalloc(len);
	int status;

	if (a->n_paths > 1)
		snprintf(title, len, "%s and %zu more", first, a->n_paths - 1);
	else
		snprintf(title, len, "%s", first);
	status = html(a, title);
	free(title);
	return status;
}

static int html_main(int argc, char **argv)
{
	struct html_args a = {
		.paths = inlint_xcalloc((size_t)argc, sizeof(char *)),
		.remarks = inlint_xcalloc((size_t)argc, sizeof(char *)),
	};
	char dflt[PATH_MAX];
	int status = inlint_command_parse(&inlint_html_command, argc, argv,
					  html_option, &a);

	if (!status)
		status = check_args(&a);
	if (!status && !a.report && !a.n_paths)
		a.paths[a.n_paths++] =
			(char *)inlint_records_default(dflt, sizeof(dflt));
	if (!status)
		status = html_titled(&a);
	free(a.paths);
	free(a.remarks);
	return status;
}
