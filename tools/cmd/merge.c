/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* merge.c - "inlint merge DIR|RECORD... -o report.yaml": every record of a
 * build folded into one ranked report (docs/REPORT.md), and a summary. */
#include "commands.h"
#include "escape.h"
#include "reason.h"
#include "record.h"
#include "remarks.h"
#include "fold.h"
#include "report_yaml.h"
#include "verdict.h"
#include "walk.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_TOP 20

struct merge_args {
	const char *out;
	const char *decisions;
	size_t top;
	char **inputs;
	size_t n_inputs;
	char **remarks;
	size_t n_remarks;
};

static int collect(const struct merge_args *a, struct inlint_paths *paths)
{
	char err[1024];

	for (size_t i = 0; i < a->n_inputs; i++) {
		size_t before = paths->matched;

		if (inlint_find_records(a->inputs[i], paths, err,
					sizeof(err))) {
			inlint_fprintf_escaped(stderr, "inlint: %s\n", err);
			return -1;
		}
		if (paths->matched == before) {
			fprintf(stderr,
				"inlint: %s: no *.inlint.yaml records\n",
				a->inputs[i]);
			return -1;
		}
	}
	return 0;
}

static int load_decisions(struct inlint_report *rep, const char *file)
{
	char err[1024];
	struct inlint_model *d = inlint_decisions_read(file, err, sizeof(err));

	if (!d) {
		inlint_fprintf_escaped(stderr, "inlint: %s\n", err);
		return -1;
	}
	inlint_report_set_decisions(rep, file, d);
	return 0;
}

static void print_unmatched(const struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->decisions->n_recommendations; i++)
		if (!rep->by_name[i].matched)
			fprintf(stderr,
				"%s: decision for %s matched nothing in %zu "
				"record%s\n",
				rep->decisions_file,
				rep->by_name[i].d->function, rep->records,
				rep->records == 1 ? "" : "s");
}

static void print_by_reason(const struct inlint_report *rep)
{
	const char **seen = inlint_xcalloc(rep->n_recs + 1, sizeof(*seen));
	size_t n_seen = 0;

	printf("recommendations by reason:\n");
	for (size_t i = 0; i < rep->n_recs; i++) {
		const char *reason = rep->recs[i].reason;
		size_t count = 0, k;

		for (k = 0; k < n_seen && seen[k] != reason; k++)
			;
		if (k < n_seen)
			continue;
		seen[n_seen++] = reason;
		for (size_t j = i; j < rep->n_recs; j++)
			count += rep->recs[j].reason == reason;
		printf("  %-24s %zu\n", reason ? reason : "?", count);
	}
	free(seen);
}

static size_t count_externs(const struct inlint_report *rep)
{
	size_t n = 0;

	for (size_t i = 0; i < rep->n_externs; i++)
		n += rep->externs[i].fn != INLINT_HTAB_NONE;
	return n;
}

static void print_summary(const struct inlint_report *rep, size_t top,
			  const char *out)
{
	size_t n = top < rep->n_recs ? top : rep->n_recs;

	printf("%zu records", rep->records);
	if (rep->link_records)
		printf(" (%zu of the link)", rep->link_records);
	printf(", %zu functions, %zu recommendations, %zu extern functions: "
	       "%s\n",
	       rep->n_fns, rep->n_recs, count_externs(rep), out);
	if (rep->n_recs)
		print_by_reason(rep);
	if (n)
		printf("top %zu by expected value:\n", n);
	for (size_t i = 0; i < n; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];

		printf("%s:%u: %s: %s [%s, %zu TU%s]\n",
		       r->file ? r->file : "?", r->line,
		       inlint_action_name(r->action),
		       r->message ? r->message : r->function,
		       r->reason ? r->reason : "?", r->tus,
		       r->tus == 1 ? "" : "s");
		if (r->compiler_reason)
			printf("  not inlined at %s\n", r->compiler_reason);
	}
}

static int merge(const struct merge_args *a)
{
	struct inlint_paths paths = {0};
	struct inlint_report *rep = inlint_report_create();
	struct inlint_remarks remarks = {0};
	struct inlint_verdicts verdicts = {0};
	char err[1024];
	int status = 2;

	if (collect(a, &paths) ||
	    (a->decisions && load_decisions(rep, a->decisions)))
		goto out;
	if (a->n_remarks) {
		if (inlint_remarks_load(a->remarks, a->n_remarks, &remarks,
					&verdicts, err, sizeof(err))) {
			inlint_fprintf_escaped(stderr, "inlint: %s\n", err);
			goto out;
		}
		rep->verdicts = &verdicts;
	}
	if (inlint_report_add_records(rep, &paths, err, sizeof(err))) {
		inlint_fprintf_escaped(stderr, "inlint: %s\n", err);
		goto out;
	}
	inlint_report_rank(rep);
	if (inlint_report_write(rep, a->out, err, sizeof(err))) {
		inlint_fprintf_escaped(stderr, "inlint: %s\n", err);
		goto out;
	}
	print_summary(rep, a->top, a->out);
	if (rep->decisions)
		print_unmatched(rep);
	if (rep->costs_truncated)
		fputs("inlint: note: " INLINT_REASON_TRUNCATED_NOTE "\n",
		      stderr);
	status = 0;
out:
	inlint_paths_release(&paths);
	inlint_report_destroy(rep);
	inlint_verdicts_release(&verdicts);
	inlint_remarks_release(&remarks);
	return status;
}

static int merge_main(int argc, char **argv);

enum { OPT_OUT = 1, OPT_TOP, OPT_DECISIONS, OPT_REMARKS };

static const struct inlint_option options[] = {
	{OPT_OUT, "output", 'o', "REPORT", "write the report to REPORT", 0},
	{OPT_TOP, "top", 0, "N",
	 "list the top N recommendations in the summary (default 20)", 0},
	{OPT_DECISIONS, "decisions", 0, "FILE",
	 "mark the recommendations a decision file already takes, and say "
	 "which of its decisions matched nothing",
	 0},
	{OPT_REMARKS, "remarks", 0, "DIR|FILE",
	 "add clang's reason for calls it did not inline, from the remark "
	 "files of -fsave-optimization-record (repeatable)",
	 0},
	{0},
};

const struct inlint_command inlint_merge_command = {
	.name = "merge",
	.summary = "fold the records of a build into one report",
	.synopsis = "DIR|RECORD... -o REPORT [--top N] [--decisions FILE]\n"
		    "[--remarks DIR|FILE]...",
	.description = "Folds every *.inlint.yaml under the directories into "
		       "one report (docs/REPORT.md) and prints a summary with "
		       "the top N recommendations. --remarks adds clang's "
		       "reason for calls it did not inline, from the remark "
		       "files of -fsave-optimization-record.",
	.options = options,
	.doc = "REPORT.md",
	.run = merge_main,
};

static int merge_option(void *ctx, struct inlint_args *p, int id)
{
	struct merge_args *a = ctx;

	switch (id) {
	case OPT_OUT:
		a->out = p->value;
		return 0;
	case OPT_TOP:
		if (inlint_args_count(p->value, &a->top) == 0)
			return 0;
		snprintf(p->err, sizeof(p->err), "bad --top '%s'", p->value);
		return -1;
	case OPT_DECISIONS:
		a->decisions = p->value;
		return 0;
	case OPT_REMARKS:
		a->remarks[a->n_remarks++] = p->value;
		return 0;
	default:
		a->inputs[a->n_inputs++] = p->value;
		return 0;
	}
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse_args(int argc, char **argv, struct merge_args *a)
{
	int status;

	a->top = DEFAULT_TOP;
	a->inputs = inlint_xcalloc((size_t)argc, sizeof(*a->inputs));
	a->remarks = inlint_xcalloc((size_t)argc, sizeof(*a->remarks));
	status = inlint_command_parse(&inlint_merge_command, argc, argv,
				      merge_option, a);
	if (status)
		return status;
	if (!a->out)
		return inlint_usage_error(&inlint_merge_command,
					  "no -o REPORT given");
	if (!a->n_inputs)
		return inlint_usage_error(&inlint_merge_command,
					  "no directory or record given");
	return 0;
}

static int merge_main(int argc, char **argv)
{
	struct merge_args a = {0};
	int status = parse_args(argc, argv, &a);

	if (!status)
		status = merge(&a);
	free(a.inputs);
	free(a.remarks);
	return status;
}
