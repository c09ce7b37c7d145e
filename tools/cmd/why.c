/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* why.c - "inlint why REMARKS... [--records DIR]": clang's reasons for calls it
 * did not inline, joined to records. Run: inlint why x.opt.yaml --records R */
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
	size_t n;
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
	ms->v = inlint_xrealloc(ms->v, (ms->n + 1) * sizeof(*ms->v));
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

static void print_site(struct why *w, const struct inlint_model *m,
		       const struct inlint_call_site *cs)
{
	const struct inlint_function *callee = &m->functions[cs->callee];
	const struct inlint_function *caller = &m->functions[cs->caller];
	const char *file = caller->file ? caller->file : m->source_file;
	const struct inlint_remark *r = inlint_verdict_find(
		&w->verdicts, callee->name, caller->name, cs->line, file);

	if (cs->inlined && !w->opt.all)
		return;
	inlint_fprintf_escaped(stdout,
			       "%s:%u: %s in %s: %s: ", file ? file : "?",
			       cs->line, callee->name, caller->name,
			       cs->inlined ? "inlined" : "not inlined");
	print_reason(w, r, m, cs);
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
	qsort(w->verdicts.v, w->verdicts.n, sizeof(*w->verdicts.v),
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

static int usage(FILE *out, int status)
{
	fputs("usage: inlint why REMARKS... [--records DIR|FILE] "
	      "[--all] [--cost-full]\n"
	      "Prints clang's reason for every call it did not inline, from "
	      "the remark\nfiles of -fsave-optimization-record (YAML or "
	      "bitstream; a directory is searched\nfor *.opt.yaml and "
	      "*.opt.bitstream), one line each:\n"
	      "  file:line: callee in caller: not inlined: cost 285 vs "
	      "threshold 225 (misses by 61)\n"
	      "With records, the calls are the records' call sites, and cold "
	      "ones say so\n(merged reports carry no call sites: give the "
	      "records).\n"
	      "  --all        also the calls that were inlined\n"
	      "  --cost-full  the remarks come from a build with "
	      "-mllvm -inline-cost-full\n"
	      "Costs are truncated unless the build used "
	      "-mllvm -inline-cost-full: clang\nstops adding up once the cost "
	      "reaches the threshold. Add it to the build\n"
	      "(with -fsave-optimization-record) for the true costs.\n",
	      out);
	return status;
}

static int parse_args(int argc, char **argv, struct why *w, char *err,
		      size_t errlen)
{
	int n = 0;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int ret = 0;

		if (!strcmp(a, "--all")) {
			w->opt.all = true;
		} else if (!strcmp(a, "--cost-full")) {
			w->opt.cost_full = true;
		} else if (i + 1 < argc && !strcmp(a, "--records")) {
			ret = add_records(&w->models, argv[++i], err, errlen);
		} else if (a[0] == '-' && a[1]) {
			return 1;
		} else {
			ret = inlint_remarks_read_path(a, &w->remarks, err,
						       errlen);
			n++;
		}
		if (ret)
			return -1;
	}
	return n ? 0 : 1;
}

static void release(struct why *w)
{
	for (size_t i = 0; i < w->models.n; i++)
		inlint_model_destroy(w->models.v[i]);
	free(w->models.v);
	inlint_verdicts_release(&w->verdicts);
	inlint_remarks_release(&w->remarks);
}

int inlint_why(int argc, char **argv)
{
	struct why w = {0};
	char err[1024];
	int ret;

	if (argc > 1 && inlint_is_help(argv[1]))
		return usage(stdout, 0);
	ret = parse_args(argc, argv, &w, err, sizeof(err));
	if (ret == 0 && inlint_verdicts_build(&w.verdicts, &w.remarks) != 0) {
		snprintf(err, sizeof(err), "out of memory");
		ret = -1;
	}
	if (ret) {
		release(&w);
		if (ret > 0)
			return usage(stderr, 2);
		inlint_fprintf_escaped(stderr, "inlint: %s\n", err);
		return 2;
	}
	if (w.models.n)
		print_records(&w);
	else
		print_remarks(&w);
	fflush(stdout);
	if (w.truncated)
		fputs("inlint: note: " INLINT_REASON_TRUNCATED_NOTE
		      " (then pass --cost-full)\n",
		      stderr);
	release(&w);
	return 0;
}
