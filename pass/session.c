/* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception */
/* session.c - carries what one module's pipeline learns from step to step:
 * decisions applied at PipelineStart, the "before" view, then the "after"
 * view, the rules and the record. Never fails the compile. */
#include "inlint.h"
#include "link_name.h"
#include "paths.h"

#include "advice.h"
#include "apply.h"
#include "callgraph.h"
#include "decision_arg.h"
#include "embed.h"
#include "instrumented.h"
#include "object.h"
#include "outcome.h"
#include "record.h"
#include "static_view.h"
#include "unwritten.h"
#include "xalloc.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Models waiting for a module's next step. Lists, because a ThinLTO
 * backend may hold several modules in one process. */
struct pending {
	LLVMModuleRef mod;
	struct inlint_model *m;
	size_t printed; /* problems already shown, under verbose */
	struct pending *next;
};

static struct pending *applied; /* PipelineStart -> EarlySimplification */
static struct pending *statics; /* the same, the view without a profile */
static struct pending *views;	/* EarlySimplification -> OptimizerLast */
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;

static void put(struct pending **list, LLVMModuleRef mod,
		struct inlint_model *m, size_t printed)
{
	struct pending *p = inlint_xmalloc(sizeof(*p));

	p->mod = mod;
	p->m = m;
	p->printed = printed;
	pthread_mutex_lock(&pending_lock);
	p->next = *list;
	*list = p;
	pthread_mutex_unlock(&pending_lock);
}

static struct inlint_model *take(struct pending **list, LLVMModuleRef mod,
				 size_t *printed)
{
	struct inlint_model *m = NULL;

	pthread_mutex_lock(&pending_lock);
	for (struct pending **p = list; *p; p = &(*p)->next) {
		struct pending *hit = *p;

		if (hit->mod != mod)
			continue;
		*p = hit->next;
		m = hit->m;
		if (printed)
			*printed = hit->printed;
		free(hit);
		break;
	}
	pthread_mutex_unlock(&pending_lock);
	return m;
}

static void report_problems(const struct inlint_model *m, size_t from,
			    size_t to)
{
	for (size_t i = from; i < to; i++)
		fprintf(stderr, "inlint: %s\n", m->problems[i]);
}

/* The verifier's report is many lines; the record keeps the first. */
static void verify(LLVMModuleRef mod, struct inlint_model *log)
{
	char *msg = NULL;

	if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg))
		inlint_model_add_problem(log,
					 "%s: invalid IR after applying "
					 "decisions: %.*s",
					 log->decisions_file,
					 (int)strcspn(msg, "\n"), msg);
	LLVMDisposeMessage(msg);
}

/* The command line's decisions, which ccache and distcc see, over the
 * environment's file, which they do not. */
static struct inlint_model *read_decisions(const struct inlint_options *o,
					   struct inlint_model *log, char *err,
					   size_t errlen)
{
	if (!o->decisions) {
		log->decisions_file = inlint_strdup(o->apply);
		return inlint_decisions_read(o->apply, err, errlen);
	}
	log->decisions_file = inlint_strdup(INLINT_DECISIONS_OPTION);
	if (o->apply[0])
		inlint_model_add_problem(log,
					 "%s: not read: the decisions of %s "
					 "on the command line apply",
					 o->apply, INLINT_DECISIONS_OPTION);
	return inlint_decision_arg_read(o->decisions, INLINT_DECISIONS_OPTION,
					err, errlen);
}

void inlint_apply_decisions(LLVMModuleRef mod, const struct inlint_options *o)
{
	struct inlint_model *log = inlint_model_create();
	struct inlint_model *decisions, *facts;
	char err[1024];

	decisions = read_decisions(o, log, err, sizeof(err));
	if (!decisions) {
		inlint_model_add_problem(log, "%s; no decision applied", err);
	} else {
		facts = inlint_callgraph_build(mod);
		/* Decisions name functions as the source does; in an LTO
		 * backend a static may be promoted (name.llvm.N). */
		facts->phase = o->phase;
		facts->inliner.inlining = inlint_compile_inlining();
		inlint_model_strip_link_names(facts);
		inlint_apply(mod, facts, decisions, log);
		inlint_model_destroy(facts);
		inlint_model_destroy(decisions);
	}
	if (o->verify)
		verify(mod, log);
	if (o->verbose)
		report_problems(log, 0, log->n_problems);
	inlint_model_destroy(take(&applied, mod, NULL));
	put(&applied, mod, log, o->verbose ? log->n_problems : 0);
}

/* The record of a build with decisions says what they did; the decisions'
 * problems come first, as they happened first. */
static void adopt_applied(struct inlint_model *m, struct inlint_model *log)
{
	char **mine = m->problems;
	size_t n_mine = m->n_problems;

	m->problems = log->problems;
	m->n_problems = log->n_problems;
	log->problems = NULL;
	log->n_problems = 0;
	for (size_t i = 0; i < n_mine; i++) {
		inlint_model_add_problem(m, "%s", mine[i]);
		free(mine[i]);
	}
	free(mine);
	m->decisions_file = log->decisions_file;
	m->applied = log->applied;
	m->n_applied = log->n_applied;
	log->decisions_file = NULL;
	log->applied = NULL;
	log->n_applied = 0;
	inlint_model_destroy(log);
}

void inlint_observe_static(LLVMModuleRef mod, const struct inlint_options *o)
{
	(void)o;
	if (!inlint_expects_profile(mod))
		return;
	inlint_model_destroy(take(&statics, mod, NULL));
	put(&statics, mod, inlint_callgraph_build_static(mod), 0);
}

void inlint_observe_before(LLVMModuleRef mod, const struct inlint_options *o)
{
	struct inlint_model *m = inlint_callgraph_build(mod);
	size_t printed = 0;
	struct inlint_model *log = take(&applied, mod, &printed);
	struct inlint_model *st = take(&statics, mod, NULL);

	inlint_callgraph_mark_pasted(m);
	if (st && m->has_profile)
		inlint_static_join(m, st, mod);
	inlint_model_destroy(st);

	m->inliner = o->inliner;
	inlint_callgraph_set_inlining(m, inlint_compile_inlining());
	if (log)
		adopt_applied(m, log);
	/* A second pipeline over the same module starts its view anew. */
	inlint_model_destroy(take(&views, mod, NULL));
	put(&views, mod, m, printed);
}

/* The record goes below o->out_dir, under a name of its source path
 * (paths.h), through directories no other user chose (safe_dir.h). One
 * that cannot be written is told in a later record (unwritten.h), with
 * the problems this one took over from earlier ones (those from index
 * taken on), and in this one, for the object's copy. Returns 0, or -1. */
static int write_record(struct inlint_model *m, const struct inlint_options *o,
			const char *text, size_t len, size_t taken, char *err,
			size_t errlen)
{
	char cwd[PATH_MAX], line[2560];
	const char *here = getcwd(cwd, sizeof(cwd));
	int why = errno;
	char *name = inlint_record_name_phase(
		m->source_file, here,
		inlint_phase_is_link(m->phase) ? inlint_phase_name(m->phase)
					       : NULL);
	int ret = -1;

	if (name && text)
		ret = inlint_record_write_in(text, len, o->out_dir, name, err,
					     errlen);
	else if (!name)
		snprintf(err, errlen,
			 "%s: cannot name its record: no working directory "
			 "(%s)",
			 m->source_file, strerror(why));
	free(name);
	if (ret == 0)
		return 0;
	for (size_t i = taken; i < m->n_problems; i++)
		inlint_unwritten_leave(o->out_dir, m->problems[i]);
	snprintf(line, sizeof(line), "record of %s not written: %s",
		 m->source_file, err);
	inlint_unwritten_leave(o->out_dir, line);
	inlint_model_add_problem(m, "%s", line);
	if (o->verbose)
		fprintf(stderr, "inlint: %s\n", err);
	return -1;
}

/* Kbuild's probes (cc-option) compile /dev/null with the build's flags,
 * the plugin's included: a device holds none of the user's code, and its
 * record would be one more file in every build's records. */
static bool from_device(const char *source)
{
	struct stat st;

	return source && stat(source, &st) == 0 && S_ISCHR(st.st_mode);
}

/* The record goes into the object where it can, and into a file unless o
 * says the object alone carries it, or the source is a device: the same
 * text in both. */
static void save_record(LLVMModuleRef mod, struct inlint_model *m,
			const struct inlint_options *o)
{
	bool embeds = inlint_embeds(mod, m->phase);
	bool to_file =
		(!embeds || !o->no_record_file) && !from_device(m->source_file);
	size_t taken = m->n_problems, len;
	char err[2048];
	char *text;

	if (to_file)
		inlint_unwritten_take(o->out_dir, m);
	text = inlint_record_text(m, &len, err, sizeof(err));
	/* The file's failure is now a problem of the record: the object's
	 * copy tells it. */
	if (to_file && write_record(m, o, text, len, taken, err, sizeof(err))) {
		free(text);
		text = inlint_record_text(m, &len, err, sizeof(err));
	}
	if (!text && o->verbose)
		fprintf(stderr, "inlint: %s\n", err);
	if (text && embeds)
		inlint_embed_record(mod, text, len);
	free(text);
}

void inlint_observe_after(LLVMModuleRef mod, const struct inlint_options *o)
{
	size_t printed = 0, n_own;
	struct inlint_model *m = take(&views, mod, &printed);

	if (!m)
		return;
	if (!m->has_profile &&
	    LLVMGetModuleFlag(mod, "ProfileSummary", strlen("ProfileSummary")))
		inlint_model_add_problem(
			m,
			"%s: a profile (IR PGO, -fprofile-use) was attached "
			"after the before view: hotness here is the static "
			"estimate, but the inliner saw the profile",
			m->source_file);
	inlint_outcome_build(m, mod);
	inlint_outcome_judge(m);
	inlint_advise(m, o->system);
	m->object = inlint_object_of_compile();
	m->phase = o->phase;
	m->sanitize = inlint_phase_is_link(m->phase)
			      ? inlint_instrumented_sanitizers(mod)
			      : inlint_compile_sanitize();
	/* A full LTO module is the whole program, named ld-temp.o: its
	 * record is named after the link's output. */
	if (m->phase == INLINT_PHASE_FULLLTO && m->object) {
		free(m->source_file);
		m->source_file = inlint_strdup(m->object);
	}
	inlint_model_strip_link_names(m);
	n_own = m->n_problems;
	save_record(mod, m, o);
	if (o->verbose)
		report_problems(m, printed, n_own);
	inlint_model_destroy(m);
}
