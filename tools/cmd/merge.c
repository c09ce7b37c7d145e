/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* merge.c - "inlint merge DIR|RECORD... -o report.yaml": every record of a
 * build folded into one ranked report (docs/REPORT.md), and a summary. */
#include "annot_estimate.h"
#include "budget_fit.h"
#include "build_words.h"
#include "checks.h"
#include "commands.h"
#include "dash.h"
#include "compile_opts.h"
#include "escape.h"
#include "header_bloat.h"
#include "objbytes.h"
#include "problems.h"
#include "reason.h"
#include "json_lib.h"
#include "rec_json.h"
#include "rec_line.h"
#include "record.h"
#include "remarks.h"
#include "finding_json.h"
#include "finding_opts.h"
#include "records_dir.h"
#include "fold.h"
#include "measure.h"
#include "report_yaml.h"
#include "stack_view.h"
#include "verdict.h"
#include "walk.h"
#include "xalloc.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_TOP 20

struct merge_args {
	const char *out;
	const char *decisions;
	size_t top;
	char **inputs;
	size_t n_inputs;
	char default_records[PATH_MAX]; /* the inputs when none is given */
	char **remarks;
	size_t n_remarks;
	bool whatif; /* measure each recommendation in -p's compiles */
	struct inlint_compile_opts compile;
	bool all; /* --all: the information entries too */
	const char *objects;
	struct inlint_budget_spec budget;
	bool has_budget;
	bool no_budget;	     /* --budget none */
	bool default_budget; /* objects read, and no --budget */
	bool view_header_bloat, view_stack;
	size_t frame_limit;
	struct inlint_finding_opts find; /* --checks, NOLINT */
	/* --whatif without -p: the project file's configurations. */
	struct inlint_project project;
	size_t *configs;
	size_t n_configs;
	bool json; /* --format json: the summary's top entries as JSON */
};

/* --whatif's engines (one per configuration, or -p's one), and the
 * plugin path they hold. */
struct measuring {
	char *plugin;
	struct inlint_report_whatif **s;
	size_t n;
};

/* Configuration k's engine into m->s[k], and its name and label into
 * rep. Returns 0, or -1 with err naming where the configuration is
 * defined. */
static int start_config(struct inlint_report *rep, const struct merge_args *a,
			const struct inlint_whatif_config *c, size_t k,
			struct measuring *m, char *err, size_t errlen)
{
	const struct inlint_config *conf = &a->project.v[a->configs[k]];
	char words[INLINT_BUILD_WORDS_MAX], why[1536];

	snprintf(words, sizeof(words), "%s", conf->name);
	m->s[k] = inlint_report_whatif_create_config(
		c, conf, words, sizeof(words), why, sizeof(why));
	if (!m->s[k]) {
		snprintf(err, errlen, "%s:%u: configuration '%s': %s",
			 a->project.path, conf->line, conf->name, why);
		return -1;
	}
	snprintf(why, sizeof(why), "%s:%u", a->project.path, conf->line);
	rep->configs[k].name = inlint_intern(&rep->strings, conf->name);
	rep->configs[k].label = inlint_intern(&rep->strings, words);
	rep->configs[k].defined_at = inlint_intern(&rep->strings, why);
	m->n = k + 1;
	return 0;
}

/* The engines: over -p's database, or each configuration's compiles.
 * Returns 0, or -1 with err set. */
static int start(struct inlint_report *rep, const struct merge_args *a,
		 const struct inlint_whatif_config *c, struct measuring *m,
		 char *err, size_t errlen)
{
	m->s = inlint_xcalloc(a->n_configs + 1, sizeof(*m->s));
	if (!a->n_configs) {
		m->s[0] = inlint_report_whatif_create(c, a->compile.db, err,
						      errlen);
		m->n = m->s[0] != NULL;
		return m->n ? 0 : -1;
	}
	rep->configs = inlint_xcalloc(a->n_configs, sizeof(*rep->configs));
	rep->n_configs = a->n_configs;
	for (size_t k = 0; k < a->n_configs; k++)
		if (start_config(rep, a, c, k, m, err, errlen))
			return -1;
	return 0;
}

static void stop(struct measuring *m)
{
	for (size_t k = 0; k < m->n; k++)
		inlint_report_whatif_destroy(m->s[k]);
	free(m->s);
	free(m->plugin);
}

/* --whatif: each recommendation applied alone to its compiles, in each
 * configuration. */
static int measure(struct inlint_report *rep, const struct merge_args *a,
		   struct measuring *m)
{
	struct inlint_whatif_config c = {
		.cc = a->compile.cc,
		.jobs = a->compile.jobs,
		.measure = (enum inlint_whatif_measure)a->compile.measure,
		.progress = inlint_whatif_progress_stderr};
	char err[2048];
	int ret = -1;

	m->plugin = inlint_whatif_plugin_for(a->compile.plugin, c.measure, err,
					     sizeof(err));
	c.plugin = m->plugin;
	if (m->plugin && !start(rep, a, &c, m, err, sizeof(err)))
		ret = inlint_report_measure(rep, m->s, m->n, err, sizeof(err));
	if (ret)
		inlint_error("%s", err);
	return ret;
}

/* The budget on the costs measured alone, then, with --whatif, fitted to
 * what the kept set measures together (in every configuration). */
static int budget(struct inlint_report *rep, const struct merge_args *a,
		  struct measuring *m)
{
	char err[2048];

	inlint_budget_apply(rep, &a->budget, NULL);
	if (!m->n ||
	    !inlint_budget_fit(rep, m->s, m->n, &a->budget, err, sizeof(err)))
		return 0;
	inlint_error("%s", err);
	return -1;
}

static int collect(const struct merge_args *a, struct inlint_record_inputs *in)
{
	char err[1024];

	for (size_t i = 0; i < a->n_inputs; i++) {
		size_t before = in->paths.matched;

		if (inlint_record_inputs_find(in, a->inputs[i], err,
					      sizeof(err))) {
			inlint_error("%s", err);
			return -1;
		}
		if (in->paths.matched == before) {
			inlint_error("%s: no *.inlint.yaml records and no "
				     "objects",
				     a->inputs[i]);
			return -1;
		}
	}
	return 0;
}

/* The records of the files found; objects found in a directory may carry
 * none, but not all of them. */
static int read_records(struct inlint_report *rep,
			struct inlint_record_inputs *in)
{
	char err[1024];

	if (inlint_report_add_records(rep, in, err, sizeof(err))) {
		inlint_error("%s", err);
		return -1;
	}
	if (rep->records)
		return 0;
	inlint_error("no records: the objects found carry no .inlint section "
		     "(built without the plugin?)");
	return -1;
}

static int load_decisions(struct inlint_report *rep, const char *file)
{
	char err[1024];
	struct inlint_model *d =
		inlint_decisions_read_whole(file, err, sizeof(err));

	if (!d) {
		inlint_error("%s", err);
		return -1;
	}
	inlint_report_set_decisions(rep, file, d);
	return 0;
}

/* The decisions that changed nothing in the build: none matched, or
 * every record that matched one refused it. */
static void print_unmatched(const struct inlint_report *rep)
{
	for (size_t i = 0; i < rep->decisions->n_recommendations; i++) {
		const struct inlint_report_decision *rd = &rep->by_name[i];

		if (rd->matched)
			continue;
		if (rd->refused)
			inlint_fprintf_escaped(stderr,
					       "%s: decision for %s refused in "
					       "every record that matched it: "
					       "%s\n",
					       rep->decisions_file,
					       rd->d->function, rd->refused);
		else
			inlint_fprintf_escaped(stderr,
					       "%s: decision for %s matched "
					       "nothing in %zu record%s\n",
					       rep->decisions_file,
					       rd->d->function, rep->records,
					       rep->records == 1 ? "" : "s");
	}
}

static void print_by_reason(FILE *out, const struct inlint_report *rep)
{
	const char **seen = inlint_xcalloc(rep->n_recs + 1, sizeof(*seen));
	size_t n_seen = 0;

	fprintf(out, "recommendations by reason:\n");
	for (size_t i = 0; i < rep->n_recs; i++) {
		const char *reason = rep->recs[i].reason;
		size_t count = 0, k;

		for (k = 0; k < n_seen && seen[k] != reason; k++)
			;
		if (k < n_seen || rep->recs[i].information)
			continue;
		seen[n_seen++] = reason;
		for (size_t j = i; j < rep->n_recs; j++)
			count += rep->recs[j].reason == reason &&
				 !rep->recs[j].information;
		fprintf(out, "  %-24s %zu\n", reason ? reason : "?", count);
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

/* How many entries are recommendations, how many information, and how
 * many recommendations rest on the static estimate alone. */
static void count_recs(const struct inlint_report *rep, size_t *recs,
		       size_t *info, size_t *estimated)
{
	*recs = *info = *estimated = 0;
	for (size_t i = 0; i < rep->n_recs; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];

		*info += r->information;
		*recs += !r->information;
		*estimated += !r->information && !r->measured && r->evidence &&
			      strncmp(r->evidence, "static estimate", 15) == 0;
	}
}

/* ": the kept set measured together in 1 TU, round 2 (alone: +120)",
 * or in configurations each one's figures. */
static void print_together(FILE *out, const struct inlint_report *rep)
{
	const struct inlint_report_budget *b = &rep->budget;

	if (!rep->n_configs) {
		fprintf(out,
			": the kept set measured together in %zu TU%s, round "
			"%zu (alone: %+lld)%s",
			b->together_tus, b->together_tus == 1 ? "" : "s",
			b->rounds, (long long)b->alone,
			b->delta > b->limit ? ", over the budget" : "");
		return;
	}
	fprintf(out, ": the kept set measured together, round %zu, in",
		b->rounds);
	for (size_t k = 0; k < rep->n_configs; k++) {
		const struct inlint_report_config *c = &rep->configs[k];

		inlint_fprintf_escaped(out, "%s %s", k ? "," : "", c->label);
		fprintf(out, " %+lld bytes (%zu TU%s, alone: %+lld)%s",
			(long long)c->delta, c->together_tus,
			c->together_tus == 1 ? "" : "s", (long long)c->alone,
			c->delta > b->limit ? ", over the budget" : "");
	}
}

static void print_budget(FILE *out, const struct inlint_report *rep)
{
	const struct inlint_report_budget *b = &rep->budget;

	fprintf(out, "budget: %lld bytes (%.3g%% of %.0f text bytes, ",
		(long long)b->limit,
		b->text ? 100.0 * (double)b->limit / b->text : 0, b->text);
	if (!b->text_objects)
		fprintf(out, "estimated from IR sizes");
	else if (b->text_objects < b->text_tus)
		fprintf(out,
			"from objects for %zu of %zu TUs, the rest estimated",
			b->text_objects, b->text_tus);
	else
		fprintf(out, "from objects");
	fprintf(out, "); kept %zu, dropped %zu", b->kept, b->dropped);
	if (b->cold)
		fprintf(out, " (%zu always_inline on globally cold calls)",
			b->cold);
	fprintf(out, "; predicted text delta %+lld bytes (%+.3g%%)",
		(long long)b->delta,
		b->text ? 100.0 * (double)b->delta / b->text : 0);
	if (b->rounds)
		print_together(out, rep);
	fputc('\n', out);
}

/* Which objects merge found at the records' object keys, and what it did
 * for those it did not: said without --objects, and with it when some
 * compiles wrote no machine code. */
static void print_objects(FILE *out, const struct inlint_report *rep,
			  const struct merge_args *a)
{
	size_t named = 0;
	bool elsewhere = rep->objects_no_code < rep->objects_missing;

	for (size_t tu = 0; tu < rep->n_tus; tu++)
		named += rep->tu_objects[tu] != NULL;
	if (!named) {
		fprintf(out,
			"objects: the records name none (no -o): costs "
			"estimated "
			"from IR sizes%s\n",
			a->has_budget ? "" : ", no budget");
		return;
	}
	if (!rep->objects_read) {
		inlint_fprintf_escaped(
			out,
			"objects: none of the %zu at the records' object keys "
			"could be read %s%s (%s): costs estimated from IR "
			"sizes%s\n",
			named, a->objects ? "under " : "from here",
			a->objects ? a->objects : "", rep->object_problem,
			a->has_budget ? ""
			: !a->objects && elsewhere
				? ", no budget (--objects DIR names the "
				  "directory the compiles ran in)"
				: ", no budget");
		return;
	}
	inlint_fprintf_escaped(
		out,
		"objects: read %zu of %zu at the records' object "
		"keys (%s%s), %s%s",
		rep->objects_read, rep->n_tus, rep->object_first,
		rep->objects_read > 1 ? ", ..." : "",
		a->objects ? "under " : "from the current directory",
		a->objects ? a->objects : "");
	if (rep->objects_read < rep->n_tus)
		inlint_fprintf_escaped(
			out,
			"; the other TUs estimated from IR sizes "
			"(%s)",
			rep->object_problem ? rep->object_problem : "no -o");
	fputc('\n', out);
}

/* The first --top entries that --checks and the sources' NOLINT comments
 * let through, in the report's order: *n indexes of rep->recs, to free. */
static size_t *pick_top(const struct inlint_report *rep, struct merge_args *a,
			size_t *n_out)
{
	size_t *pick = inlint_xcalloc(a->top + 1, sizeof(*pick)), n = 0;

	for (size_t i = 0; i < rep->n_recs && n < a->top; i++) {
		const struct inlint_report_rec *r = &rep->recs[i];

		if ((r->information && !a->all) || r->over_budget ||
		    !inlint_finding_shown(&a->find, r->file, r->line,
					  r->reason ? r->reason : "?"))
			continue;
		pick[n++] = i;
	}
	*n_out = n;
	return pick;
}

static void print_top(FILE *out, const struct inlint_report *rep,
		      struct merge_args *a)
{
	size_t n, *pick = pick_top(rep, a, &n);

	if (n)
		fprintf(out, "top %zu by expected value:\n", n);
	for (size_t i = 0; i < n; i++)
		inlint_report_rec_print(out, &rep->recs[pick[i]]);
	free(pick);
}

static void print_summary(FILE *out, const struct inlint_report *rep,
			  struct merge_args *a)
{
	size_t recs, info, estimated, listable;

	count_recs(rep, &recs, &info, &estimated);
	fprintf(out, "%zu records", rep->records);
	if (rep->link_records)
		fprintf(out, " (%zu of the link)", rep->link_records);
	fprintf(out,
		", %zu functions, %zu recommendations, %zu extern functions: "
		"%s",
		rep->n_fns, recs, count_externs(rep), a->out);
	inlint_report_build_print(out, rep);
	fputc('\n', out);
	if (info)
		fprintf(out, "%zu information entr%s%s\n", info,
			info == 1 ? "y" : "ies",
			a->all ? "" : " (--all lists them)");
	if (estimated)
		fprintf(out,
			"%zu recommendation%s on the static estimate: run "
			"`inlint tune` or give a profile\n",
			estimated, estimated == 1 ? " rests" : "s rest");
	if (recs)
		print_by_reason(out, rep);
	listable = recs;
	if (!a->objects || rep->objects_missing)
		print_objects(out, rep, a);
	if (rep->budget.set) {
		print_budget(out, rep);
		listable = rep->budget.kept;
	}
	if (rep->budget.set && a->default_budget)
		fprintf(out,
			"(the default budget with %s%s: +%g%%; --budget none "
			"keeps every recommendation)\n",
			a->objects ? "--objects" : "the objects found",
			a->whatif ? " and --whatif" : "", a->budget.value);
	listable += a->all ? info : 0;
	if (listable && a->top)
		print_top(out, rep, a);
}

/* --format json: the summary's top entries (over the budget left out,
 * information entries with --all), in the report's order. */
static void print_top_json(FILE *out, const struct inlint_report *rep,
			   struct merge_args *a)
{
	size_t n, *pick = pick_top(rep, a, &n);

	inlint_finding_json_begin(out, "merge");
	for (size_t i = 0; i < n; i++) {
		inlint_finding_json_next(out, i);
		inlint_json_put(
			out, inlint_report_rec_json(rep, &rep->recs[pick[i]]));
	}
	inlint_finding_json_end(out, n);
	free(pick);
}

/* --objects DIR, or else the records' object keys from here, where an
 * object that is not there is estimated instead. With the objects the
 * text and the copies are measured: a report is then safe to apply as it
 * comes, and gets the default budget. */
static int read_objects(struct inlint_report *rep, struct merge_args *a)
{
	char err[1024];

	if (inlint_report_read_objects(rep, a->objects ? a->objects : "",
				       !a->objects, err, sizeof(err))) {
		inlint_error("%s", err);
		return -1;
	}
	if (rep->objects_read && !a->has_budget && !a->no_budget) {
		a->budget = (struct inlint_budget_spec){
			.percent = true,
			.value = a->whatif
					 ? INLINT_BUDGET_DEFAULT_WHATIF_PERCENT
					 : INLINT_BUDGET_DEFAULT_PERCENT};
		a->has_budget = a->default_budget = true;
	}
	return 0;
}

/* The stack view as text, or NULL after printing why not. */
static char *stack_view(const struct inlint_report *rep,
			const struct merge_args *a)
{
	char err[1024], *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	long n;

	if (!f) {
		fputs("inlint: out of memory\n", stderr);
		abort();
	}
	n = inlint_stack_view_print(f, rep, a->objects, a->frame_limit, err,
				    sizeof(err));
	fclose(f);
	if (n >= 0)
		return text;
	inlint_error("%s", err);
	free(text);
	return NULL;
}

static int merge(struct merge_args *a)
{
	struct inlint_record_inputs in = {0};
	struct inlint_report *rep = inlint_report_create();
	struct inlint_remarks remarks = {0};
	struct inlint_verdicts verdicts = {0};
	struct measuring m = {0};
	char err[1024], *stack = NULL;
	int status = 2;
	/* -o -: the report is standard output, and what is said about it
	 * goes beside it. */
	FILE *out = inlint_dash(a->out) ? stderr : stdout;

	if (collect(a, &in) ||
	    (a->decisions && load_decisions(rep, a->decisions)))
		goto out;
	if (a->n_remarks) {
		if (inlint_remarks_load(a->remarks, a->n_remarks, &remarks,
					&verdicts, err, sizeof(err))) {
			inlint_error("%s", err);
			goto out;
		}
		rep->verdicts = &verdicts;
	}
	if (read_records(rep, &in))
		goto out;
	if (read_objects(rep, a))
		goto out;
	if (a->whatif && measure(rep, a, &m))
		goto out;
	inlint_report_rank(rep);
	inlint_report_judge(rep);
	inlint_report_costs(rep);
	if (a->has_budget && budget(rep, a, &m))
		goto out;
	/* Before the report is written: a .su file that cannot be read
	 * leaves none. */
	if (a->view_stack && !(stack = stack_view(rep, a)))
		goto out;
	if (inlint_report_write(rep, a->out, err, sizeof(err))) {
		inlint_error("%s", err);
		goto out;
	}
	if (a->json)
		print_top_json(out, rep, a);
	else
		print_summary(out, rep, a);
	if (a->view_header_bloat)
		inlint_header_bloat_print(out, rep);
	if (stack)
		fputs(stack, out);
	if (rep->decisions)
		print_unmatched(rep);
	if (rep->costs_truncated)
		inlint_note("%s", INLINT_REASON_TRUNCATED_NOTE);
	status = inlint_report_print_problems(a->json ? stderr : out, rep)
			 ? INLINT_EXIT_FINDINGS
			 : INLINT_EXIT_OK;
out:
	inlint_record_inputs_release(&in);
	inlint_report_destroy(rep);
	inlint_verdicts_release(&verdicts);
	inlint_remarks_release(&remarks);
	stop(&m);
	free(stack);
	return status;
}

static int merge_main(int argc, char **argv);

enum {
	OPT_OUT = 1,
	OPT_TOP,
	OPT_DECISIONS,
	OPT_REMARKS,
	OPT_WHATIF,
	OPT_ALL,
	OPT_OBJECTS,
	OPT_BUDGET,
	OPT_VIEW,
	OPT_FRAME_LIMIT,
	OPT_FORMAT,
};

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
	{OPT_WHATIF, "whatif", 0, NULL,
	 "measure each recommendation: apply it alone to the compiles of -p "
	 "(or of each configuration of " INLINT_PROJECT_FILE
	 ") that define its function (calls flipped, bytes, .text)",
	 0},
	INLINT_COMPILE_OPTIONS(
		"with --whatif: the build's compile_commands.json",
		"with --whatif"),
	INLINT_CONFIG_OPTION,
	{OPT_ALL, "all", 0, NULL,
	 "list the information entries (changes nothing: required "
	 "annotations, what LLVM cannot inline) in the summary too",
	 0},
	{OPT_OBJECTS, "objects", 0, "DIR",
	 "read each record's object under DIR (the directory the compiles "
	 "ran in) for the bytes of every out-of-line copy and of the build's "
	 "text; without it, the objects at the records' object keys from the "
	 "current directory are read where they exist",
	 0},
	{OPT_BUDGET, "budget", 0, "+PCT%|BYTES|none",
	 "keep the recommendations with the best benefit per byte until "
	 "they grow the text by PCT percent or BYTES bytes; the rest go to "
	 "over_budget (default when objects were read: +0.5%, with --whatif "
	 "+1%; none keeps them all)",
	 0},
	{OPT_VIEW, "view", 0, "header-bloat|stack",
	 "print a view after the summary: header inline functions with "
	 "out-of-line copies, or stack frames over --frame-limit (needs "
	 "--objects and -fstack-usage) (repeatable)",
	 0},
	{OPT_FRAME_LIMIT, "frame-limit", 0, "BYTES",
	 "the frame size the stack view flags above (default 2048)", 0},
	{OPT_FORMAT, "format", 0, "text|json",
	 "the summary as text (default), or its top recommendations as one "
	 "JSON document (docs/CONVENTIONS.md)",
	 0},
	INLINT_FINDING_OPTIONS,
	{0},
};

const struct inlint_command inlint_merge_command = {
	.name = "merge",
	.summary = "fold the records of a build into one report",
	.synopsis = "[DIR|RECORD...] -o REPORT [--top N] [--decisions FILE]\n"
		    "[--remarks DIR|FILE]... [--objects DIR] [--budget "
		    "+PCT%|BYTES|none]\n"
		    "[--view header-bloat|stack]... [--frame-limit BYTES] "
		    "[--all] [--format text|json]\n"
		    "[--checks GLOBS] [--whatif [-p compile_commands.json | "
		    "--config NAME[,NAME...]...]\n"
		    "[-j N] [--plugin PATH] [--cc COMPILER]]",
	.description =
		"Folds the records of a build into one report "
		"(docs/REPORT.md): every *.inlint.yaml under the "
		"directories, and the record each object (*.o) there "
		"carries, each record once; a RECORD may also be an "
		"object or an archive. Without one: "
		"" INLINT_RECORDS_DEFAULT_TEXT ". It ranks the report by "
		"hotness over the whole build's call graph and "
		"prints a summary "
		"with the top N recommendations. --remarks adds "
		"clang's reason for calls it did not inline, from the "
		"remark files of -fsave-optimization-record; the "
		"build's objects (at the records' object keys, or "
		"under --objects DIR) the bytes of each copy and a "
		"default budget; "
		"--whatif measures each recommendation in the build's "
		"compiles (-p), or without -p, where a project "
		"file " INLINT_PROJECT_FILE " is found, in each of its default "
		"configurations or those --config names, and ranks by "
		"the bytes measured (in configurations, where it grows "
		"the text most); --budget "
		"keeps what fits a size budget (in configurations, "
		"what fits it in every one: docs/CONFIGURATIONS.md); "
		"--view prints the "
		"header-bloat or stack view. Each problem the records "
		"carry is a line file: warning: problem at the end.\n\n"
		"Each line of the summary ends with its check, "
		"[inlint-REASON]; --checks and the sources' NOLINT "
		"comments choose the lines (docs/CONVENTIONS.md), not "
		"what the report holds.",
	.options = options,
	.findings = "if a record carries a problem",
	.doc = "REPORT.md",
	.examples = "inlint merge -o report.yaml  # the records of compiles "
		    "run here\n"
		    "inlint merge ~/build -o report.yaml --remarks ~/build "
		    "--objects ~/build\n",
	.run = merge_main,
};

static int set_view(struct inlint_args *p, struct merge_args *a)
{
	if (strcmp(p->value, "header-bloat") == 0)
		a->view_header_bloat = true;
	else if (strcmp(p->value, "stack") == 0)
		a->view_stack = true;
	else {
		snprintf(p->err, sizeof(p->err),
			 "bad --view '%s': header-bloat or stack", p->value);
		return -1;
	}
	return 0;
}

static int take_budget(struct merge_args *a, struct inlint_args *p)
{
	char why[64];

	a->no_budget = strcmp(p->value, "none") == 0;
	a->has_budget = !a->no_budget;
	if (a->no_budget ||
	    !inlint_budget_spec_parse(p->value, &a->budget, why, sizeof(why)))
		return 0;
	snprintf(p->err, sizeof(p->err),
		 "bad --budget '%.40s': %s; none keeps every "
		 "recommendation",
		 p->value, why);
	return -1;
}

static int merge_option(void *ctx, struct inlint_args *p, int id)
{
	struct merge_args *a = ctx;
	int taken = inlint_compile_opts_take(&a->compile, p, id);

	if (taken > 0)
		taken = inlint_finding_opts_take(&a->find, p, id);
	if (taken <= 0)
		return taken;
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
	case OPT_WHATIF:
		a->whatif = true;
		return 0;
	case OPT_ALL:
		a->all = true;
		return 0;
	case OPT_OBJECTS:
		a->objects = p->value;
		return 0;
	case OPT_BUDGET:
		return take_budget(a, p);
	case OPT_VIEW:
		return set_view(p, a);
	case OPT_FRAME_LIMIT:
		if (inlint_args_count(p->value, &a->frame_limit) == 0)
			return 0;
		snprintf(p->err, sizeof(p->err), "bad --frame-limit '%s'",
			 p->value);
		return -1;
	case OPT_FORMAT:
		a->json = !strcmp(p->value, "json");
		if (a->json || !strcmp(p->value, "text"))
			return 0;
		snprintf(p->err, sizeof(p->err),
			 "bad --format '%s' (text or json)", p->value);
		return -1;
	default:
		a->inputs[a->n_inputs++] = p->value;
		return 0;
	}
}

/* --whatif without -p: the project file's configurations, when one is
 * found. Returns 0, or 2 after printing the problem. */
static int take_configs(struct merge_args *a)
{
	char err[1024];

	if (inlint_compile_opts_configs(&a->compile, &a->project, &a->configs,
					&a->n_configs, err, sizeof(err)))
		return inlint_fail(err);
	return 0;
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse_args(int argc, char **argv, struct merge_args *a)
{
	int status;

	a->top = DEFAULT_TOP;
	a->frame_limit = INLINT_FRAME_LIMIT;
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
		a->inputs[a->n_inputs++] = (char *)inlint_records_default(
			a->default_records, sizeof(a->default_records));
	if (!a->whatif && (a->compile.db || a->compile.n_configs))
		return inlint_usage_error(&inlint_merge_command,
					  "-p and --config go with --whatif");
	if (a->whatif && (status = take_configs(a)))
		return status;
	if (a->whatif && !a->compile.db && !a->n_configs)
		return inlint_usage_error(
			&inlint_merge_command,
			"--whatif measures in -p compile_commands.json, or in "
			"the configurations of " INLINT_PROJECT_FILE
			" (none here or in a folder above)");
	if (!a->whatif && inlint_compile_opts_tuned(&a->compile))
		return inlint_usage_error(
			&inlint_merge_command,
			"-j, --plugin and --cc go with --whatif");
	if (a->view_stack && !a->objects)
		return inlint_usage_error(&inlint_merge_command,
					  "--view stack needs --objects DIR");
	if (a->json && (a->view_stack || a->view_header_bloat))
		return inlint_usage_error(&inlint_merge_command,
					  "--view prints text, not with "
					  "--format json");
	return 0;
}

static int merge_main(int argc, char **argv)
{
	struct merge_args a = {0};
	int status;

	inlint_finding_opts_init(&a.find);
	status = parse_args(argc, argv, &a);
	if (!status)
		status = merge(&a);
	if (a.find.failed)
		status = inlint_fail(a.find.err);
	inlint_finding_opts_release(&a.find);
	free(a.inputs);
	free(a.remarks);
	free(a.configs);
	free(a.compile.configs);
	inlint_project_release(&a.project);
	return status;
}
