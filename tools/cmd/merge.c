/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* merge.c - "inlint merge DIR|RECORD... -o report.yaml": every record of a
 * build folded into one ranked report (docs/REPORT.md), and a summary. */
#include "commands.h"
#include "reason.h"
#include "record.h"
#include "remarks.h"
#include "fold.h"
#include "report_yaml.h"
#include "verdict.h"
#include "walk.h"

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

static int usage(FILE *out, int status)
{
	fputs("usage: inlint merge DIR|RECORD... -o REPORT [--top N] "
	      "[--decisions FILE] [--remarks DIR|FILE]...\n"
	      "Folds every *.inlint.yaml under the directories into one "
	      "report\n(docs/REPORT.md) and prints a summary with the top N "
	      "recommendations.\n"
	      "--remarks adds clang's reason for calls it did not inline, from "
	      "the remark\nfiles of -fsave-optimization-record.\n",
	      out);
	return status;
}

static int parse_top(const char *s, size_t *top)
{
	char *end;
	unsigned long v = strtoul(s, &end, 10);

	if (!*s || *end || *s == '-')
		return -1;
	*top = v;
	return 0;
}

/* Returns -1 on a usage error (already printed). */
static int parse_args(int argc, char **argv, struct merge_args *a)
{
	a->top = DEFAULT_TOP;
	a->inputs = calloc((size_t)argc, sizeof(*a->inputs));
	a->remarks = calloc((size_t)argc, sizeof(*a->remarks));
	if (!a->inputs || !a->remarks)
		return -1;
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		bool has_value = i + 1 < argc;

		if (strcmp(arg, "-o") == 0 && has_value) {
			a->out = argv[++i];
		} else if (strcmp(arg, "--decisions") == 0 && has_value) {
			a->decisions = argv[++i];
		} else if (strcmp(arg, "--remarks") == 0 && has_value) {
			a->remarks[a->n_remarks++] = argv[++i];
		} else if (strcmp(arg, "--top") == 0 && has_value) {
			if (parse_top(argv[++i], &a->top) == 0)
				continue;
			fprintf(stderr, "inlint merge: bad --top '%s'\n",
				argv[i]);
			return -1;
		} else if (arg[0] == '-') {
			fprintf(stderr, "inlint merge: unknown option '%s'\n",
				arg);
			return -1;
		} else {
			a->inputs[a->n_inputs++] = argv[i];
		}
	}
	if (!a->out || !a->n_inputs) {
		usage(stderr, 2);
		return -1;
	}
	return 0;
}

static int collect(const struct merge_args *a, struct inlint_paths *paths)
{
	char err[1024];

	for (size_t i = 0; i < a->n_inputs; i++) {
		size_t before = paths->matched;

		if (inlint_find_records(a->inputs[i], paths, err,
					sizeof(err))) {
			fprintf(stderr, "inlint: %s\n", err);
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
		fprintf(stderr, "inlint: %s\n", err);
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
	const char **seen = calloc(rep->n_recs + 1, sizeof(*seen));
	size_t n_seen = 0;

	if (!seen)
		return;
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

	printf("%zu records, %zu functions, %zu recommendations, %zu extern "
	       "functions: %s\n",
	       rep->records, rep->n_fns, rep->n_recs, count_externs(rep), out);
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
			fprintf(stderr, "inlint: %s\n", err);
			goto out;
		}
		rep->verdicts = &verdicts;
	}
	if (inlint_report_add_records(rep, &paths, err, sizeof(err))) {
		fprintf(stderr, "inlint: %s\n", err);
		goto out;
	}
	inlint_report_rank(rep);
	if (inlint_report_write(rep, a->out, err, sizeof(err))) {
		fprintf(stderr, "inlint: %s\n", err);
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

int inlint_merge(int argc, char **argv)
{
	struct merge_args a = {0};
	int status;

	if (argc == 2 && inlint_is_help(argv[1]))
		return usage(stdout, 0);
	if (parse_args(argc, argv, &a)) {
		free(a.inputs);
		free(a.remarks);
		return 2;
	}
	status = merge(&a);
	free(a.inputs);
	free(a.remarks);
	return status;
}
