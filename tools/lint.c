/* lint.c - "inlint lint PATCH [--records DIR|--report REPORT]": every inline
 * annotation a patch adds or removes, judged against a build's records, as
 * file:line: severity: message lines or SARIF. */
#include "commands.h"
#include "annotations.h"
#include "judge.h"
#include "patch.h"
#include "record.h"
#include "report_yaml.h"
#include "sarif.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

/* The plugin's default INLINT_OUT. */
#define DEFAULT_RECORDS "inlint-records"
/* Follows the project version in CMakeLists.txt, as inlint --version. */
#define LINT_VERSION "0.1"

struct lint_args {
	const char *patch;
	const char *records;
	const char *report;
	bool sarif;
};

static int usage(FILE *out, int status)
{
	fputs("usage: inlint lint PATCH [--records DIR | --report REPORT] "
	      "[--format text|sarif]\n"
	      "Judges each inline annotation PATCH adds or removes against a "
	      "build's records\n(default: ./" DEFAULT_RECORDS
	      "). Exit status: 1 if any warning, 0 if none, 2 for bad "
	      "input.\n",
	      out);
	return status;
}

static int parse_args(int argc, char **argv, struct lint_args *a)
{
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		bool has_value = i + 1 < argc;

		if (strcmp(arg, "--records") == 0 && has_value) {
			a->records = argv[++i];
		} else if (strcmp(arg, "--report") == 0 && has_value) {
			a->report = argv[++i];
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
	if (!a->patch || (a->records && a->report))
		return usage(stderr, -1);
	if (!a->records && !a->report)
		a->records = DEFAULT_RECORDS;
	return 0;
bad:
	usage(stderr, 0);
	return -1;
}

static struct inlint_report *fold_records(const char *dir)
{
	struct inlint_report *rep = inlint_report_create();
	struct inlint_paths paths = {0};
	char err[1024];

	if (inlint_find_records(dir, &paths, err, sizeof(err)))
		goto fail;
	for (size_t i = 0; i < paths.n; i++) {
		struct inlint_model *m =
			inlint_record_read(paths.v[i], err, sizeof(err));

		if (!m)
			goto fail;
		inlint_report_add(rep, m);
		inlint_model_destroy(m);
	}
	inlint_paths_release(&paths);
	return rep;
fail:
	fprintf(stderr, "inlint: %s\n", err);
	inlint_paths_release(&paths);
	inlint_report_destroy(rep);
	return NULL;
}

static struct inlint_report *load(const struct lint_args *a)
{
	char err[1024];
	struct inlint_report *rep;

	if (a->records)
		return fold_records(a->records);
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
		if (inlint_sarif_write(stdout, LINT_VERSION, f, n)) {
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
	struct inlint_patch *patch;
	char err[1024];
	int status = 2;

	patch = inlint_patch_read(a->patch, err, sizeof(err));
	if (!patch) {
		fprintf(stderr, "inlint: %s\n", err);
		return 2;
	}
	rep = load(a);
	if (!rep)
		goto out;
	inlint_find_annotation_changes(patch, &changes);
	findings = calloc(changes.n + 1, sizeof(*findings));
	if (!findings)
		goto out;
	for (size_t i = 0; i < changes.n; i++)
		inlint_judge(rep, &changes.v[i], &findings[i]);
	status = report(findings, changes.n, a->sarif);
out:
	free(findings);
	inlint_annot_changes_release(&changes);
	inlint_report_destroy(rep);
	inlint_patch_destroy(patch);
	return status;
}

int inlint_lint(int argc, char **argv)
{
	struct lint_args a = {0};

	if (argc == 2 &&
	    (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))
		return usage(stdout, 0);
	if (parse_args(argc, argv, &a))
		return 2;
	return lint(&a);
}
