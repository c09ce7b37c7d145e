/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* why.c - "inlint why REMARKS... [--records DIR]": clang's reasons for calls it
 * did not inline, joined to records. Run: inlint why x.opt.yaml --records R */
#include "array.h"
#include "commands.h"
#include "escape.h"
#include "reason.h"
#include "record.h"
#include "remarks.h"
#include "verdict.h"
#include "walk.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
	bool all;
	bool cost_full;
};

struct models {
	struct inlint_model **v;
	size_t n, cap;
};

struct why {
	struct options opt;
	struct inlint_remarks remarks;
	struct inlint_verdicts verdicts;
	struct models models;
	bool truncated; /* a printed cost may have stopped at the threshold */
};

static int add_model(struct models *ms, const char *path, char *err,
		     size_t errlen)
{
	struct inlint_model *m = inlint_record_read(path, err, errlen);

	if (!m)
		return -1;
	/* The link's call sites are the compile's again, after importing. */
	if (inlint_phase_is_link(m->phase)) {
		inlint_model_destroy(m);
		return 0;
	}
	ms->v = inlint_array_grow(ms->v, &ms->cap, ms->n + 1, sizeof(*ms->v));
	ms->v[ms->n++] = m;
	return 0;
}

static int add_records(struct models *ms, const char *path, char *err,
		       size_t errlen)
{
	struct inlint_paths paths = {0};
	int ret = inlint_find_records(path, &paths, err, errlen);

	for (size_t i = 0; ret == 0 && i < paths.n; i++)
		ret = add_model(ms, paths.v[i], err, errlen);
	inlint_paths_release(&paths);
	return ret;
}

/* Prints clang's reason for one call; m and cs: see inlint_reason_format. */
static void print_reason(struct why *w, const struct inlint_remark *r,
			 const struct inlint_model *m,
			 const struct inlint_call_site *cs)
{
	char phrase[512];

	if (!r) {
		printf("no inline remark for this call");
		return;
	}
	if (inlint_reason_format(phrase, sizeof(phrase), r, m, cs) &&
	    !w->opt.cost_full)
		w->truncated = true;
	inlint_fputs_escaped(phrase, stdout);
}

/* The status of a call: clang's, over the call and its copies, and the
 * record's (an inlined copy sits there) only when clang said nothing. */
static const char *status_of(const struct inlint_site_verdict *v,
			     const struct inlint_call_site *cs)
{
	if (v->inlined && v->n_refused)
		return "partly inlined";
	if (v->inlined || (!v->refused && cs->inlined))
		return "inlined";
	return "not inlined";
}

/* The refusal told of a call: a copy's says where it is. */
static void print_refusal(struct why *w, const struct inlint_site_verdict *v,
			  const struct inlint_model *m,
			  const struct inlint_call_site *cs, const char *caller)
{
	const struct inlint_remark *r = v->refused;

	if (v->inlined)
		inlint_fprintf_escaped(stdout, "at %zu of %zu calls; not ",
				       v->n_inlined,
				       v->n_inlined + v->n_refused);
	if (strcmp(r->caller, caller)) {
		inlint_fprintf_escaped(stdout, "in %s: ", r->caller);
		m = NULL;
		cs = NULL;
	} else if (v->inlined) {
		inlint_fprintf_escaped(stdout, "in %s: ", caller);
	}
	print_reason(w, r, m, cs);
}

static void print_site(struct why *w, const struct inlint_model *m,
		       const struct inlint_call_site *cs)
{
	const struct inlint_function *callee = &m->functions[cs->callee];
	const struct inlint_function *caller = &m->functions[cs->caller];
	const char *file = caller->file ? caller->file : m->source_file;
	struct inlint_site_verdict v;
	const char *status;

	inlint_verdict_site(&w->verdicts, m, cs, file, &v);
	status = status_of(&v, cs);
	if (!strcmp(status, "inlined") && !w->opt.all)
		return;
	inlint_fprintf_escaped(stdout,
			       "%s:%u: %s in %s: %s: ", file ? file : "?",
			       cs->line, callee->name, caller->name, status);
	if (v.refused && (!v.inlined || v.n_refused))
		print_refusal(w, &v, m, cs, caller->name);
	else
		print_reason(w, v.inlined, m, cs);
	putchar('\n');
}

static void print_records(struct why *w)
{
	for (size_t i = 0; i < w->models.n; i++) {
		const struct inlint_model *m = w->models.v[i];

		for (size_t j = 0; j < m->n_call_sites; j++)
			print_site(w, m, &m->call_sites[j]);
	}
}

static int cmp_location(const void *pa, const void *pb)
{
	const struct inlint_remark *a = *(const struct inlint_remark **)pa;
	const struct inlint_remark *b = *(const struct inlint_remark **)pb;
	int c = strcmp(a->file ? a->file : "", b->file ? b->file : "");

	if (!c)
		c = (a->line > b->line) - (a->line < b->line);
	return c ? c : strcmp(a->callee, b->callee);
}

/* Without records: every call the remarks speak of, in source order. Calls
 * of external functions (NoDefinition) only with --all: they are noise. */
static void print_remarks(struct why *w)
{
	inlint_array_sort(w->verdicts.v, w->verdicts.n, sizeof(*w->verdicts.v),
			  cmp_location);
	for (size_t i = 0; i < w->verdicts.n; i++) {
		const struct inlint_remark *r = w->verdicts.v[i];

		if (!w->opt.all &&
		    (r->inlined || !strcmp(r->name, "NoDefinition")))
			continue;
		inlint_fprintf_escaped(stdout, "%s:%u: %s in %s: %s: ",
				       r->file ? r->file : "?", r->line,
				       r->callee, r->caller,
				       r->inlined ? "inlined" : "not inlined");
		print_reason(w, r, NULL, NULL);
		putchar('\n');
	}
}

static void release(struct why *w)
{
	for (size_t i = 0; i < w->models.n; i++)
		inlint_model_destroy(w->models.v[i]);
	free(w->models.v);
	inlint_verdicts_release(&w->verdicts);
	inlint_remarks_release(&w->remarks);
}

static int why_main(int argc, char **argv);

enum { OPT_RECORDS = 1, OPT_ALL, OPT_COST_FULL };

static const struct inlint_option options[] = {
	{OPT_RECORDS, "records", 0, "DIR|FILE",
	 "the calls are the records' call sites, and cold ones say so "
	 "(repeatable; merged reports carry no call sites: give the records)",
	 0},
	{OPT_ALL, "all", 0, NULL, "also the calls that were inlined", 0},
	{OPT_COST_FULL, "cost-full", 0, NULL,
	 "the remarks come from a build with -mllvm -inline-cost-full", 0},
	{0},
};

const struct inlint_command inlint_why_command = {
	.name = "why",
	.summary = "clang's reasons for calls it did not inline",
	.synopsis = "REMARKS... [--records DIR|FILE] [--all] [--cost-full]",
	.description =
		"Prints clang's reason for every call it did not inline, from "
		"the remark files of -fsave-optimization-record (YAML or "
		"bitstream; a directory is searched for *.opt.yaml and "
		"*.opt.bitstream), one line each:\n\n"
		"  file:line: callee in caller: not inlined: cost 285 vs "
		"threshold 225 (misses by 61)\n\n"
		"With records, a call's status is clang's over the call and "
		"the copies of it that inlining its caller made: inlined, not "
		"inlined, or partly inlined (\"at 3 of 4 calls; not in f: "
		"...\").\n\n"
		"Costs are truncated unless the build used "
		"-mllvm -inline-cost-full: clang stops adding up once the cost "
		"reaches the threshold. Add it to the build "
		"(with -fsave-optimization-record) for the true costs.",
	.options = options,
	.examples = "inlint why pool.opt.yaml --records records/  # clang's "
		    "reasons, with the records' hotness\n",
	.run = why_main,
};

/* The remark files and records named on the command line. */
struct why_inputs {
	char **remarks;
	size_t n_remarks;
	char **records;
	size_t n_records;
};

/* The command line: the flags into w, the files into in. */
struct why_args {
	struct why *w;
	struct why_inputs *in;
};

static int why_option(void *ctx, struct inlint_args *p, int id)
{
	struct why_args *a = ctx;

	switch (id) {
	case OPT_RECORDS:
		a->in->records[a->in->n_records++] = p->value;
		break;
	case OPT_ALL:
		a->w->opt.all = true;
		break;
	case OPT_COST_FULL:
		a->w->opt.cost_full = true;
		break;
	default:
		a->in->remarks[a->in->n_remarks++] = p->value;
	}
	return 0;
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse_args(int argc, char **argv, struct why *w,
		      struct why_inputs *in)
{
	struct why_args a = {w, in};
	int status;

	in->remarks = inlint_xcalloc((size_t)argc, sizeof(*in->remarks));
	in->records = inlint_xcalloc((size_t)argc, sizeof(*in->records));
	status = inlint_command_parse(&inlint_why_command, argc, argv,
				      why_option, &a);
	if (!status && !in->n_remarks)
		status =
			inlint_usage_error(&inlint_why_command,
					   "no remark file or directory given");
	return status;
}

static int load(struct why *w, const struct why_inputs *in, char *err,
		size_t errlen)
{
	for (size_t i = 0; i < in->n_records; i++)
		if (add_records(&w->models, in->records[i], err, errlen))
			return -1;
	for (size_t i = 0; i < in->n_remarks; i++)
		if (inlint_remarks_read_path(in->remarks[i], &w->remarks, err,
					     errlen))
			return -1;
	inlint_verdicts_build(&w->verdicts, &w->remarks);
	return 0;
}

static void print(struct why *w)
{
	if (w->models.n)
		print_records(w);
	else
		print_remarks(w);
	inlint_flush_stdout();
	if (w->truncated)
		inlint_note("%s (then pass --cost-full)",
			    INLINT_REASON_TRUNCATED_NOTE);
}

static int why_main(int argc, char **argv)
{
	struct why w = {0};
	struct why_inputs in = {0};
	char err[1024];
	int status = parse_args(argc, argv, &w, &in);

	if (!status && load(&w, &in, err, sizeof(err))) {
		inlint_error("%s", err);
		status = INLINT_EXIT_USAGE;
	}
	if (!status)
		print(&w);
	release(&w);
	free(in.remarks);
	free(in.records);
	return status;
}
