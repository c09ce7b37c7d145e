/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* tune.c - "inlint tune": builds and benchmarks with candidate decisions, keeps
 * what helps beyond the noise; the engine is tools/tune/. Run: inlint tune
 * --help; see docs/TUNE.md. */
#include "commands.h"
#include "dash.h"
#include "escape.h"
#include "tune.h"
#include "xalloc.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_RUNS	     3
#define DEFAULT_STATE	     ".inlint-tune.state"
#define DEFAULT_OUT	     "decisions.yaml"
#define DEFAULT_BISECT_ABOVE 16
/* A call under which this much of the run happens is worth a build when
 * its constants fold: LZ4's wrapper -> template chain carries 40%, brotli's
 * FindLongestMatchH5 8%. */
#define DEFAULT_COST_ABOVE 2.0

static int tune_main(int argc, char **argv);

enum {
	OPT_BUILD = 1,
	OPT_BENCH,
	OPT_METRIC,
	OPT_CANDIDATES,
	OPT_RUNS,
	OPT_STATE,
	OPT_OUT,
	OPT_OBJECTS,
	OPT_RESTART,
	OPT_BISECT_ABOVE,
	OPT_BUDGET,
	OPT_CALLS_ABOVE,
	OPT_COST_ABOVE,
	OPT_OUTLINE_ABOVE,
	OPT_ABLATE,
	OPT_COPIES_ABOVE,
	OPT_MIN_EFFECT,
	OPT_SMALLEST,
	OPT_WITHIN,
	OPT_REBUILD_CHANGED,
};

static const struct inlint_option options[] = {
	{OPT_BUILD, "build", 0, "CMD",
	 "shell command that builds with the plugin; tune sets INLINT_APPLY "
	 "for it",
	 0},
	{OPT_BENCH, "bench", 0, "CMD",
	 "shell command that runs the benchmark once", 0},
	{OPT_METRIC, "metric", 0, "wall|callgrind|stdout:REGEX",
	 "what to measure of a bench run, lower is better: seconds, "
	 "callgrind's instructions, or the first number REGEX captures in "
	 "its stdout",
	 0},
	{OPT_CANDIDATES, "candidates", 0, "FILE", "the decisions to try", 0},
	{OPT_RUNS, "runs", 0, "N", "bench runs per build (default 3)", 0},
	{OPT_STATE, "state", 0, "FILE",
	 "the resume file (default " DEFAULT_STATE ")", 0},
	{OPT_OUT, "output", 'o', "FILE",
	 "write the winning decisions to FILE (default " DEFAULT_OUT ")", 0},
	{OPT_OBJECTS, "objects", 0, "GLOB",
	 "objects the build makes, for the text columns (and the records, when "
	 "the build writes none where tune asks)",
	 INLINT_OPT_LIST},
	{OPT_REBUILD_CHANGED, "rebuild-changed", 0, "GLOB",
	 "the build is incremental (make) and GLOB matches its compiles' "
	 "objects: tune removes them all before its first builds, then, "
	 "before each build, those of the TUs whose decisions change, so "
	 "that the build compiles those alone",
	 0},
	{OPT_RESTART, "restart", 0, NULL,
	 "ignore the state file and start over", 0},
	{OPT_BISECT_ABOVE, "bisect-above", 0, "N",
	 "with more groups than N, bisect blocks of groups (default 16)", 0},
	{OPT_BUDGET, "budget", 0, "+N%|BYTES",
	 "text growth the written set may cost over the baseline, in percent "
	 "of the baseline's text or in bytes (needs --objects)",
	 0},
	{OPT_CALLS_ABOVE, "calls-above", 0, "N",
	 "profile the bench once under callgrind and add an always_inline "
	 "candidate for every call edge run at least N times",
	 0},
	{OPT_COST_ABOVE, "cost-above", 0, "PCT%",
	 "profile the bench once under callgrind and add an always_inline "
	 "candidate for every call that carries at least PCT percent of the "
	 "instructions when its constants or its callee's parameters decide "
	 "branches, with the wrapper calls that bring the constants (default "
	 "2% whenever tune profiles)",
	 0},
	{OPT_OUTLINE_ABOVE, "outline-above", 0, "PCT%",
	 "profile the bench once under callgrind and add a noinline "
	 "candidate at every call inlined into a function that runs at least "
	 "PCT percent of the instructions itself",
	 0},
	{OPT_ABLATE, "ablate", 0, NULL,
	 "add a none candidate for every always_inline and noinline that the "
	 "build's records show (not those they call required)",
	 0},
	{OPT_COPIES_ABOVE, "copies-above", 0, "N",
	 "add a noinline candidate for every function whose body LLVM "
	 "copies into at least N calls across the build (the build's "
	 "records), each copy at least what its build's threshold admits "
	 "(45 IR instructions at -O2)",
	 0},
	{OPT_MIN_EFFECT, "min-effect", 0, "PCT%",
	 "take a change of less than PCT percent of the metric as no change, "
	 "whatever the noise (callgrind's is none: bisection then splits "
	 "every block that changes an instruction)",
	 0},
	{OPT_SMALLEST, "smallest", 0, NULL,
	 "keep the measured set with the least text of those no slower than "
	 "the baseline, instead of the fastest (with --ablate: which "
	 "annotations can go without costing speed; needs --objects)",
	 0},
	{OPT_WITHIN, "within", 0, "PCT%",
	 "keep the measured set with the least text of those within PCT "
	 "percent of the baseline's metric of the fastest, and refine "
	 "towards it (default: --min-effect; needs --objects)",
	 0},
	{0},
};

const struct inlint_command inlint_tune_command = {
	.name = "tune",
	.summary = "measure candidate decisions, keep the winners",
	.synopsis =
		"--build CMD --bench CMD --metric "
		"wall|callgrind|stdout:REGEX\n"
		"--candidates FILE [--runs N] [--state FILE] [-o FILE]\n"
		"[--objects GLOB...] [--rebuild-changed GLOB] [--restart]\n"
		"[--bisect-above N] [--budget +N%|BYTES] [--calls-above N]\n"
		"[--cost-above PCT%] [--outline-above PCT%] [--ablate]\n"
		"[--copies-above N] [--min-effect PCT%] [--smallest]\n"
		"[--within PCT%]",
	.description = "Builds with INLINT_APPLY set to the candidates' "
		       "decisions, benchmarks each build, keeps the decisions "
		       "that help beyond the noise and writes them to FILE "
		       "(default " DEFAULT_OUT ").",
	.options = options,
	.doc = "TUNE.md",
	.examples = "inlint tune --build make --bench './bench 1000' --metric "
		    "wall --candidates report.yaml -o decisions.yaml\n",
	.run = tune_main,
};

static int take_budget(struct tune_opts *o, struct inlint_args *p)
{
	char why[64];

	o->has_budget = true;
	if (!inlint_budget_spec_parse(p->value, &o->budget, why, sizeof(why)))
		return 0;
	snprintf(p->err, sizeof(p->err), "bad --budget '%s': %s", p->value,
		 why);
	return -1;
}

/* "0.1%" or "0.1": a finite percentage from 0 to 100, into *out; else
 * -1 with the problem in p->err, naming option. */
static int take_percent(struct inlint_args *p, const char *option, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(p->value, &end);
	if (end != p->value && !errno && isfinite(v) && v >= 0 && v <= 100) {
		end += *end == '%';
		if (!*end) {
			*out = v;
			return 0;
		}
	}
	snprintf(p->err, sizeof(p->err), "bad %s '%s' (a percentage, 0 to 100)",
		 option, p->value);
	return -1;
}

/* Returns 0, or -1 with the problem in p->err. */
static int tune_option(void *ctx, struct inlint_args *p, int id)
{
	struct tune_opts *o = ctx;
	size_t n;

	switch (id) {
	case OPT_BUILD:
		o->build = p->value;
		return 0;
	case OPT_BENCH:
		o->bench = p->value;
		return 0;
	case OPT_METRIC:
		o->metric = p->value;
		return 0;
	case OPT_CANDIDATES:
		o->candidates = p->value;
		return 0;
	case OPT_RUNS:
		if (!inlint_args_count(p->value, &n) && n && n <= 1000) {
			o->runs = (unsigned)n;
			return 0;
		}
		snprintf(p->err, sizeof(p->err), "bad --runs '%s' (1 to 1000)",
			 p->value);
		return -1;
	case OPT_STATE:
		o->state = p->value;
		if (strcmp(p->value, "-"))
			return 0;
		snprintf(p->err, sizeof(p->err),
			 "--state needs a file: tune reads it back to resume");
		return -1;
	case OPT_OUT:
		o->out = p->value;
		return 0;
	case OPT_OBJECTS:
		o->objects[o->n_objects++] = p->value;
		return 0;
	case OPT_REBUILD_CHANGED:
		o->rebuild_changed = p->value;
		return 0;
	case OPT_RESTART:
		o->restart = true;
		return 0;
	case OPT_BISECT_ABOVE:
		if (!inlint_args_count(p->value, &o->bisect_above))
			return 0;
		snprintf(p->err, sizeof(p->err), "bad --bisect-above '%s'",
			 p->value);
		return -1;
	case OPT_CALLS_ABOVE:
		if (!inlint_args_count(p->value, &n) && n) {
			o->calls_above = n;
			o->profile = true;
			return 0;
		}
		snprintf(p->err, sizeof(p->err), "bad --calls-above '%s'",
			 p->value);
		return -1;
	case OPT_COST_ABOVE:
		o->profile = true;
		return take_percent(p, "--cost-above", &o->cost_above);
	case OPT_OUTLINE_ABOVE:
		o->profile = true;
		if (take_percent(p, "--outline-above", &o->outline_above))
			return -1;
		if (o->outline_above > 0)
			return 0;
		snprintf(p->err, sizeof(p->err),
			 "bad --outline-above '%s' (above 0%%: at 0 every "
			 "function that ran would do)",
			 p->value);
		return -1;
	case OPT_ABLATE:
		o->ablate = true;
		return 0;
	case OPT_COPIES_ABOVE:
		if (!inlint_args_count(p->value, &o->copies_above) &&
		    o->copies_above)
			return 0;
		snprintf(p->err, sizeof(p->err), "bad --copies-above '%s'",
			 p->value);
		return -1;
	case OPT_SMALLEST:
		o->smallest = true;
		return 0;
	case OPT_MIN_EFFECT:
		return take_percent(p, "--min-effect", &o->min_effect);
	case OPT_WITHIN:
		return take_percent(p, "--within", &o->within);
	case OPT_BUDGET:
		return take_budget(o, p);
	default:
		snprintf(p->err, sizeof(p->err), "unexpected argument '%s'",
			 p->value);
		return -1;
	}
}

/* The option a run cannot do without, or NULL. */
static const char *missing(const struct tune_opts *o)
{
	if (!o->build)
		return "--build";
	if (!o->bench)
		return "--bench";
	if (!o->metric)
		return "--metric";
	return o->candidates || tune_records_candidates(o) ? NULL
							   : "--candidates";
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse_args(struct tune_opts *o, int argc, char **argv)
{
	char err[64];
	int status;

	o->runs = DEFAULT_RUNS;
	o->state = DEFAULT_STATE;
	o->out = DEFAULT_OUT;
	o->bisect_above = DEFAULT_BISECT_ABOVE;
	o->cost_above = DEFAULT_COST_ABOVE;
	o->objects = inlint_xcalloc((size_t)argc, sizeof(*o->objects));
	status = inlint_command_parse(&inlint_tune_command, argc, argv,
				      tune_option, o);
	if (!status && o->has_budget && !o->n_objects)
		return inlint_usage_error(&inlint_tune_command,
					  "--budget needs --objects");
	if (!status && o->smallest && !o->n_objects)
		return inlint_usage_error(&inlint_tune_command,
					  "--smallest needs --objects");
	if (!status && o->within && !o->n_objects)
		return inlint_usage_error(&inlint_tune_command,
					  "--within needs --objects");
	if (!status && o->within && o->smallest)
		return inlint_usage_error(&inlint_tune_command,
					  "--within and --smallest choose the "
					  "final set two ways; give one");
	if (status || !missing(o))
		return status;
	snprintf(err, sizeof(err), "%s is required", missing(o));
	return inlint_usage_error(&inlint_tune_command, err);
}

static int tune_main(int argc, char **argv)
{
	struct tune_opts o = {0};
	struct tune t;
	char err[4096], msg[4400];
	size_t kept;
	int status = parse_args(&o, argc, argv);

	tune_init(&t, &o, stderr);
	if (status)
		goto out;
	if (tune_start(&t, err, sizeof(err)) ||
	    tune_run(&t, err, sizeof(err)) ||
	    tune_write_decisions(&t, err, sizeof(err))) {
		/* The steps measured so far are in the state file already. */
		kept = tune_steps_kept(&t);
		if (kept)
			snprintf(msg, sizeof(msg),
				 "%s (%zu step%s kept in %s; rerun to resume)",
				 err, kept, kept == 1 ? "" : "s", o.state);
		else
			snprintf(msg, sizeof(msg), "%s", err);
		status = inlint_fail(msg);
		goto out;
	}
	/* -o -: the decisions are standard output, the table goes beside. */
	tune_print_table(&t, inlint_dash(o.out) ? stderr : stdout);
	tune_print_summary(&t);
	if (tune_forget(&t, err, sizeof(err)))
		inlint_error("%s", err);
out:
	tune_release(&t);
	free(o.objects);
	return status;
}
