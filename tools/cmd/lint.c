/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* lint.c - "inlint lint PATCH [--records DIR|--report REPORT|-p DB]": every
 * inline annotation a patch adds or removes, judged against a build's
 * records or measured in its compiles (-p), as file:line: severity: message
 * lines or SARIF. */
#include "commands.h"
#include "compile_opts.h"
#include "annotations.h"
#include "escape.h"
#include "exact.h"
#include "finding_json.h"
#include "finding_line.h"
#include "finding_opts.h"
#include "records_dir.h"
#include "fold.h"
#include "judge.h"
#include "judge_rows.h"
#include "patch.h"
#include "problems.h"
#include "reason.h"
#include "remarks.h"
#include "report_yaml.h"
#include "sarif.h"
#include "verdict.h"
#include "version.h"
#include "walk.h"
#include "xalloc.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* --format's words, in enum lint_format's order. */
static const char *const format_names[] = {"text", "sarif", "json"};

enum lint_format { TEXT, SARIF, JSON };

struct lint_args {
	const char *patch;
	const char *records;
	char default_records[PATH_MAX]; /* the plugin's default INLINT_OUT */
	const char *report;
	struct inlint_compile_opts compile; /* -p: measure in these compiles */
	enum lint_format format;
	struct inlint_finding_opts find; /* --checks, NOLINT */
	char **remarks;
	size_t n_remarks;
	/* The project file's configurations to measure in, when no -p. */
	struct inlint_project project;
	size_t *configs;
	size_t n_configs;
};

/* What the findings are judged on: one build (records, a report, -p), or
 * each configuration's measurements. */
struct lint_run {
	struct inlint_report *rep;
	const struct inlint_exact_effect *effects;
	struct inlint_config_measure *configs;
	size_t n_configs;
	const struct inlint_annot_changes *c;
	const bool *covered;
	struct inlint_finding_opts *find; /* --checks, NOLINT */
};

/* -p: the unpatched tree's baselines as the records, and each change
 * measured into m[i]. */
static struct inlint_report *measure(const struct lint_args *a,
				     const struct inlint_annot_changes *c,
				     struct inlint_exact_effect *m)
{
	struct inlint_whatif_config cfg = {
		.cc = a->compile.cc,
		.jobs = a->compile.jobs,
		.measure = (enum inlint_whatif_measure)a->compile.measure,
		.progress = inlint_whatif_progress_stderr};
	struct inlint_report *rep = inlint_report_create();
	char err[2048];
	char *plugin = inlint_whatif_plugin_for(a->compile.plugin, cfg.measure,
						err, sizeof(err));

	cfg.plugin = plugin;
	if (!plugin || inlint_exact_measure(&cfg, a->compile.db, c, m, rep, err,
					    sizeof(err))) {
		inlint_error("%s", err);
		inlint_report_destroy(rep);
		rep = NULL;
	}
	free(plugin);
	return rep;
}

/* Each selected configuration's measurements into m (a->n_configs of
 * them). Returns 0, or -1 after printing the problem. */
static int measure_configs(const struct lint_args *a,
			   const struct inlint_annot_changes *c,
			   struct inlint_config_measure *m)
{
	struct inlint_whatif_config cfg = {
		.cc = a->compile.cc,
		.jobs = a->compile.jobs,
		.measure = (enum inlint_whatif_measure)a->compile.measure,
		.progress = inlint_whatif_progress_stderr};
	char err[2048];
	char *plugin = inlint_whatif_plugin_for(a->compile.plugin, cfg.measure,
						err, sizeof(err));
	int ret = plugin ? 0 : -1;
	size_t k;

	cfg.plugin = plugin;
	for (k = 0; !ret && k < a->n_configs; k++) {
		const struct inlint_config *conf = &a->project.v[a->configs[k]];

		m[k].name = conf->name;
		m[k].rep = inlint_report_create();
		m[k].effects = inlint_xcalloc(c->n + 1, sizeof(*m[k].effects));
		ret = inlint_exact_measure_config(
			&cfg, conf, c, m[k].effects, m[k].rep, m[k].words,
			sizeof(m[k].words), err, sizeof(err));
	}
	/* A configuration's problem names where it is defined. */
	if (ret && plugin)
		inlint_error("%s:%u: configuration '%s': %s", a->project.path,
			     a->project.v[a->configs[k - 1]].line,
			     a->project.v[a->configs[k - 1]].name, err);
	else if (ret)
		inlint_error("%s", err);
	free(plugin);
	return ret;
}

static void release_configs(struct inlint_config_measure *m, size_t n)
{
	for (size_t k = 0; m && k < n; k++) {
		inlint_report_destroy(m[k].rep);
		free(m[k].effects);
	}
	free(m);
}

static struct inlint_report *fold_records(const struct lint_args *a,
					  const struct inlint_verdicts *vs)
{
	struct inlint_report *rep = inlint_report_create();
	struct inlint_record_inputs in = {0};
	char err[1024];

	rep->verdicts = vs;
	if (inlint_record_inputs_find(&in, a->records, err, sizeof(err)) ||
	    inlint_report_add_records(rep, &in, err, sizeof(err))) {
		inlint_error("%s", err);
		inlint_report_destroy(rep);
		rep = NULL;
	}
	inlint_record_inputs_release(&in);
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
		inlint_error("%s", err);
	return rep;
}

static void judge_one(const struct lint_run *r, size_t i,
		      struct inlint_finding *f)
{
	if (r->configs)
		inlint_judge_rows(r->configs, r->n_configs, &r->c->v[i], i, f);
	else
		inlint_judge(r->rep, &r->c->v[i],
			     r->effects ? &r->effects[i] : NULL, f);
}

/* Whether f passes --checks and the NOLINT comments; released if not. */
static bool shown(struct inlint_finding_opts *find, struct inlint_finding *f)
{
	if (inlint_finding_shown(find, f->file, f->line,
				 inlint_verdict_name(f->verdict)))
		return true;
	inlint_finding_release(f);
	return false;
}

/* The findings of the covered changes, judged with effects (lint -p) or
 * without, as SARIF: written whole, as one document. */
static int report_sarif(const struct lint_run *r)
{
	struct inlint_finding *f = inlint_xcalloc(r->c->n + 1, sizeof(*f));
	size_t n = 0;
	int status = 0;

	for (size_t i = 0; i < r->c->n; i++) {
		if (!r->covered[i])
			continue;
		judge_one(r, i, &f[n]);
		if (!shown(r->find, &f[n]))
			continue;
		if (f[n++].severity == INLINT_SEVERITY_WARNING)
			status = 1;
	}
	inlint_sarif_write(stdout, INLINT_VERSION, f, n);
	for (size_t i = 0; i < n; i++)
		inlint_finding_release(&f[i]);
	free(f);
	return status;
}

/* As text or JSON, each finding written as it is judged: a patch may add
 * millions of annotations, and their findings are never held at once. */
static int report_each(const struct lint_run *r, bool json, size_t *n)
{
	int status = 0;

	for (size_t i = 0; i < r->c->n; i++) {
		struct inlint_finding f;

		if (!r->covered[i])
			continue;
		judge_one(r, i, &f);
		if (!shown(r->find, &f))
			continue;
		if (f.severity == INLINT_SEVERITY_WARNING)
			status = 1;
		if (json)
			inlint_finding_json_put(stdout, &f, (*n)++);
		else
			inlint_finding_print(stdout, &f);
		inlint_finding_release(&f);
	}
	return status;
}

static int report(const struct lint_run *r, enum lint_format format)
{
	size_t n = 0;
	int status;

	if (format == SARIF)
		return report_sarif(r);
	if (format == TEXT)
		return report_each(r, false, &n);
	inlint_finding_json_begin(stdout, "lint");
	status = report_each(r, true, &n);
	inlint_finding_json_end(stdout, n);
	return status;
}

/* Whether change i's file is one an earlier uncovered change named. */
static bool named_before(const struct inlint_annot_changes *c,
			 const bool *covered, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (!covered[j] && strcmp(c->v[j].file, c->v[i].file) == 0)
			return true;
	return false;
}

/* A file of the patch that no record covers cannot be judged: a gate
 * that passed on it would pass on nothing. One line per file; returns how
 * many. covered[i] says which changes can be judged. */
static size_t check_covered(const struct inlint_report *rep,
			    const struct inlint_annot_changes *c, bool *covered)
{
	size_t missing = 0;

	for (size_t i = 0; i < c->n; i++) {
		covered[i] = inlint_report_covers(rep, c->v[i].file);
		if (covered[i] || named_before(c, covered, i))
			continue;
		inlint_error("%s: no record covers this file: was it built "
			     "with the plugin?",
			     c->v[i].file);
		missing++;
	}
	return missing;
}

/* The records' problems after the findings (on stderr beside SARIF or
 * JSON); an uncovered file makes the input bad. */
static int conclude(const struct lint_run *r, int status, bool text,
		    size_t missing)
{
	size_t n = r->configs ? r->n_configs : 1;
	bool truncated = false;

	for (size_t k = 0; k < n; k++) {
		const struct inlint_report *rep =
			r->configs ? r->configs[k].rep : r->rep;

		if (inlint_report_print_problems(text ? stdout : stderr, rep) &&
		    status == INLINT_EXIT_OK)
			status = INLINT_EXIT_FINDINGS;
		truncated |= rep->costs_truncated;
	}
	if (truncated)
		inlint_note("%s", INLINT_REASON_TRUNCATED_NOTE);
	return missing ? INLINT_EXIT_USAGE : status;
}

/* Measures or loads what the findings are judged on into r. Returns 0,
 * or -1 after printing the problem. */
static int prepare(const struct lint_args *a, const struct inlint_verdicts *vs,
		   struct lint_run *r, struct inlint_exact_effect **effects)
{
	const struct inlint_annot_changes *c = r->c;

	if (a->n_configs) {
		r->configs = inlint_xcalloc(a->n_configs, sizeof(*r->configs));
		r->n_configs = a->n_configs;
		return measure_configs(a, c, r->configs);
	}
	if (a->compile.db) {
		*effects = inlint_xcalloc(c->n + 1, sizeof(**effects));
		r->effects = *effects;
		r->rep = measure(a, c, *effects);
	} else {
		r->rep = load(a, vs);
	}
	return r->rep ? 0 : -1;
}

static int lint(struct lint_args *a)
{
	struct inlint_annot_changes changes = {0};
	struct inlint_exact_effect *effects = NULL;
	struct inlint_remarks remarks = {0};
	struct inlint_verdicts verdicts = {0};
	struct lint_run r = {.c = &changes, .find = &a->find};
	struct inlint_patch *patch;
	bool *covered = NULL;
	size_t missing = 0;
	char err[1024];
	int status = 2;

	patch = inlint_patch_read(a->patch, err, sizeof(err));
	if (!patch) {
		inlint_error("%s", err);
		return 2;
	}
	if (inlint_remarks_load(a->remarks, a->n_remarks, &remarks, &verdicts,
				err, sizeof(err))) {
		inlint_error("%s", err);
		goto out;
	}
	inlint_find_annotation_changes(patch, &changes);
	if (prepare(a, a->n_remarks ? &verdicts : NULL, &r, &effects))
		goto out;
	covered = inlint_xcalloc(changes.n + 1, sizeof(*covered));
	r.covered = covered;
	/* -p asks the compile database, not records. */
	for (size_t i = 0; (effects || r.configs) && i < changes.n; i++)
		covered[i] = true;
	if (!effects && !r.configs)
		missing = check_covered(r.rep, &changes, covered);
	status = report(&r, a->format);
	status = conclude(&r, status, a->format == TEXT, missing);
out:
	free(covered);
	free(effects);
	inlint_annot_changes_release(&changes);
	inlint_report_destroy(r.rep);
	release_configs(r.configs, r.n_configs);
	inlint_verdicts_release(&verdicts);
	inlint_remarks_release(&remarks);
	inlint_patch_destroy(patch);
	return status;
}

static int lint_main(int argc, char **argv);

enum {
	OPT_RECORDS = 1,
	OPT_REPORT,
	OPT_REMARKS,
	OPT_FORMAT,
};

static const struct inlint_option options[] = {
	{OPT_RECORDS, "records", 0, "DIR",
	 "the build's records: a directory of record files or objects, "
	 "an object or an archive (default: " INLINT_RECORDS_DEFAULT_TEXT ")",
	 0},
	{OPT_REPORT, "report", 0, "REPORT",
	 "a report of inlint merge instead of the records", 0},
	{OPT_REMARKS, "remarks", 0, "DIR|FILE",
	 "with --records: clang's reason for calls kept out of line, from "
	 "the remark files of -fsave-optimization-record (repeatable)",
	 0},
	{OPT_FORMAT, "format", 0, "text|sarif|json",
	 "file:line: severity: message lines (default), SARIF 2.1.0 (with "
	 "fixes), or JSON (docs/CONVENTIONS.md)",
	 0},
	INLINT_COMPILE_OPTIONS(
		"measure each change in the unpatched tree's compiles of this "
		"compile_commands.json instead of estimating from records",
		"with -p"),
	INLINT_CONFIG_OPTION,
	INLINT_FINDING_OPTIONS,
	{0},
};

const struct inlint_command inlint_lint_command = {
	.name = "lint",
	.summary = "judge the inline annotations a patch changes",
	.synopsis =
		"PATCH [--records DIR [--remarks DIR|FILE]... | --report "
		"REPORT]\n[--format text|sarif|json] [--checks GLOBS]\n"
		"PATCH -p compile_commands.json [-j N] [--plugin PATH] "
		"[--cc COMPILER]\n[--format text|sarif|json] [--checks GLOBS]\n"
		"PATCH [--config NAME[,NAME...]]... [-j N] [--plugin PATH] "
		"[--cc COMPILER]\n[--format text|sarif|json] [--checks GLOBS]",
	.description =
		"Judges each inline annotation PATCH adds or removes "
		"(- or none: standard input, when it is not a terminal: git "
		"diff | inlint lint) "
		"against a build's records (default: "
		"" INLINT_RECORDS_DEFAULT_TEXT
		"); what it would change is then an estimate. --remarks adds "
		"clang's reason for calls kept out of line (a report from "
		"merge --remarks has them already). With -p, run in the "
		"unpatched tree, each change is applied alone (as a decision: "
		"always_inline, noinline, or none for a removal) to the "
		"compiles of the functions it touches, and the call sites "
		"and bytes it changes are measured (docs/REPORT.md, Patch "
		"lint). Without -p, --records and --report, where a project "
		"file " INLINT_PROJECT_FILE " is found (here or in a folder "
		"above), each change is measured so in its default "
		"configurations, or those --config names, and judged once "
		"with a row per configuration (docs/CONFIGURATIONS.md).\n\n"

		"Each finding ends with its check, the verdict: "
		"[inlint-redundant], [inlint-load-bearing], [inlint-required], "
		"[inlint-unknown]. --checks selects them; a NOLINT or "
		"NOLINT(inlint-redundant) comment on the function's line, or "
		"NOLINTNEXTLINE(...) on the line before, silences one "
		"(docs/CONVENTIONS.md).",
	.options = options,
	.findings = "if at least one finding is a warning, or a record "
		    "carries a problem",
	.examples = "git diff | inlint lint  # against the records of compiles "
		    "run here\n"
		    "inlint lint fix.patch -p build/compile_commands.json "
		    "--format sarif\n",
	.run = lint_main,
};

static int lint_option(void *ctx, struct inlint_args *p, int id)
{
	struct lint_args *a = ctx;
	int taken = inlint_compile_opts_take(&a->compile, p, id);

	if (taken > 0)
		taken = inlint_finding_opts_take(&a->find, p, id);
	if (taken <= 0)
		return taken;
	switch (id) {
	case OPT_RECORDS:
		a->records = p->value;
		return 0;
	case OPT_REPORT:
		a->report = p->value;
		return 0;
	case OPT_REMARKS:
		a->remarks[a->n_remarks++] = p->value;
		return 0;
	case OPT_FORMAT:
		for (size_t i = 0;
		     i < sizeof(format_names) / sizeof(*format_names); i++)
			if (!strcmp(p->value, format_names[i])) {
				a->format = (enum lint_format)i;
				return 0;
			}
		snprintf(p->err, sizeof(p->err),
			 "bad --format '%s' (text, sarif or json)", p->value);
		return -1;
	default:
		if (!a->patch) {
			a->patch = p->value;
			return 0;
		}
		snprintf(p->err, sizeof(p->err), "one patch only, not '%s' too",
			 p->value);
		return -1;
	}
}

static const char *check_args(struct lint_args *a)
{
	/* git diff | inlint lint: a pipe or a file is the patch; a terminal
	 * is someone who forgot it. */
	if (!a->patch && !isatty(0))
		a->patch = "-";
	if (!a->patch)
		return "no patch given (a file, or - for standard input)";
	if (a->records && a->report)
		return "--records and --report do not go together";
	if (a->report && a->n_remarks)
		return "--remarks goes with --records (a report has the "
		       "remarks merged in)";
	if (a->compile.db && (a->records || a->report || a->n_remarks))
		return "-p measures in the compiles: no --records, --report "
		       "or --remarks with it";
	if (a->compile.n_configs && (a->records || a->report || a->n_remarks))
		return "--config measures in the compiles: no --records, "
		       "--report or --remarks with it";
	if ((a->records || a->report) && inlint_compile_opts_tuned(&a->compile))
		return "-j, --plugin and --cc go with -p";
	return NULL;
}

/* Without -p, --records or --report: the project file's configurations,
 * else the default records. Returns 0, or 2 after printing the problem. */
static int take_configs(struct lint_args *a)
{
	char err[1024];

	if (inlint_compile_opts_configs(&a->compile, &a->project, &a->configs,
					&a->n_configs, err, sizeof(err)))
		return inlint_fail(err);
	if (!a->n_configs && !a->compile.db)
		a->records = inlint_records_default(a->default_records,
						    sizeof(a->default_records));
	if (!a->n_configs && !a->compile.db &&
	    inlint_compile_opts_tuned(&a->compile))
		return inlint_usage_error(&inlint_lint_command,
					  "-j, --plugin and --cc go with -p");
	return 0;
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse_args(int argc, char **argv, struct lint_args *a)
{
	const char *problem;
	int status;

	a->remarks = inlint_xcalloc((size_t)argc, sizeof(*a->remarks));
	status = inlint_command_parse(&inlint_lint_command, argc, argv,
				      lint_option, a);
	if (status)
		return status;
	problem = check_args(a);
	if (problem)
		return inlint_usage_error(&inlint_lint_command, problem);
	if (!a->records && !a->report && !a->n_remarks)
		return take_configs(a);
	return 0;
}

static int lint_main(int argc, char **argv)
{
	struct lint_args a = {0};
	int status;

	inlint_finding_opts_init(&a.find);
	status = parse_args(argc, argv, &a);
	if (!status)
		status = lint(&a);
	if (a.find.failed)
		status = inlint_fail(a.find.err);
	inlint_finding_opts_release(&a.find);
	free(a.remarks);
	free(a.configs);
	free(a.compile.configs);
	inlint_project_release(&a.project);
	return status;
}
