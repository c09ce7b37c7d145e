/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* whatif.c - "inlint whatif": what a decision set changes in real compiles
 * (call sites flipped, bytes), measured by the engine of tools/whatif/.
 * Run: inlint whatif --help; see docs/WHATIF.md. */
#include "applied_log.h"
#include "build_words.h"
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
	struct inlint_model *set; /* decisions, read once */
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
		"naming it, or with --format yaml in one document holding "
		"each (docs/CONFIGURATIONS.md). Nothing is written into "
		"the source tree.",
	.options = options,
	.doc = "WHATIF.md",
	.examples = "inlint whatif -p build/compile_commands.json --decisions "
		    "decisions.yaml mm/zsmalloc.c\n",
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
	if (o->n_compile && !o->copts.n_configs)
		return 0;
	return inlint_compile_opts_configs(&o->copts, &o->project, &o->configs,
					   &o->n_configs, err, errlen);
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

/* Kbuild makes a frame over CONFIG_FRAME_WARN an error with CONFIG_WERROR
 * alone: whether this build fails is said, not left to the reader. */
static void print_frames(const struct inlint_whatif_effect *e)
{
	for (size_t i = 0; i < e->n_frames; i++) {
		const struct inlint_whatif_frame *f = &e->frames[i];

		inlint_fprintf_escaped(stdout, "%s: %s: ", e->file,
				       f->function);
		printf("stack frame %" PRIu64
		       " bytes, over the limit of %" PRIu64,
		       f->bytes, f->limit);
		if (f->old_bytes)
			printf(" (was %" PRIu64 ")", f->old_bytes);
		printf(": %s\n", e->frames_fail ? "the build fails (-Werror)"
						: "a warning");
	}
}

/* What changed nothing, before the total it leaves alone. */
static void print_unapplied(const struct inlint_whatif_effect *e)
{
	char words[512];

	for (size_t i = 0; i < e->n_refused; i++) {
		const struct inlint_applied *a = e->refused[i];

		inlint_decision_words(a->action, a->function, a->caller,
				      a->call_line, words, sizeof(words));
		inlint_fprintf_escaped(stdout, "%s: %s: refused: %s\n", e->file,
				       words, a->detail);
	}
	for (size_t i = 0; i < e->n_problems; i++)
		inlint_fprintf_escaped(stdout, "%s: %s\n", e->file,
				       e->problems[i]);
}

/* The total names the build measured: from objects, as the compiler
 * called itself; by the plugin, as the baseline's record does. */
static void print_text(const struct inlint_whatif_result *r)
{
	const struct inlint_whatif_effect *e = &r->effect;
	const struct inlint_model *rec = r->baseline->record;

	for (size_t i = 0; i < e->n_flips; i++)
		print_flip(&e->flips[i]);
	for (size_t i = 0; i < e->n_copies; i++)
		print_copy(e->file, &e->copies[i], e->built_by);
	print_frames(e);
	print_unapplied(e);
	inlint_fprintf_escaped(stdout, "%s: ", e->file);
	printf(".text %+" PRId64 " bytes (%" PRIu64 " \u2192 %" PRIu64 ")",
	       e->text_delta, e->text_before, e->text_after);
	if (e->built_by)
		inlint_fprintf_escaped(stdout,
				       " (%s, measured from objects: calls "
				       "per caller, no line)",
				       e->built_by);
	else
		inlint_model_build_print(stdout, rec);
	putchar('\n');
}

/* The effects of the n results, as print and the YAML take them. */
static const struct inlint_whatif_effect **
effects_of(const struct inlint_whatif_result *r, size_t n)
{
	const struct inlint_whatif_effect **units =
		inlint_xcalloc(n + 1, sizeof(*units));

	for (size_t i = 0; i < n; i++)
		units[i] = &r[i].effect;
	return units;
}

static bool logged(const struct inlint_recommendation *d,
		   const struct inlint_whatif_result *r, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct inlint_model *rec = r[i].variant->record;

		for (size_t k = 0; k < rec->n_applied; k++)
			if (inlint_applied_logs(&rec->applied[k], d))
				return true;
	}
	return false;
}

/* The decisions that no TU measured by the plugin logs (a misspelt name,
 * a function no TU defines), on stderr as merge says those its records
 * do not match: with a whole build's decisions and a few TUs, most are. */
static void warn_unmatched(const struct options *o,
			   const struct inlint_whatif_result *r, size_t n)
{
	size_t tus = 0;
	char words[512];

	for (size_t i = 0; i < n; i++)
		tus += !r[i].variant->calls;
	for (size_t i = 0; o->set && tus && i < o->set->n_recommendations;
	     i++) {
		const struct inlint_recommendation *d =
			&o->set->recommendations[i];

		if (logged(d, r, n))
			continue;
		inlint_decision_words(d->action, d->function, d->caller,
				      d->call_line, words, sizeof(words));
		inlint_fprintf_escaped(stderr,
				       "%s:%u: %s matched nothing in the %zu "
				       "TU%s measured\n",
				       o->decisions, d->at, words, tus,
				       tus == 1 ? "" : "s");
	}
}

static int print(const struct options *o, struct inlint_whatif_result *r,
		 size_t n)
{
	const struct inlint_whatif_effect **units;
	char err[1024];
	int status = 0;

	if (!o->yaml) {
		for (size_t i = 0; i < n; i++)
			print_text(&r[i]);
		warn_unmatched(o, r, n);
		return 0;
	}
	units = effects_of(r, n);
	if (inlint_whatif_emit_yaml(o->decisions, units, n, stdout, err,
				    sizeof(err)))
		status = inlint_fail(err);
	free(units);
	warn_unmatched(o, r, n);
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
static int read_decisions(struct options *o, char *err, size_t errlen)
{
	if (!o->decisions)
		return 0;
	o->set = inlint_decisions_read_whole(o->decisions, err, errlen);
	return o->set ? 0 : -1;
}

/* One run of the decision set over tus: the engine, which owns the
 * builds its results point into, and the results. */
struct measured {
	struct inlint_whatif_tus tus;
	struct inlint_whatif *w;
	struct inlint_whatif_result *res;
	/* In a configuration: what outputs call it, and what its first
	 * baseline's record says of the build. */
	char words[INLINT_BUILD_WORDS_MAX], compiler[64], arch[64];
};

static void measured_release(struct measured *m)
{
	for (size_t i = 0; m->res && i < m->tus.n; i++)
		inlint_whatif_result_release(&m->res[i]);
	free(m->res);
	inlint_whatif_destroy(m->w);
	inlint_whatif_tus_release(&m->tus);
	*m = (struct measured){0};
}

/* Compiles m's TUs as they are and with the decisions. Returns 0, or -1
 * with err set (m's results then left NULL). */
static int measure(const struct options *o, struct measured *m,
		   const char *plugin, char *err, size_t errlen)
{
	struct inlint_whatif_config c = {
		.plugin = plugin,
		.cc = o->copts.cc,
		.jobs = o->copts.jobs,
		.measure = (enum inlint_whatif_measure)o->copts.measure,
		.progress = inlint_whatif_progress_stderr};
	struct inlint_whatif_request *req;
	struct inlint_whatif_result *res;
	int ret = -1;

	m->w = inlint_whatif_create(&c, &m->tus, err, errlen);
	if (!m->w)
		return -1;
	req = inlint_xcalloc(m->tus.n + 1, sizeof(*req));
	res = inlint_xcalloc(m->tus.n + 1, sizeof(*res));
	for (size_t i = 0; i < m->tus.n; i++)
		req[i] = (struct inlint_whatif_request){i, o->decisions};
	if (inlint_whatif_run(m->w, req, m->tus.n, res, err, errlen) == 0) {
		m->res = res;
		res = NULL;
		ret = 0;
	}
	free(res);
	free(req);
	return ret;
}

/* Configuration conf's TUs into m, and what outputs call it. Returns 0,
 * or -1 with err set. */
static int load_config(const struct options *o,
		       const struct inlint_config *conf, struct measured *m,
		       char *err, size_t errlen)
{
	if (inlint_whatif_tus_from_config(conf, o->paths, o->n_paths, &m->tus,
					  m->words, sizeof(m->words), err,
					  errlen))
		return -1;
	if (m->tus.n)
		return 0;
	snprintf(err, errlen, "%s: no compile in the database", conf->db);
	return -1;
}

/* --format yaml over configurations: one document holding each. */
static int print_configs_yaml(const struct options *o, struct measured *m)
{
	struct inlint_whatif_yaml_config *v =
		inlint_xcalloc(o->n_configs, sizeof(*v));
	char err[1024];
	int status = 0;
	size_t k;

	for (k = 0; k < o->n_configs; k++) {
		inlint_whatif_build_words(inlint_whatif_baseline(m[k].w, 0),
					  m[k].compiler, sizeof(m[k].compiler),
					  m[k].arch, sizeof(m[k].arch));
		v[k] = (struct inlint_whatif_yaml_config){
			o->project.v[o->configs[k]].name,
			m[k].words,
			m[k].compiler,
			m[k].arch,
			effects_of(m[k].res, m[k].tus.n),
			m[k].tus.n};
	}
	if (inlint_whatif_emit_yaml_configs(o->decisions, v, o->n_configs,
					    stdout, err, sizeof(err)))
		status = inlint_fail(err);
	for (k = 0; k < o->n_configs; k++)
		warn_unmatched(o, m[k].res, m[k].tus.n);
	for (k = 0; k < o->n_configs; k++)
		free((void *)v[k].units);
	free(v);
	return status;
}

/* Each configuration in turn: as text, its results under a line naming
 * it, as soon as it is measured; as YAML, every one in one document at
 * the end. */
static int run_configs(const struct options *o, const char *plugin)
{
	struct measured *m = inlint_xcalloc(o->n_configs, sizeof(*m));
	int status = 0;
	size_t k;

	for (k = 0; k < o->n_configs && !status; k++) {
		const struct inlint_config *conf = &o->project.v[o->configs[k]];
		char err[2048];

		if (load_config(o, conf, &m[k], err, sizeof(err)))
			status = inlint_fail(err);
		else if (!o->yaml)
			inlint_fprintf_escaped(stdout, "configuration %s: %s\n",
					       conf->name, m[k].words);
		if (!status && measure(o, &m[k], plugin, err, sizeof(err)))
			status = inlint_fail(err);
		else if (!status && !o->yaml) {
			status = print(o, m[k].res, m[k].tus.n);
			measured_release(&m[k]);
		}
	}
	if (!status && o->yaml)
		status = print_configs_yaml(o, m);
	for (k = 0; k < o->n_configs; k++)
		measured_release(&m[k]);
	free(m);
	return status;
}

static int whatif_main(int argc, char **argv)
{
	struct options o = {0};
	struct measured m = {0};
	char err[2048];
	char *plugin = NULL;
	int status = parse(&o, argc, argv);

	if (status)
		goto out;
	if (read_decisions(&o, err, sizeof(err)) ||
	    (!o.n_configs && load(&o, &m.tus, err, sizeof(err))) ||
	    !(plugin = inlint_whatif_plugin_for(
		      o.copts.plugin,
		      (enum inlint_whatif_measure)o.copts.measure, err,
		      sizeof(err))))
		status = inlint_fail(err);
	else if (o.n_configs)
		status = run_configs(&o, plugin);
	else if (measure(&o, &m, plugin, err, sizeof(err)))
		status = inlint_fail(err);
	else
		status = print(&o, m.res, m.tus.n);
out:
	free(plugin);
	measured_release(&m);
	inlint_model_destroy(o.set);
	free(o.compile);
	free(o.operands);
	free(o.configs);
	free(o.copts.configs);
	inlint_project_release(&o.project);
	return status;
}
