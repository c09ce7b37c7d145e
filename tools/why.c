/* why.c - "inlint why REMARKS... [--records DIR]": clang's reasons for calls it
 * did not inline, joined to records. Run: inlint why x.opt.yaml --records R */
#include "commands.h"
#include "record.h"
#include "remarks.h"
#include "verdict.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* LLVM's threshold at a cold call site (-inlinecold-threshold). */
#define COLD_THRESHOLD 45

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

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

static int add_model(struct models *ms, const char *path, char *err,
		     size_t errlen)
{
	struct inlint_model *m = inlint_record_read(path, err, errlen);
	struct inlint_model **v;

	if (!m)
		return -1;
	v = realloc(ms->v, (ms->n + 1) * sizeof(*v));
	if (!v) {
		inlint_model_destroy(m);
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	ms->v = v;
	ms->v[ms->n++] = m;
	return 0;
}

/* Every *.inlint.yaml below dir, as the plugin lays them out. */
static int add_dir(struct models *ms, const char *dir, char *err, size_t errlen)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int ret = 0;

	if (!d) {
		snprintf(err, errlen, "%s: cannot open directory", dir);
		return -1;
	}
	while (ret == 0 && (de = readdir(d))) {
		size_t n = strlen(dir) + strlen(de->d_name) + 2;
		char *path;
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		path = malloc(n);
		if (!path) {
			snprintf(err, errlen, "%s: out of memory", dir);
			ret = -1;
			break;
		}
		snprintf(path, n, "%s/%s", dir, de->d_name);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
			ret = add_dir(ms, path, err, errlen);
		else if (has_suffix(path, ".inlint.yaml"))
			ret = add_model(ms, path, err, errlen);
		free(path);
	}
	closedir(d);
	return ret;
}

static int add_records(struct models *ms, const char *path, char *err,
		       size_t errlen)
{
	struct stat st;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return add_dir(ms, path, err, errlen);
	return add_model(ms, path, err, errlen);
}

/* LLVM inlines when cost < threshold: at equality it misses by one. */
static void print_cost(struct why *w, const struct inlint_remark *r)
{
	long miss = r->cost - r->threshold + 1;

	printf("cost %ld vs threshold %ld", r->cost, r->threshold);
	if (r->inlined || miss <= 0)
		return;
	if (miss == 1)
		printf(" (misses by one)");
	else
		printf(" (misses by %ld)", miss);
	if (!w->opt.cost_full)
		w->truncated = true;
}

static const char *describe_name(const char *name)
{
	if (!strcmp(name, "NeverInline"))
		return "never inlined";
	if (!strcmp(name, "AlwaysInline"))
		return "always inlined";
	if (!strcmp(name, "NoDefinition"))
		return "no definition";
	return name;
}

static void print_reason(struct why *w, const struct inlint_remark *r)
{
	if (!r) {
		printf("no inline remark for this call");
		return;
	}
	if (r->has_cost)
		print_cost(w, r);
	else if (r->reason)
		printf("%s: %s", describe_name(r->name), r->reason);
	else
		printf("%s", describe_name(r->name));
}

static size_t count_sites(const struct inlint_model *m, size_t callee)
{
	size_t n = 0;

	for (size_t i = 0; i < m->n_call_sites; i++)
		n += m->call_sites[i].callee == callee;
	return n;
}

/* A cold site gets threshold 45, and a static callee with this one call
 * loses the single-caller bonus there: the alloc_zspage case. */
static void print_cold(const struct inlint_model *m,
		       const struct inlint_call_site *cs,
		       const struct inlint_remark *r)
{
	const struct inlint_function *f = &m->functions[cs->callee];

	if (!r || r->inlined || !r->has_cost ||
	    r->threshold != COLD_THRESHOLD ||
	    cs->hotness != INLINT_HOTNESS_COLD)
		return;
	printf("; cold call site: threshold %d", COLD_THRESHOLD);
	if (f->linkage && !strcmp(f->linkage, "static") && !f->address_taken &&
	    count_sites(m, cs->callee) == 1)
		printf(", single-caller bonus dropped");
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
	printf("%s:%u: %s in %s: %s: ", file ? file : "?", cs->line,
	       callee->name, caller->name,
	       cs->inlined ? "inlined" : "not inlined");
	print_reason(w, r);
	print_cold(m, cs, r);
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
		printf("%s:%u: %s in %s: %s: ", r->file ? r->file : "?",
		       r->line, r->callee, r->caller,
		       r->inlined ? "inlined" : "not inlined");
		print_reason(w, r);
		putchar('\n');
	}
}

static int usage(FILE *out, int status)
{
	fputs("usage: inlint why REMARKS... [--records DIR|FILE] "
	      "[--all] [--cost-full]\n"
	      "Prints clang's reason for every call it did not inline, from "
	      "the remark\nfiles of -fsave-optimization-record (YAML or "
	      "bitstream), one line each:\n"
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
			ret = inlint_remarks_read(a, &w->remarks, err, errlen);
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

	if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
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
		fprintf(stderr, "inlint: %s\n", err);
		return 2;
	}
	if (w.models.n)
		print_records(&w);
	else
		print_remarks(&w);
	fflush(stdout);
	if (w.truncated)
		fputs("inlint: note: clang stops adding up an inline cost once "
		      "it reaches the threshold, so the costs of calls not "
		      "inlined may be truncated; rebuild with -mllvm "
		      "-inline-cost-full for the true costs (then pass "
		      "--cost-full)\n",
		      stderr);
	release(&w);
	return 0;
}
