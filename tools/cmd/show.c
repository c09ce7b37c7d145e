/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* show.c - "inlint show RECORD|OBJECT|DIR|REPORT...": each record's (or
 * a merged report's) recommendations, one line each in compiler style, then
 * a summary, or as one JSON document (--format json). Reads only; writes no
 * file. */
#include "array.h"
#include "build_words.h"
#include "checks.h"
#include "color.h"
#include "commands.h"
#include "dash.h"
#include "escape.h"
#include "finding_json.h"
#include "finding_opts.h"
#include "json_lib.h"
#include "records_dir.h"
#include "problems.h"
#include "read_file.h"
#include "rec_json.h"
#include "rec_line.h"
#include "report_yaml.h"
#include "record_inputs.h"
#include "xalloc.h"

#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *or_unknown(const char *s)
{
	return s ? s : "?";
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* file:line: action: message (call in F at line N; confidence 0.80)
 * [inlint-REASON]; the message starts with the function's name. */
static void show_recommendation(const char *file,
				const struct inlint_recommendation *r)
{
	inlint_color_put(stdout, INLINT_SGR_BOLD);
	if (r->line)
		inlint_fprintf_escaped(stdout, "%s:%u:", file, r->line);
	else
		inlint_fprintf_escaped(stdout, "%s:", file);
	inlint_color_put(stdout, INLINT_SGR_RESET);
	inlint_color_label(stdout,
			   inlint_color_of(inlint_severity_name(r->severity)),
			   inlint_action_name(r->action));
	inlint_fprintf_escaped(stdout, " %s (",
			       r->message ? r->message : r->function);
	if (r->caller)
		inlint_fprintf_escaped(stdout, "call in %s at line %u; ",
				       r->caller, r->call_line);
	inlint_fprintf_escaped(stdout,
			       "confidence %.2f) [" INLINT_CHECK_PREFIX "%s]\n",
			       r->confidence, or_unknown(r->reason));
}

/* file: decision always_inline obj_malloc: applied (added alwaysinline);
 * now inlined, took effect */
static void show_applied(const struct inlint_model *m,
			 const struct inlint_applied *a)
{
	inlint_fprintf_escaped(stdout, "%s: decision %s %s",
			       or_unknown(a->file ? a->file : m->source_file),
			       inlint_action_name(a->action), a->function);
	if (a->caller)
		inlint_fprintf_escaped(stdout, " (calls in %s, line %u)",
				       a->caller, a->call_line);
	inlint_fprintf_escaped(stdout, ": %s (%s)",
			       inlint_apply_status_name(a->status),
			       or_unknown(a->detail));
	if (a->effect)
		inlint_fprintf_escaped(stdout, "; now %s, %s", a->effect,
				       a->took_effect ? "took effect"
						      : "did not take effect");
	putchar('\n');
}

/* A recommendation or information entry of a record, to sort. */
struct entry {
	const struct inlint_recommendation *r;
	bool information;
};

static int cmp_place(const void *a, const void *b)
{
	const struct inlint_recommendation *x = ((const struct entry *)a)->r;
	const struct inlint_recommendation *y = ((const struct entry *)b)->r;

	return inlint_place_cmp(
		&(struct inlint_place){x->file, x->line, x->call_line,
				       x->function},
		&(struct inlint_place){y->file, y->line, y->call_line,
				       y->function});
}

struct show_ctx {
	bool all;
	bool json;     /* --format json: findings only, problems on stderr */
	size_t n_json; /* findings written as JSON */
	struct inlint_finding_opts *find;
	bool problems; /* a record shown carries one */
};

static void put_json(struct show_ctx *x, const struct inlint_model *m,
		     const char *file, const struct inlint_recommendation *r,
		     bool information)
{
	inlint_finding_json_next(stdout, x->n_json++);
	inlint_json_put(stdout,
			inlint_recommendation_json(m, r, file, information));
}

/* The recommendations, and with all the information entries, in
 * file:line order, as a compiler's diagnostics come: those --checks and
 * the NOLINT comments let through. */
static void show_in_order(const struct inlint_model *m, struct show_ctx *x)
{
	size_t n = m->n_recommendations + (x->all ? m->n_information : 0);
	size_t k = 0;
	struct entry *v = inlint_xcalloc(n + 1, sizeof(*v));

	for (size_t i = 0; i < m->n_recommendations; i++)
		v[k++] = (struct entry){&m->recommendations[i], false};
	for (size_t i = 0; x->all && i < m->n_information; i++)
		v[k++] = (struct entry){&m->information[i], true};
	inlint_array_sort(v, n, sizeof(*v), cmp_place);
	for (size_t i = 0; i < n; i++) {
		const struct inlint_recommendation *r = v[i].r;
		const char *file =
			r->file ? r->file : or_unknown(m->source_file);

		if (!inlint_finding_shown(x->find, file, r->line,
					  or_unknown(r->reason)))
			continue;
		if (x->json)
			put_json(x, m, file, r, v[i].information);
		else
			show_recommendation(file, r);
	}
	free(v);
}

static size_t estimated(const struct inlint_model *m)
{
	size_t n = 0;

	for (size_t i = 0; i < m->n_recommendations; i++)
		n += m->recommendations[i].evidence &&
		     strcmp(m->recommendations[i].evidence,
			    "static estimate") == 0;
	return n;
}

/* With all, the information entries follow the recommendations; then the
 * decisions applied and the problems. The summary says once what the
 * static estimate's recommendations lack. */
static void show_record(const struct inlint_model *m, const char *path,
			struct show_ctx *x)
{
	const char *name = m->source_file ? m->source_file : path;
	size_t guessed = estimated(m), silenced = x->find->silenced;
	struct inlint_finding_opts *find = x->find;

	show_in_order(m, x);
	if (x->json) {
		for (size_t i = 0; i < m->n_problems; i++)
			inlint_problem_print(stderr, name, m->problems[i], 0);
		return;
	}
	for (size_t i = 0; i < m->n_applied; i++)
		show_applied(m, &m->applied[i]);
	for (size_t i = 0; i < m->n_problems; i++)
		inlint_problem_print(stdout, name, m->problems[i], 0);
	if (guessed)
		inlint_fprintf_escaped(stdout,
				       "%s: %zu recommendation%s rest%s on the "
				       "static estimate: run `inlint tune` or "
				       "give a profile\n",
				       name, guessed, plural(guessed),
				       guessed == 1 ? "s" : "");
	inlint_fprintf_escaped(
		stdout, "%s: %zu function%s, %zu recommendation%s", name,
		m->n_functions, plural(m->n_functions), m->n_recommendations,
		plural(m->n_recommendations));
	if (m->n_information)
		printf(", %zu information entr%s", m->n_information,
		       m->n_information == 1 ? "y" : "ies");
	if (m->n_problems)
		inlint_fprintf_escaped(stdout, ", %zu problem%s", m->n_problems,
				       plural(m->n_problems));
	if (find->silenced > silenced)
		printf(", %zu silenced", find->silenced - silenced);
	/* Another compiler, architecture or profile inlines otherwise. */
	inlint_model_build_print(stdout, m);
	putchar('\n');
}

static int show_main(int argc, char **argv);

enum { OPT_ALL = 1, OPT_FORMAT };

static const struct inlint_option options[] = {
	{OPT_ALL, "all", 0, NULL,
	 "also print the information entries: what changes nothing "
	 "(required annotations, what LLVM cannot inline)",
	 0},
	{OPT_FORMAT, "format", 0, "text|json",
	 "one line per recommendation and a summary per record (default), or "
	 "the recommendations as one JSON document (docs/CONVENTIONS.md)",
	 0},
	INLINT_FINDING_OPTIONS,
	{0},
};

const struct inlint_command inlint_show_command = {
	.name = "show",
	.summary = "print the recommendations in records",
	.synopsis = "[RECORD|OBJECT|DIR|REPORT...] [--all] [--checks GLOBS]\n"
		    "[--format text|json]",
	.description = "Prints each record's recommendations as file:line: "
		       "action: message, the decisions it applied, each "
		       "problem its compile had as file: warning: problem, "
		       "then one summary line per record, which ends with "
		       "the build the advice holds for (clang-22 x86_64). "
		       "A record is a "
		       "record file, or the copy an object file carries (an "
		       "object, or an archive's objects); a directory is "
		       "searched for both, and a record found twice is shown "
		       "once. A REPORT of inlint merge is shown as its "
		       "recommendations in file:line order and one summary "
		       "line; - is standard input. Without one: "
		       "" INLINT_RECORDS_DEFAULT_TEXT ".\n\n"
		       "Each recommendation ends with its check, "
		       "[inlint-REASON] (the reason code); --checks selects "
		       "them, and a NOLINT(inlint-...) comment on the "
		       "function's line, or NOLINTNEXTLINE(...) on the line "
		       "before, silences one (docs/CONVENTIONS.md).",
	.options = options,
	.findings = "if a record carries a problem",
	.doc = "RECORD.md",
	.examples =
		"inlint show  # the records of compiles run in this directory\n"
		"inlint show mm/zsmalloc.o --checks='-*,inlint-cold-*'\n"
		"inlint merge -o - | inlint show -  # a report, in file:line "
		"order\n",
	.run = show_main,
};

static int show_one(void *ctx, struct inlint_model *m, const char *label,
		    char *err, size_t errlen)
{
	struct show_ctx *x = ctx;

	(void)err;
	(void)errlen;
	show_record(m, label, x);
	x->problems |= m->n_problems > 0;
	inlint_model_destroy(m);
	return 0;
}

#define REPORT_SCHEMA "schema: inlint-report/"

/* Whether path is a report of inlint merge, by its first line (merge
 * writes the schema first); reads no more than that of a file. */
static bool is_report(const char *path)
{
	char head[sizeof(REPORT_SCHEMA) - 1], err[256], *text;
	size_t len;
	bool yes;
	int fd;

	if (inlint_dash(path)) {
		text = inlint_read_file(path, &len, err, sizeof(err));
		yes = text && !strncmp(text, REPORT_SCHEMA, sizeof(head));
		free(text);
		return yes;
	}
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return false;
	yes = read(fd, head, sizeof(head)) == (ssize_t)sizeof(head) &&
	      !memcmp(head, REPORT_SCHEMA, sizeof(head));
	close(fd);
	return yes;
}

static bool rec_shown(void *ctx, const struct inlint_report_rec *r)
{
	return inlint_finding_shown(ctx, r->file, r->line,
				    r->reason ? r->reason : "?");
}

/* A report's recommendations that rec_shown lets through, as JSON, and
 * its problems on stderr. */
static void report_json(const struct inlint_report *rep, struct show_ctx *x)
{
	size_t n;
	const struct inlint_report_rec **v =
		inlint_report_in_order(rep, x->all, &n);

	for (size_t i = 0; i < n; i++) {
		if (!rec_shown(x->find, v[i]))
			continue;
		inlint_finding_json_next(stdout, x->n_json++);
		inlint_json_put(stdout, inlint_report_rec_json(rep, v[i]));
	}
	free(v);
	x->problems |= inlint_report_print_problems(stderr, rep) > 0;
}

/* A merged report: its recommendations in file:line order, its problems,
 * and a summary line. */
static int show_report(const char *path, struct show_ctx *x)
{
	char err[1024];
	struct inlint_report *rep = inlint_report_read(path, err, sizeof(err));
	size_t silenced = x->find->silenced, problems, info = 0;

	if (!rep)
		return inlint_fail(err);
	if (x->json) {
		report_json(rep, x);
		inlint_report_destroy(rep);
		return INLINT_EXIT_OK;
	}
	inlint_report_print_in_order(stdout, rep, x->all, rec_shown, x->find);
	problems = inlint_report_print_problems(stdout, rep);
	x->problems |= problems > 0;
	for (size_t i = 0; i < rep->n_recs; i++)
		info += rep->recs[i].information;
	inlint_fprintf_escaped(stdout,
			       "%s: report of %zu record%s, %zu "
			       "recommendation%s, %zu information entr%s",
			       path, rep->records, plural(rep->records),
			       rep->n_recs - info, plural(rep->n_recs - info),
			       info, info == 1 ? "y" : "ies");
	if (x->find->silenced > silenced)
		printf(", %zu silenced", x->find->silenced - silenced);
	inlint_report_build_print(stdout, rep);
	putchar('\n');
	inlint_report_destroy(rep);
	return INLINT_EXIT_OK;
}

/* The records found at path, each shown once however often it is found.
 * One bad record does not hide the others. */
static int show_path(struct inlint_record_inputs *in, const char *path,
		     struct show_ctx *x)
{
	size_t from = in->paths.n, matched = in->paths.matched;
	char err[1024];
	int status = INLINT_EXIT_OK;

	if (is_report(path))
		return show_report(path, x);
	if (inlint_record_inputs_find(in, path, err, sizeof(err))) {
		inlint_error("%s", err);
		return INLINT_EXIT_USAGE;
	}
	if (in->paths.matched == matched) {
		snprintf(err, sizeof(err),
			 "%s: no *.inlint.yaml records and no objects", path);
		inlint_error("%s", err);
		return INLINT_EXIT_USAGE;
	}
	for (size_t i = from; i < in->paths.n; i++)
		if (inlint_record_inputs_read(in, i, show_one, x, err,
					      sizeof(err)) < 0) {
			inlint_error("%s", err);
			status = INLINT_EXIT_USAGE;
		}
	return status;
}

/* Bad input (2) over the problems records carry (1). */
static int show_records(char **paths, size_t n, bool all, bool json,
			struct inlint_finding_opts *find)
{
	struct inlint_record_inputs in = {0};
	struct show_ctx x = {.all = all, .json = json, .find = find};
	int status = INLINT_EXIT_OK;

	if (json)
		inlint_finding_json_begin(stdout, "show");
	for (size_t i = 0; i < n; i++)
		if (show_path(&in, paths[i], &x))
			status = INLINT_EXIT_USAGE;
	if (json)
		inlint_finding_json_end(stdout, x.n_json);
	inlint_record_inputs_release(&in);
	if (status == INLINT_EXIT_OK && x.problems)
		status = INLINT_EXIT_FINDINGS;
	return status;
}

struct show_args {
	char **paths;
	size_t n;
	bool all;
	bool json;
	struct inlint_finding_opts find;
};

static int show_option(void *ctx, struct inlint_args *p, int id)
{
	struct show_args *a = ctx;
	int taken = inlint_finding_opts_take(&a->find, p, id);

	if (taken <= 0)
		return taken;
	if (id == OPT_ALL) {
		a->all = true;
	} else if (id == OPT_FORMAT) {
		if (strcmp(p->value, "text") && strcmp(p->value, "json")) {
			snprintf(p->err, sizeof(p->err),
				 "bad --format '%s' (text or json)", p->value);
			return -1;
		}
		a->json = !strcmp(p->value, "json");
	} else {
		a->paths[a->n++] = p->value;
	}
	return 0;
}

static int show_main(int argc, char **argv)
{
	struct show_args a = {
		.paths = inlint_xcalloc((size_t)argc, sizeof(char *))};
	char dflt[PATH_MAX];
	int status;

	inlint_finding_opts_init(&a.find);
	status = inlint_command_parse(&inlint_show_command, argc, argv,
				      show_option, &a);
	if (!status && !a.n)
		a.paths[a.n++] =
			(char *)inlint_records_default(dflt, sizeof(dflt));
	if (!status)
		status = show_records(a.paths, a.n, a.all, a.json, &a.find);
	if (a.find.failed)
		status = inlint_fail(a.find.err);
	inlint_finding_opts_release(&a.find);
	free(a.paths);
	return status;
}
