/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif.c - "inlint whatif": what a decision set changes in real compiles
 * (call sites flipped, bytes), measured by the engine of tools/whatif/.
 * Run: inlint whatif --help; see docs/WHATIF.md. */
#include "commands.h"
#include "compile_opts.h"
#include "escape.h"
#include "record.h"
#include "whatif.h"
#include "whatif_yaml.h"
#include "xalloc.h"

#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options {
	struct inlint_compile_opts copts; /* -p, -j, --plugin, --cc */
	const char *decisions;
	bool yaml;
	const char **operands; /* before "--": the array to free */
	const char **paths;    /* FILE|DIR operands (operands, maybe + 1) */
	size_t n_paths;
	char **compile; /* the compile after "--" */
	size_t n_compile;
	/* The project file's configurations to run in, when no -p. */
	struct inlint_project project;
	size_t *configs;
	size_t n_configs;
};

static int whatif_main(int argc, char **argv);

enum {
	OPT_DECISIONS = 1,
	OPT_FORMAT,
};

static const struct inlint_option options[] = {
	INLINT_COMPILE_OPTIONS("the compile database (compile_commands.json, "
			       "or its build directory)",
			       "with -p or --"),
	INLINT_CONFIG_OPTION,
	{OPT_DECISIONS, "decisions", 0, "FILE",
	 "the decision set to try (default: the empty set)", 0},
	{OPT_FORMAT, "format", 0, "text|yaml",
	 "one line per change (default), or YAML (docs/WHATIF.md)", 0},
	{0},
};

const struct inlint_command inlint_whatif_command = {
	.name = "whatif",
	.summary = "what a decision set changes in real compiles",
	.synopsis =
		"-p compile_commands.json [--decisions FILE] [FILE|DIR...]\n"
		"[-j N] [--format text|yaml] [--plugin PATH] [--cc "
		"COMPILER]\n"
		"DECISIONS [options] -- COMPILER ARGS...\n"
		"[--config NAME[,NAME...]]... [--decisions FILE] "
		"[FILE|DIR...] [options]",
	.description =
		"Compiles each selected translation unit twice with the "
		"plugin, as its build does: once as it is and once with the "
		"decisions applied (on its command line, where a launcher "
		"such as ccache sees them), and prints what differs: "
		"every call site whose outcome flipped, every out-of-line "
		"copy that appeared, vanished or changed size (bytes from the "
		"object's symbol table, IR instructions from the record), and "
		"the .text total. Without -p, where a project "
		"file " INLINT_PROJECT_FILE
		" is found (here or in a folder above), "
		"it runs in each of its default configurations, or those "
		"--config names, one after the other, each under a line "
		"naming it (docs/CONFIGURATIONS.md). Nothing is written into "
		"the source tree.",
	.options = options,
	.doc = "WHATIF.md",
	.run = whatif_main,
};

static void add_operand(struct options *o, struct inlint_args *p)
{
	if (p->only_operands) {
		o->compile = inlint_xrealloc(
			o->compile, (o->n_compile + 2) * sizeof(char *));
		o->compile[o->n_compile++] = p->value;
		o->compile[o->n_compile] = NULL;
		return;
	}
	o->paths =
		inlint_xrealloc(o->paths, (o->n_paths + 1) * sizeof(*o->paths));
	o->paths[o->n_paths++] = p->value;
}

/* Returns 0, or -1 with the problem in p->err. */
static int whatif_option(void *ctx, struct inlint_args *p, int id)
{
	struct options *o = ctx;
	int taken = inlint_compile_opts_take(&o->copts, p, id);

	if (taken <= 0)
		return taken;
	switch (id) {
	case OPT_DECISIONS:
		o->decisions = p->value;
		return 0;
	case OPT_FORMAT:
		if (strcmp(p->value, "text") && strcmp(p->value, "yaml")) {
			snprintf(p->err, sizeof(p->err),
				 "bad --format '%s' (text or yaml)", p->value);
			return -1;
		}
		o->yaml = !strcmp(p->value, "yaml");
		return 0;
	default:
		add_operand(o, p);
		return 0;
	}
}

/* Without -p and --: the project file's configurations. Returns 0, or -1
 * with the problem in err. */
static int take_configs(struct options *o, char *err, size_t errlen)
{
	long n;

	if (o->n_compile && !o->copts.n_configs)
		return 0;
	n = inlint_compile_opts_configs(&o->copts, &o->project, &o->configs,
					err, errlen);
	if (n < 0)
		return -1;
	o->n_configs = (size_t)n;
	return 0;
}

/* NULL, or what is wrong with the operands. */
static const char *check_operands(struct options *o)
{
	if (o->n_compile) {
		if (o->copts.db || o->n_configs)
			return "-p or --config and a compile after -- do not "
			       "go together";
		if (o->n_paths && !o->decisions) {
			o->decisions = o->paths[0];
			o->paths++;
			o->n_paths--;
		}
		return o->n_paths ? "one DECISIONS file before --" : NULL;
	}
	if (o->yaml && o->n_configs > 1)
		return "--format yaml is one configuration's: give one "
		       "--config";
	return o->copts.db || o->n_configs
		       ? NULL
		       : "-p compile_commands.json or -- COMPILER ARGS...";
}

/* Returns 0, or the exit status of a usage error (printed). */
static int parse(struct options *o, int argc, char **argv)
{
	int status = inlint_command_parse(&inlint_whatif_command, argc, argv,
					  whatif_option, o);
	const char *problem;
	char err[1024];

	if (status)
		return status;
	if (take_configs(o, err, sizeof(err)))
		return inlint_fail(err);
	problem = check_operands(o);
	if (problem)
		return inlint_usage_error(&inlint_whatif_command, problem);
	return 0;
}

/* Measured from objects, a flip has no line: the calls are counted per
 * caller. */
static void print_flip(const struct inlint_whatif_flip *f)
{
	if (f->line)
		inlint_fprintf_escaped(stdout, "%s:%u: ", f->file, f->line);
	else
		inlint_fprintf_escaped(stdout, "%s: ", f->file);
	inlint_fprintf_escaped(stdout, "%s: %s now %s (was %s)", f->caller,
			       f->callee, f->now_inlined ? "inlined" : "kept",
			       f->now_inlined ? "kept" : "inlined");
	if (f->calls > 1)
		printf(", %u calls", f->calls);
	putchar('\n');
}

/* Measured from objects, there is no IR to count. */
static void print_copy(const char *file, const struct inlint_whatif_copy *c,
		       bool objects)
{
	inlint_fprintf_escaped(stdout, "%s: %s: ", file, c->function);
	printf("%+" PRId64 " bytes (%" PRIu64 " \u2192 %" PRIu64 ")",
	       c->delta_bytes, c->old_bytes, c->new_bytes);
	if (!objects)
		printf(", %+lld IR instructions", c->delta_ir);
	printf("%s\n", !c->in_old   ? ", new copy"
		       : !c->in_new ? ", copy gone"
				    : "");
}

static void print_text(const struct inlint_whatif_effect *e)
{
	for (size_t i = 0; i < e->n_flips; i++)
		print_flip(&e->flips[i]);
	for (size_t i = 0; i < e->n_copies; i++)
		print_copy(e->file, &e->copies[i], e->built_by);
	inlint_fprintf_escaped(stdout, "%s: ", e->file);
	printf(".text %+" PRId64 " bytes (%" PRIu64 " \u2192 %" PRIu64 ")",
	       e->text_delta, e->text_before, e->text_after);
	if (e->built_by)
		inlint_fprintf_escaped(stdout,
				       " (%s, measured from objects: calls "
				       "per caller, no line)",
				       e->built_by);
	putchar('\n');
}

static int print(const struct options *o, struct inlint_whatif_result *r,
		 size_t n)
{
	const struct inlint_whatif_effect **units =
		inlint_xcalloc(n + 1, sizeof(*units));
	char err[1024];
	int status = 0;

	for (size_t i = 0; i < n; i++)
		units[i] = &r[i].effect;
	if (o->yaml) {
		if (inlint_whatif_emit_yaml(o->decisions, units, n, stdout, err,
					    sizeof(err)))
			status = inlint_fail(err);
	} else {
		for (size_t i = 0; i < n; i++)
			print_text(units[i]);
	}
	free(units);
	return status;
}

static int load(const struct options *o, struct inlint_whatif_tus *tus,
		char *err, size_t errlen)
{
	int ret;

	if (o->n_compile)
		return inlint_whatif_tu_from_argv(o->compile, o->n_compile, tus,
						  err, errlen);
	ret = inlint_whatif_tus_from_compdb(o->copts.db, o->paths, o->n_paths,
					    tus, err, errlen);
	if (!ret && !tus->n)
		snprintf(err, errlen, "%s: no compile in the database",
			 o->copts.db);
	return ret || !tus->n ? -1 : 0;
}

/* The decision file is read here once, so that a bad one is one error
 * line, not a problem in every record. */
static int check_decisions(const char *path, char *err, size_t errlen)
{
	struct inlint_model *m;

	if (!path)
		return 0;
	m = inlint_decisions_read_whole(path, err, errlen);
	inlint_model_destroy(m);
	return m ? 0 : -1;
}

static int run(const struct options *o, struct inlint_whatif_tus *tus,
	       const char *plugin)
{
	struct inlint_whatif_config c = {
		.plugin = plugin,
		.cc = o->copts.cc,
		.jobs = o->copts.jobs,
		.measure = (enum inlint_whatif_measure)o->copts.measure,
		.progress = inlint_whatif_progress_stderr};
	struct inlint_whatif_request *req;
	struct inlint_whatif_result *res;
	struct inlint_whatif *w;
	char err[2048];
	int status;

	w = inlint_whatif_create(&c, tus, err, sizeof(err));
	if (!w)
		return inlint_fail(err);
	req = inlint_xcalloc(tus->n + 1, sizeof(*req));
	res = inlint_xcalloc(tus->n + 1, sizeof(*res));
	for (size_t i = 0; i < tus->n; i++)
		req[i] = (struct inlint_whatif_request){i, o->decisions};
	if (inlint_whatif_run(w, req, tus->n, res, err, sizeof(err))) {
		status = inlint_fail(err);
	} else {
		status = print(o, res, tus->n);
		for (size_t i = 0; i < tus->n; i++)
			inlint_whatif_result_release(&res[i]);
	}
	free(req);
	free(res);
	inlint_whatif_destroy(w);
	return status;
}

/* Each configuration in turn, its results under a line naming it. */
static int run_configs(const struct options *o, const char *plugin)
{
	int status = 0;

	for (size_t k = 0; k < o->n_configs && !status; k++) {
		const struct inlint_config *conf = &o->project.v[o->configs[k]];
		struct inlint_whatif_tus tus = {0};
		char err[2048], words[96];

		if (inlint_whatif_tus_from_config(conf, o->paths, o->n_paths,
						  &tus, words, sizeof(words),
						  err, sizeof(err)) ||
		    !tus.n) {
			if (!tus.n)
				snprintf(err, sizeof(err),
					 "%s: no compile in the database",
					 conf->db);
			status = inlint_fail(err);
		} else {
			if (!o->yaml)
				inlint_fprintf_escaped(stdout,
						       "configuration %s: %s\n",
						       conf->name, words);
			status = run(o, &tus, plugin);
		}
		inlint_whatif_tus_release(&tus);
	}
	return status;
}

static int whatif_main(int argc, char **argv)
{
	struct options o = {0};
	struct inlint_whatif_tus tus = {0};
	char err[2048];
	char *plugin = NULL;
	int status = parse(&o, argc, argv);

	if (status)
		goto out;
	if (check_decisions(o.decisions, err, sizeof(err)) ||
	    (!o.n_configs && load(&o, &tus, err, sizeof(err))) ||
	    !(plugin = inlint_whatif_plugin_for(
		      o.copts.plugin,
		      (enum inlint_whatif_measure)o.copts.measure, err,
		      sizeof(err))))
		status = inlint_fail(err);
	else if (o.n_configs)
		status = run_configs(&o, plugin);
	else
		status = run(&o, &tus, plugin);
out:
	free(plugin);
	inlint_whatif_tus_release(&tus);
	free(o.compile);
	free(o.operands);
	free(o.configs);
	free(o.copts.configs);
	inlint_project_release(&o.project);
	return status;
}
