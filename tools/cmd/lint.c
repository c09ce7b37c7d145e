/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* lint.c - "inlint lint PATCH [--records DIR|--report REPORT]": every inline
 * annotation a patch adds or removes, judged against a build's records, as
 * file:line: severity: message lines or SARIF. */
#include "commands.h"
#include "annotations.h"
#include "fold.h"
#include "judge.h"
#include "patch.h"
#include "reason.h"
#include "remarks.h"
#include "report_yaml.h"
#include "sarif.h"
#include "verdict.h"
#include "version.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

/* The plugin's default INLINT_OUT. */
#define DEFAULT_RECORDS "inlint-records"

struct lint_args {
	const char *patch;
	const char *records;
	const char *report;
	bool sarif;
	char **remarks;
	size_t n_remarks;
};

static int usage(FILE *out, int status)
{
	fputs("usage: inlint lint PATCH [--records DIR [--remarks DIR|FILE]... "
	      "| --report REPORT]\n                   [--format text|sarif]\n"
	      "Judges each inline annotation PATCH adds or removes against a "
	      "build's records\n(default: ./" DEFAULT_RECORDS
	      "). --remarks adds clang's reason for calls kept out of line\n"
	      "(a report from merge --remarks has them already). Exit status: "
	      "1 if any\nwarning, 0 if none, 2 for bad input.\n",
	      out);
	return status;
}

static int parse_args(int argc, char **argv, struct lint_args *a)
{
	a->remarks = calloc((size_t)argc, sizeof(*a->remarks));
	if (!a->remarks)
		return -1;
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		bool has_value = i + 1 < argc;

		if (strcmp(arg, "--records") == 0 && has_value) {
			a->records = argv[++i];
		} else if (strcmp(arg, "--report") == 0 && has_value) {
			a->report = argv[++i];
		} else if (strcmp(arg, "--remarks") == 0 && has_value) {
			a->remarks[a->n_remarks++] = argv[++i];
		} else if (strcmp(arg, "--format") == 0 && has_value) {
			const char *f = argv[++i];

			if (strcmp(f, "sarif") && strcmp(f, "text"))
				goto bad;
			a->sarif = strcmp(f, "sarif") == 0;
		} else if (arg[0] == '-' || a->patch) {
			goto bad;
		} else {
			a->patch = arg;
		}
	}
	if (!a->patch || (a->records && a->report) ||
	    (a->report && a->n_remarks))
		return usage(stderr, -1);
	if (!a->records && !a->report)
		a->records = DEFAULT_RECORDS;
	return 0;
bad:
	usage(stderr, 0);
	return -1;
}

static struct inlint_report *fold_records(const struct lint_args *a,
					  const struct inlint_verdicts *vs)
{
	struct inlint_report *rep = inlint_report_create();
	struct inlint_paths paths = {0};
	char err[1024];

	rep->verdicts = vs;
	if (inlint_find_records(a->records, &paths, err, sizeof(err)) ||
	    inlint_report_add_records(rep, &paths, err, sizeof(err))) {
		fprintf(stderr, "inlint: %s\n", err);
		inlint_report_destroy(rep);
		rep = NULL;
	}
	inlint_paths_release(&paths);
	return rep;
}

static struct inlint_report *load(const struct lint_args *a,
				  const struct inlint_verdicts *vs)
{
	char err[1024];
	struct inlint_report *rep;

	if (a->records)
		return fold_records(a, vs);
	rep = inlint_report_read(a->report, err, sizeof(err));
	if (!rep)
		fprintf(stderr, "inlint: %s\n", err);
	return rep;
}

static int report(const struct inlint_finding *f, size_t n, bool sarif)
{
	int status = 0;

	for (size_t i = 0; i < n; i++)
		if (f[i].severity == INLINT_SEVERITY_WARNING)
			status = 1;
	if (sarif) {
		if (inlint_sarif_write(stdout, INLINT_VERSION, f, n)) {
			fprintf(stderr, "inlint: cannot write SARIF\n");
			return 2;
		}
		return status;
	}
	for (size_t i = 0; i < n; i++)
		printf("%s:%u: %s: %s\n", f[i].file ? f[i].file : "?",
		       f[i].line, inlint_severity_name(f[i].severity),
		       f[i].message);
	return status;
}

static int lint(const struct lint_args *a)
{
	struct inlint_annot_changes changes = {0};
	struct inlint_finding *findings = NULL;
	struct inlint_report *rep = NULL;
	struct inlint_remarks remarks = {0};
	struct inlint_verdicts verdicts = {0};
	struct inlint_patch *patch;
	char err[1024];
	int status = 2;

	patch = inlint_patch_read(a->patch, err, sizeof(err));
	if (!patch) {
		fprintf(stderr, "inlint: %s\n", err);
		return 2;
	}
	if (inlint_remarks_load(a->remarks, a->n_remarks, &remarks, &verdicts,
				err, sizeof(err))) {
		fprintf(stderr, "inlint: %s\n", err);
		goto out;
	}
	rep = load(a, a->n_remarks ? &verdicts : NULL);
	if (!rep)
		goto out;
	inlint_find_annotation_changes(patch, &changes);
	findings = calloc(changes.n + 1, sizeof(*findings));
	if (!findings)
		goto out;
	for (size_t i = 0; i < changes.n; i++)
		inlint_judge(rep, &changes.v[i], &findings[i]);
	status = report(findings, changes.n, a->sarif);
	if (rep->costs_truncated)
		fputs("inlint: note: " INLINT_REASON_TRUNCATED_NOTE "\n",
		      stderr);
out:
	free(findings);
	inlint_annot_changes_release(&changes);
	inlint_report_destroy(rep);
	inlint_verdicts_release(&verdicts);
	inlint_remarks_release(&remarks);
	inlint_patch_destroy(patch);
	return status;
}

int inlint_lint(int argc, char **argv)
{
	struct lint_args a = {0};
	int status;

	if (argc == 2 && inlint_is_help(argv[1]))
		return usage(stdout, 0);
	if (parse_args(argc, argv, &a)) {
		free(a.remarks);
		return 2;
	}
	status = lint(&a);
	free(a.remarks);
	return status;
}
